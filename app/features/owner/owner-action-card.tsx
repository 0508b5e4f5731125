import type { LucideIcon } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { StatusMark, type StatusTone, statusCardClasses } from '#app/components/ui/status-card.tsx'
import type { OwnerActionBody, OwnerActionRequest } from '#core/contracts/owner-actions.ts'
import { ownerAction, tokenFromLocation } from './owner-api.ts'

type State =
  | { kind: 'reading' }
  | { kind: 'no-link' }
  | { kind: 'ready'; token: string; body: OwnerActionBody; error?: string; field?: string }
  | { kind: 'working'; token: string; body: OwnerActionBody }
  | { kind: 'done'; body: OwnerActionBody }
  | { kind: 'failed'; message: string }

/** What the form shows while the owner fills it in: the error to show beside a field, and which field. */
export interface FieldState {
  /** What the look answer said (a shipment's carriers to choose from). */
  body: OwnerActionBody
  error?: string
  field?: string
  errorId: string
}

/**
 * One owner action's page (a signed link from a notice). Opening it only asks what the link is for
 * (`look`: a mail scanner following the link changes nothing); the owner fills in the form and
 * confirms (`do`), which acts once. Each action says its words and its fields; the card keeps the
 * steps, the focus after an answer, and shows no more than the notice did (summary and reference).
 */
export function OwnerActionCard({
  id,
  icon,
  noLink,
  ask,
  referenceLabel,
  fields = () => null,
  fieldNames = [],
  values = () => ({}),
  note,
  action,
  working,
  done,
  already,
}: {
  /** The heading's id, and the prefix of the error's id. */
  id: string
  icon: LucideIcon
  /** Shown when the page is opened without a link: what the page is for. */
  noLink: string
  ask: string
  referenceLabel: string
  /** The form's own fields (none: a confirmation alone). */
  fields?: (state: FieldState) => ReactNode
  /** Fields whose refusal keeps the form open, with the message beside them. */
  fieldNames?: readonly string[]
  /** The form's values the action sends, from the submitted form. */
  values?: (form: FormData) => Omit<OwnerActionRequest, 'token' | 'step'>
  note: string
  /** The button's words; from the look answer when they name what it holds (a count). */
  action: string | ((body: OwnerActionBody) => string)
  working: string
  done: { heading: string; text: string | ((body: OwnerActionBody) => string) }
  already: string
}) {
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
    const sent = values(new FormData(event.currentTarget))
    const { token, body } = state
    setState({ kind: 'working', token, body })
    const r = await ownerAction({ token, step: 'do', ...sent })
    if (r.ok) setState({ kind: 'done', body: r.body })
    else if (r.field && fieldNames.includes(r.field))
      setState({ kind: 'ready', token, body, error: r.error, field: r.field })
    else setState({ kind: 'failed', message: r.error })
  }

  const errorId = `${id}-error`
  const tone: StatusTone =
    state.kind === 'done' ? 'done' : state.kind === 'failed' || state.kind === 'no-link' ? 'notice' : 'ask'
  const title = (text: string, focus = false) => (
    <h2 id={id} ref={focus ? heading : undefined} tabIndex={focus ? -1 : undefined} className="text-2xl">
      {text}
    </h2>
  )
  return (
    <section aria-labelledby={id} data-tone={tone} className={statusCardClasses(tone)}>
      <StatusMark tone={tone} icon={tone === 'ask' ? icon : undefined} />
      {state.kind === 'reading' ? title('Reading the link…') : null}
      {state.kind === 'no-link' ? (
        <>
          {title('Open the link from your e-mail')}
          <p className="mt-3">{noLink}</p>
        </>
      ) : null}
      {state.kind === 'ready' || state.kind === 'working' ? (
        <>
          {title(ask)}
          <p className="mt-3">
            {state.body.summary}
            <br />
            <span className="text-sm text-muted-foreground">
              {referenceLabel}: {state.body.reference}
            </span>
          </p>
          <form className="mt-6 grid gap-4 text-start" onSubmit={(e) => void submit(e)} noValidate>
            {fields(
              state.kind === 'ready'
                ? { body: state.body, error: state.error, field: state.field, errorId }
                : { body: state.body, errorId },
            )}
            {state.kind === 'ready' && state.error ? (
              <p id={errorId} role="alert" className="font-semibold">
                {state.error}
              </p>
            ) : null}
            <p className="text-sm">{note}</p>
            <button type="submit" className={buttonClasses('primary')} disabled={state.kind === 'working'}>
              {state.kind === 'working'
                ? working
                : typeof action === 'function'
                  ? action(state.body)
                  : action}
            </button>
          </form>
        </>
      ) : null}
      {state.kind === 'done' ? (
        <>
          {title(state.body.state === 'done' ? done.heading : already, true)}
          <p className="mt-3">
            {state.body.state === 'done'
              ? typeof done.text === 'function'
                ? done.text(state.body)
                : done.text
              : 'Nothing was changed and nothing was sent.'}
          </p>
          <p className="mt-3 text-sm text-muted-foreground">
            {referenceLabel}: {state.body.reference}
          </p>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          {title('Nothing was changed', true)}
          <p className="mt-3">{state.message}</p>
        </>
      ) : null}
    </section>
  )
}
