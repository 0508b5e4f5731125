import { PackageCheck } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import { StatusMark, type StatusTone, statusCardClasses } from '#app/components/ui/status-card.tsx'
import { OWNER_ACTION_LIMITS, type OwnerActionBody } from '#core/contracts/owner-actions.ts'
import { ownerAction, tokenFromLocation } from './owner-api.ts'

type State =
  | { kind: 'reading' }
  | { kind: 'no-link' }
  | { kind: 'ready'; token: string; body: OwnerActionBody; error?: string; field?: string }
  | { kind: 'working'; token: string; body: OwnerActionBody }
  | { kind: 'done'; body: OwnerActionBody }
  | { kind: 'failed'; message: string }

/**
 * /owner/ship#token=…: the "Mark as shipped" link from the owner's order notice. Opening it only
 * asks what the link is for (nothing changes: a mail scanner following it does nothing); the owner
 * enters the carrier and the tracking number and presses the button, which ships the order once
 * and sends the buyer's shipping notice. The page shows no more than the notice did.
 */
export function ShipFlow() {
  const [state, setState] = useState<State>({ kind: 'reading' })
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    const token = tokenFromLocation(window.location)
    if (!token) return setState({ kind: 'no-link' })
    void ownerAction({ token, step: 'look' }).then((r) =>
      setState(
        !r.ok
          ? { kind: 'failed', message: r.error }
          : r.body.state === 'ready'
            ? { kind: 'ready', token, body: r.body }
            : { kind: 'done', body: r.body },
      ),
    )
  }, [])
  useEffect(() => {
    if (state.kind === 'done' || state.kind === 'failed') heading.current?.focus()
  }, [state.kind])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.kind !== 'ready') return
    const form = new FormData(event.currentTarget)
    const { token, body } = state
    setState({ kind: 'working', token, body })
    const r = await ownerAction({
      token,
      step: 'do',
      carrier: String(form.get('carrier') ?? ''),
      tracking: String(form.get('tracking') ?? ''),
    })
    if (r.ok) setState({ kind: 'done', body: r.body })
    else if (r.field === 'carrier' || r.field === 'tracking')
      setState({ kind: 'ready', token, body, error: r.error, field: r.field })
    else setState({ kind: 'failed', message: r.error })
  }

  const tone: StatusTone =
    state.kind === 'done' ? 'done' : state.kind === 'failed' || state.kind === 'no-link' ? 'notice' : 'ask'
  return (
    <section aria-labelledby="ship-heading" data-tone={tone} className={statusCardClasses(tone)}>
      <StatusMark tone={tone} icon={tone === 'ask' ? PackageCheck : undefined} />
      {state.kind === 'reading' ? (
        <h2 id="ship-heading" className="text-2xl">
          Reading the link…
        </h2>
      ) : null}
      {state.kind === 'no-link' ? (
        <>
          <h2 id="ship-heading" className="text-2xl">
            Open the link from your e-mail
          </h2>
          <p className="mt-3">This page marks an order as shipped from the link in its order notice.</p>
        </>
      ) : null}
      {state.kind === 'ready' || state.kind === 'working' ? (
        <>
          <h2 id="ship-heading" className="text-2xl">
            Mark this order as shipped?
          </h2>
          <p className="mt-3">
            {state.body.summary}
            <br />
            <span className="text-sm text-muted-foreground">Order reference: {state.body.reference}</span>
          </p>
          <form className="mt-6 grid gap-4 text-start" onSubmit={(e) => void submit(e)} noValidate>
            <SelectField
              id="carrier"
              name="carrier"
              label="Carrier"
              required
              defaultValue=""
              aria-invalid={state.kind === 'ready' && state.field === 'carrier' ? true : undefined}
            >
              <option value="" disabled>
                Choose…
              </option>
              {(state.body.carriers ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <Field
              id="tracking"
              name="tracking"
              label="Tracking number"
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={OWNER_ACTION_LIMITS.tracking}
              aria-invalid={state.kind === 'ready' && state.field === 'tracking' ? true : undefined}
              aria-describedby={state.kind === 'ready' && state.error ? 'ship-error' : undefined}
            />
            {state.kind === 'ready' && state.error ? (
              <p id="ship-error" role="alert" className="font-semibold">
                {state.error}
              </p>
            ) : null}
            <p className="text-sm">
              The buyer gets an e-mail with the tracking number. This can be done once.
            </p>
            <button type="submit" className={buttonClasses('primary')} disabled={state.kind === 'working'}>
              {state.kind === 'working' ? 'Marking…' : 'Mark as shipped and tell the buyer'}
            </button>
          </form>
        </>
      ) : null}
      {state.kind === 'done' ? (
        <>
          <h2 id="ship-heading" ref={heading} tabIndex={-1} className="text-2xl">
            {state.body.state === 'done' ? 'Marked as shipped' : 'This order was already shipped'}
          </h2>
          <p className="mt-3">
            {state.body.state === 'done'
              ? 'The buyer’s shipping notice is on its way.'
              : 'Nothing was changed and nothing was sent.'}
          </p>
          <p className="mt-3 text-sm text-muted-foreground">Order reference: {state.body.reference}</p>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <h2 id="ship-heading" ref={heading} tabIndex={-1} className="text-2xl">
            Nothing was changed
          </h2>
          <p className="mt-3">{state.message}</p>
        </>
      ) : null}
    </section>
  )
}
