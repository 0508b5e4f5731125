import { CalendarOff } from 'lucide-react'
import { OwnerActionCard } from './owner-action-card.tsx'

/**
 * /owner/block#token=…: the "Block this day" link from the owner's booking notice. Confirming takes
 * the day's remaining free times off the booking page, once. The consultations already booked that
 * day are kept: the page says so, and each has its own cancel link in its notice.
 */
export function OwnerBlockFlow() {
  return (
    <OwnerActionCard
      id="block-heading"
      icon={CalendarOff}
      noLink="This page closes a day to new bookings from the link in a booking notice."
      ask="Take no more bookings this day?"
      referenceLabel="Date"
      note="The day’s free times leave the booking page. Consultations already booked that day are not cancelled: cancel any of them from its own notice. This can be done once."
      action="Block the rest of this day"
      working="Blocking…"
      done={{
        heading: 'Day blocked',
        text: 'No new bookings can be made that day. The consultations already booked stay as they are.',
      }}
      already="This day was already blocked"
    />
  )
}
