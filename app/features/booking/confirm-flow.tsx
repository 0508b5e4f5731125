import { CalendarPlus, MailCheck } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { ReachButtons } from '#app/components/ui/reach-buttons.tsx'
import { StatusMark, statusCardClasses } from '#app/components/ui/status-card.tsx'
import { practice } from '#core/config/practice.ts'
import { BOOKING_EMAIL_TEXT, type ConfirmBody } from '#core/contracts/booking.ts'
import { confirmBooking } from './booking-api.ts'
import { whenText } from './format.ts'
import { useSignedLink } from './signed-link.ts'

/**
 * /book/confirm?token=…: the signed link from the e-mail sent on booking. Nothing happens on load
 * (a mail scanner following the link, or running its page, must not confirm a booking someone else
 * made with this address); the visitor presses the button. Confirming twice says it already is.
 */
export function ConfirmFlow() {
  const { state, run: confirm, heading, tone } = useSignedLink(confirmBooking)
  return (
    <section aria-labelledby="confirm-heading" data-tone={tone} className={statusCardClasses(tone)}>
      <StatusMark tone={tone} icon={tone === 'ask' ? MailCheck : undefined} />
      {state.kind === 'ready' && state.token === null ? (
        <>
          <h2 id="confirm-heading" className="text-2xl">
            Open the link from your e-mail
          </h2>
          <p className="mt-3">
            To confirm, use the link in the e-mail we sent when you booked: it tells us which booking is
            yours. Or call or e-mail us.
          </p>
          <ReachButtons className="mt-6 grid gap-3 sm:flex sm:flex-wrap sm:justify-center" />
        </>
      ) : null}
      {(state.kind === 'ready' && state.token !== null) || state.kind === 'working' ? (
        <>
          <h2 id="confirm-heading" className="text-2xl">
            Confirm your consultation?
          </h2>
          <p className="mt-3">
            Until you confirm, the time is only held for you. Confirming books it, and the calendar invitation
            follows by e-mail.
          </p>
          <div className="mt-6 flex flex-wrap gap-3 sm:justify-center">
            <button
              type="button"
              className={buttonClasses('primary')}
              disabled={state.kind === 'working' || !('token' in state) || !state.token}
              onClick={() => state.kind === 'ready' && state.token && void confirm(state.token)}
            >
              {state.kind === 'working' ? 'Confirming…' : 'Confirm'}
            </button>
          </div>
        </>
      ) : null}
      {state.kind === 'done' ? <Confirmed result={state.result} headingRef={heading} /> : null}
      {state.kind === 'failed' ? (
        <>
          <h2 id="confirm-heading" ref={heading} tabIndex={-1} className="text-2xl">
            We could not confirm this
          </h2>
          <p className="mt-3">{state.message}</p>
          <p className="mt-6">
            <Link prefetch="intent" to="/book" className={buttonClasses('primary')}>
              Book a time
            </Link>
          </p>
        </>
      ) : null}
    </section>
  )
}

function Confirmed({
  result,
  headingRef,
}: {
  result: ConfirmBody
  headingRef: React.RefObject<HTMLHeadingElement | null>
}) {
  function download() {
    const url = URL.createObjectURL(new Blob([result.ics], { type: 'text/calendar;charset=utf-8' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `consultation-${result.reference}.ics`
    document.body.append(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
  return (
    <>
      <h2 id="confirm-heading" ref={headingRef} tabIndex={-1} className="text-2xl">
        {result.outcome === 'confirmed' ? 'You are booked' : 'This consultation is already confirmed'}
      </h2>
      <p className="mt-3">
        Your free consultation is on <strong>{whenText(result.start, result.timeZone)}</strong>.{' '}
        {result.contactMethod === 'phone'
          ? `${practice.name} will call you on the number you gave.`
          : `${practice.name} will e-mail you the video link before the call.`}
      </p>
      <p className="mt-2">
        Your reference: <strong className="font-mono">{result.reference}</strong>.{' '}
        {BOOKING_EMAIL_TEXT.booked[result.email]}
      </p>
      <div className="mt-6 flex flex-wrap gap-3 sm:justify-center">
        <button type="button" onClick={download} className={buttonClasses('primary')}>
          <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
          Add to calendar (.ics)
        </button>
        <Link prefetch="intent" to={result.cancelPath} className={buttonClasses('outline')}>
          Cancel or change this time
        </Link>
      </div>
    </>
  )
}
