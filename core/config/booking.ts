/**
 * Online booking of the free consultation, from content/booking.yml: whether it is on, and where
 * the consultation calls to action lead (the /book page when on, the contact form when off).
 * Plain data, so the content reader, the route list and the pages share it.
 */
import { data } from '#core/content/generated/booking.ts'

export const bookingEnabled: boolean = data.enabled

const CONSULTATION = /\bconsultation\b/i

/**
 * Where a call to action leads: one that offers the consultation ("Book Free 15-Minute
 * Consultation", "Schedule a Consultation") and points at the contact form goes to /book while
 * booking is on. ButtonLink applies it to every button link, content's and code's alike.
 */
export function ctaTarget(to: string, label: string, enabled: boolean = bookingEnabled): string {
  return enabled && to === '/contact' && CONSULTATION.test(label) ? '/book' : to
}
