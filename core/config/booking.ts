/**
 * Online booking of the free consultation, from content/booking.yml: whether it is on, and where
 * the site's own booking action (the header's button, the phone bar's) leads. Plain data, so the
 * content reader, the route list and the pages share it.
 */
import { data } from '#core/content/generated/booking.ts'

export const bookingEnabled: boolean = data.enabled

/** How long the free consultation is, in minutes (the length of a bookable time). */
export const consultationMinutes: number = data.slotMinutes

/**
 * Where the site's own booking action leads: the time picker on /book while booking is on, the
 * contact page otherwise. The spec's consultation buttons ("Book Free 15-Minute Consultation",
 * "Schedule a Consultation") keep their /contact in every state: the contact page opens with the
 * same picker while booking is on, so they lead on to it without changing their target.
 */
export const bookingActionPath = (enabled: boolean = bookingEnabled): '/book' | '/contact' =>
  enabled ? '/book' : '/contact'
