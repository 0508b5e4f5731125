import { CalendarX2 } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { BOOKING_EMAIL_TEXT, type CancelBody } from '#core/contracts/booking.ts'
import { cancelBooking } from './booking-api.ts'
import { whenText } from './format.ts'
import { useSignedLink } from './signed-link.ts'
import { SignedLinkCard } from './signed-link-card.tsx'

/**
 * /book/cancel?token=…: the signed link from the confirmation. Nothing happens on load (a mail
 * scanner following the link must not cancel); the visitor presses the button. Cancelling twice
 * says it is already cancelled. To change the time: cancel here, then book another on /book.
 */
export function CancelFlow() {
  return (
    <SignedLinkCard
      headingId="cancel-heading"
      link={useSignedLink(cancelBooking)}
      askIcon={CalendarX2}
      missing="To cancel, use the link in your confirmation e-mail: it tells us which booking is yours. Or call or e-mail us, and we will cancel it for you."
      ask={{
        heading: 'Cancel your consultation?',
        text: 'The time becomes free for someone else. You can book another time straight after.',
        action: 'Yes, Cancel It',
        working: 'Cancelling…',
        besides: (
          <Link prefetch="intent" to="/book" className={buttonClasses('outline')}>
            Keep It
          </Link>
        ),
      }}
      Done={Cancelled}
      failed={{
        heading: 'We could not cancel this',
        next: (
          <Link prefetch="intent" to="/contact" className={buttonClasses('outline')}>
            Contact us
          </Link>
        ),
      }}
    />
  )
}

function Cancelled({
  result,
  headingRef,
}: {
  result: CancelBody
  headingRef: React.RefObject<HTMLHeadingElement | null>
}) {
  const when = whenText(result.start, result.timeZone)
  return (
    <>
      <h2 id="cancel-heading" ref={headingRef} tabIndex={-1} className="text-2xl">
        {result.outcome === 'cancelled'
          ? 'Your consultation is cancelled'
          : 'This consultation was already cancelled'}
      </h2>
      <p className="mt-3">
        {result.outcome === 'cancelled'
          ? `The time on ${when} is free again. ${BOOKING_EMAIL_TEXT.cancelled[result.email]}`
          : `The time on ${when} was cancelled before; nothing else changed.`}
      </p>
      <p className="mt-6">
        <Link prefetch="intent" to="/book" className={buttonClasses('primary')}>
          Book another time
        </Link>
      </p>
    </>
  )
}
