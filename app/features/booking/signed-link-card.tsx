import type { LucideIcon } from 'lucide-react'
import type { ReactNode, RefObject } from 'react'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { ReachButtons } from '#app/components/ui/reach-buttons.tsx'
import { StatusMark, statusCardClasses } from '#app/components/ui/status-card.tsx'
import type { useSignedLink } from './signed-link.ts'

/** What a signed-link page says while it asks: the question, why, the button and anything beside it. */
interface Ask {
  heading: string
  text: ReactNode
  action: string
  /** The button's label while the request is out. */
  working: string
  besides?: ReactNode
}

/**
 * The status card of a page opened from a signed link (confirm, cancel): without a token, where to
 * find the link; with one, the question and its button (nothing happens on load); then the answer,
 * whose heading takes focus, or why it failed and where to go next.
 */
export function SignedLinkCard<T>({
  headingId,
  link: { state, run, heading, tone },
  askIcon,
  missing,
  ask,
  Done,
  failed,
}: {
  headingId: string
  link: ReturnType<typeof useSignedLink<T>>
  askIcon: LucideIcon
  /** How to act without the e-mail's link (the link is what names the booking). */
  missing: ReactNode
  ask: Ask
  Done: (props: { result: T; headingRef: RefObject<HTMLHeadingElement | null> }) => ReactNode
  failed: { heading: string; next: ReactNode }
}) {
  return (
    <section aria-labelledby={headingId} data-tone={tone} className={statusCardClasses(tone)}>
      <StatusMark tone={tone} icon={tone === 'ask' ? askIcon : undefined} />
      {state.kind === 'ready' && state.token === null ? (
        <>
          <h2 id={headingId} className="text-2xl">
            Open the link from your e-mail
          </h2>
          <p className="mt-3">{missing}</p>
          <ReachButtons className="mt-6 grid gap-3 sm:flex sm:flex-wrap" />
        </>
      ) : null}
      {(state.kind === 'ready' && state.token !== null) || state.kind === 'working' ? (
        <>
          <h2 id={headingId} className="text-2xl">
            {ask.heading}
          </h2>
          <p className="mt-3">{ask.text}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClasses('primary')}
              disabled={state.kind === 'working' || !('token' in state) || !state.token}
              onClick={() => state.kind === 'ready' && state.token && void run(state.token)}
            >
              {state.kind === 'working' ? ask.working : ask.action}
            </button>
            {ask.besides}
          </div>
        </>
      ) : null}
      {state.kind === 'done' ? <Done result={state.result} headingRef={heading} /> : null}
      {state.kind === 'failed' ? (
        <>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl">
            {failed.heading}
          </h2>
          <p className="mt-3">{state.message}</p>
          <p className="mt-6">{failed.next}</p>
        </>
      ) : null}
    </section>
  )
}
