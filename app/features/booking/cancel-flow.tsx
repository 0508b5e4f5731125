import { CalendarX2 } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { ReachButtons } from '#app/components/ui/reach-buttons.tsx'
import { StatusMark, statusCardClasses } from '#app/components/ui/status-card.tsx'
import { BOOKING_EMAIL_TEXT } from '#core/contracts/booking.ts'
import { cancelBooking } from './booking-api.ts'
import { whenText } from './format.ts'
import { useSignedLink } from './signed-link.ts'

/**
 * /book/cancel?token=…: the signed link from the confirmation. Nothing happens on load (a mail
 * scanner following the link must not cancel); the visitor presses the button. Cancelling twice
 * says it is already cancelled. To change the time: cancel here, then book another on /book.
 */
export function CancelFlow() {
  const { state, run: cancel, heading, tone } = useSignedLink(cancelBooking)
  return (
    <section aria-labelledby="cancel-heading" data-tone={tone} className={statusCardClasses(tone)}>
      <StatusMark tone={tone} icon={tone === 'ask' ? CalendarX2 : undefined} />
      {state.kind === 'ready' && state.token === null ? (
        <>
          <h2 id="cancel-heading" className="text-2xl">
            Open the link from your e-mail
          </h2>
          <p className="mt-3">
            To cancel, use the link in your confirmation e-mail: it tells us which booking is yours. Or call
            or e-mail us, and we will cancel it for you.
          </p>
          <ReachButtons className="mt-6 grid gap-3 sm:flex sm:flex-wrap sm:justify-center" />
        </>
      ) : null}
      {(state.kind === 'ready' && state.token !== null) || state.kind === 'working' ? (
        <>
          <h2 id="cancel-heading" className="text-2xl">
            Cancel your consultation?
          </h2>
          <p className="mt-3">
            The time becomes free for someone else. You can book another time straight after.
          </p>
          <div className="mt-6 flex flex-wrap gap-3 sm:justify-center">
            <button
              type="button"
              className={buttonClasses('primary')}
              disabled={state.kind === 'working' || !('token' in state) || !state.token}
              onClick={() => state.kind === 'ready' && state.token && void cancel(state.token)}
            >
              {state.kind === 'working' ? 'Cancelling…' : 'Yes, cancel it'}
            </button>
            <Link prefetch="intent" to="/book" className={buttonClasses('outline')}>
              Keep it
            </Link>
          </div>
        </>
      ) : null}
      {state.kind === 'done' ? (
        <>
          <h2 id="cancel-heading" ref={heading} tabIndex={-1} className="text-2xl">
            {state.result.outcome === 'cancelled'
              ? 'Your consultation is cancelled'
              : 'This consultation was already cancelled'}
          </h2>
          <p className="mt-3">
            {state.result.outcome === 'cancelled'
              ? `The time on ${whenText(state.result.start, state.result.timeZone)} is free again. ${BOOKING_EMAIL_TEXT.cancelled[state.result.email]}`
              : `The time on ${whenText(state.result.start, state.result.timeZone)} was cancelled before; nothing else changed.`}
          </p>
          <p className="mt-6">
            <Link prefetch="intent" to="/book" className={buttonClasses('primary')}>
              Book another time
            </Link>
          </p>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <h2 id="cancel-heading" ref={heading} tabIndex={-1} className="text-2xl">
            We could not cancel this
          </h2>
          <p className="mt-3">{state.message}</p>
          <p className="mt-6">
            <Link prefetch="intent" to="/contact" className={buttonClasses('outline')}>
              Contact us
            </Link>
          </p>
        </>
      ) : null}
    </section>
  )
}
