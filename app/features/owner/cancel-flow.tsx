import { CalendarX2 } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { controlClasses } from '#app/components/ui/field.tsx'
import { StatusMark, type StatusTone, statusCardClasses } from '#app/components/ui/status-card.tsx'
import { OWNER_ACTION_LIMITS, type OwnerActionBody } from '#core/contracts/owner-actions.ts'
import { ownerAction, tokenFromLocation } from './owner-api.ts'

type State =
  | { kind: 'reading' }
  | { kind: 'no-link' }
  | { kind: 'ready'; token: string; body: OwnerActionBody; error?: string }
  | { kind: 'working'; token: string; body: OwnerActionBody }
  | { kind: 'done'; body: OwnerActionBody }
  | { kind: 'failed'; message: string }

/**
 * /owner/cancel#token=…: the "Cancel this consultation" link from the owner's booking notice.
 * Opening it only asks what the link is for (a mail scanner following it changes nothing); the
 * owner may write a few words to the client and presses the button: the consultation is cancelled
 * once, its time is free again, and the client is told (with her words). The page shows the time
 * and the reference, no more than the notice did.
 */
export function OwnerCancelFlow() {
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
    const message = String(new FormData(event.currentTarget).get('message') ?? '')
    const { token, body } = state
    setState({ kind: 'working', token, body })
    const r = await ownerAction({ token, step: 'do', message })
    if (r.ok) setState({ kind: 'done', body: r.body })
    else if (r.field === 'message') setState({ kind: 'ready', token, body, error: r.error })
    else setState({ kind: 'failed', message: r.error })
  }

  const tone: StatusTone =
    state.kind === 'done' ? 'done' : state.kind === 'failed' || state.kind === 'no-link' ? 'notice' : 'ask'
  return (
    <section aria-labelledby="cancel-heading" data-tone={tone} className={statusCardClasses(tone)}>
      <StatusMark tone={tone} icon={tone === 'ask' ? CalendarX2 : undefined} />
      {state.kind === 'reading' ? (
        <h2 id="cancel-heading" className="text-2xl">
          Reading the link…
        </h2>
      ) : null}
      {state.kind === 'no-link' ? (
        <>
          <h2 id="cancel-heading" className="text-2xl">
            Open the link from your e-mail
          </h2>
          <p className="mt-3">This page cancels a consultation from the link in its booking notice.</p>
        </>
      ) : null}
      {state.kind === 'ready' || state.kind === 'working' ? (
        <>
          <h2 id="cancel-heading" className="text-2xl">
            Cancel this consultation?
          </h2>
          <p className="mt-3">
            {state.body.summary}
            <br />
            <span className="text-sm text-muted-foreground">Reference: {state.body.reference}</span>
          </p>
          <form className="mt-6 grid gap-4 text-start" onSubmit={(e) => void submit(e)} noValidate>
            <div>
              <label htmlFor="message" className="mb-1 block text-[0.95rem] font-semibold">
                A few words to the client (optional)
              </label>
              <textarea
                id="message"
                name="message"
                rows={4}
                maxLength={OWNER_ACTION_LIMITS.message}
                className={controlClasses()}
                aria-invalid={state.kind === 'ready' && state.error ? true : undefined}
                aria-describedby={state.kind === 'ready' && state.error ? 'cancel-error' : undefined}
              />
            </div>
            {state.kind === 'ready' && state.error ? (
              <p id="cancel-error" role="alert" className="font-semibold">
                {state.error}
              </p>
            ) : null}
            <p className="text-sm">
              The client gets an e-mail saying it is cancelled, and the time is free again. This can be done
              once.
            </p>
            <button type="submit" className={buttonClasses('primary')} disabled={state.kind === 'working'}>
              {state.kind === 'working' ? 'Cancelling…' : 'Cancel it and tell the client'}
            </button>
          </form>
        </>
      ) : null}
      {state.kind === 'done' ? (
        <>
          <h2 id="cancel-heading" ref={heading} tabIndex={-1} className="text-2xl">
            {state.body.state === 'done'
              ? 'Consultation cancelled'
              : 'This consultation was already cancelled'}
          </h2>
          <p className="mt-3">
            {state.body.state === 'done'
              ? 'The client is being told, and the time is free again.'
              : 'Nothing was changed and nothing was sent.'}
          </p>
          <p className="mt-3 text-sm text-muted-foreground">Reference: {state.body.reference}</p>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <h2 id="cancel-heading" ref={heading} tabIndex={-1} className="text-2xl">
            Nothing was changed
          </h2>
          <p className="mt-3">{state.message}</p>
        </>
      ) : null}
    </section>
  )
}
