/**
 * The consultation as an iCalendar invitation, built with ical.js: METHOD:REQUEST for the e-mails
 * (the practice as organiser, the visitor as attendee), METHOD:CANCEL with the same UID and a
 * higher SEQUENCE for a cancellation, METHOD:PUBLISH for the page's "add to calendar" file.
 * Times are UTC (DTSTART:…Z), which every calendar shows in its own zone; the practice's zone is
 * named in X-WR-TIMEZONE and in the description.
 */
import ICAL from 'ical.js'
import { practice } from '#core/config/practice.ts'
import type { Booking } from './store.ts'

export type InvitationMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH'

export interface InvitationOptions {
  method: InvitationMethod
  timeZone: string
  cancelUrl?: string
  /** DTSTAMP; now by default. */
  now?: Date
}

/** The UID every version of one booking's invitation shares. */
export const invitationUid = (ref: string) => `${ref.toLowerCase()}@${new URL(practice.siteUrl).hostname}`

const utc = (ms: number) => ICAL.Time.fromJSDate(new Date(ms), true)

/**
 * What a subject or a calendar says was booked, and no more: calendars, lock screens and shared
 * inboxes are not private, so the practitioner's name only (never "therapy" or a reason).
 */
export const consultationTitle = () => `Consultation with ${practice.name}`

export function howWeMeet(booking: Pick<Booking, 'contactMethod' | 'phone'>): string {
  return booking.contactMethod === 'phone'
    ? `Phone call: ${practice.name} will call you on ${booking.phone}.`
    : `Video call: ${practice.name} will e-mail you the video link before the call.`
}

export function invitation(booking: Booking, options: InvitationOptions): string {
  const cancelled = options.method === 'CANCEL'
  const calendar = new ICAL.Component(['vcalendar', [], []])
  calendar.addPropertyWithValue('prodid', `-//${practice.name}//Consultation booking//EN`)
  calendar.addPropertyWithValue('version', '2.0')
  calendar.addPropertyWithValue('calscale', 'GREGORIAN')
  calendar.addPropertyWithValue('method', options.method)
  calendar.addPropertyWithValue('x-wr-timezone', options.timeZone)

  const event = new ICAL.Component('vevent')
  event.addPropertyWithValue('uid', invitationUid(booking.ref))
  event.addPropertyWithValue('dtstamp', utc((options.now ?? new Date()).getTime()))
  event.addPropertyWithValue('dtstart', utc(booking.start))
  event.addPropertyWithValue('dtend', utc(booking.end))
  event.addPropertyWithValue('sequence', cancelled ? 1 : 0)
  event.addPropertyWithValue('status', cancelled ? 'CANCELLED' : 'CONFIRMED')
  event.addPropertyWithValue('summary', consultationTitle())
  event.addPropertyWithValue(
    'location',
    booking.contactMethod === 'phone' ? 'Phone call' : 'Video call (link by e-mail)',
  )
  const description = [
    howWeMeet(booking),
    `Reference: ${booking.ref}`,
    options.cancelUrl && !cancelled ? `To cancel: ${options.cancelUrl}` : '',
    `Questions: ${practice.phone.display}, ${practice.email}`,
  ]
    .filter(Boolean)
    .join('\n')
  event.addPropertyWithValue('description', description)
  event.addPropertyWithValue('transp', 'OPAQUE')

  const organizer = new ICAL.Property('organizer')
  organizer.setParameter('cn', practice.name)
  organizer.setValue(`mailto:${practice.email}`)
  event.addProperty(organizer)
  if (options.method !== 'PUBLISH') {
    const attendee = new ICAL.Property('attendee')
    attendee.setParameter('cn', booking.name)
    attendee.setParameter('role', 'REQ-PARTICIPANT')
    attendee.setParameter('partstat', cancelled ? 'DECLINED' : 'ACCEPTED')
    attendee.setParameter('rsvp', 'FALSE')
    attendee.setValue(`mailto:${booking.email}`)
    event.addProperty(attendee)
  }
  calendar.addSubcomponent(event)
  return `${calendar.toString().replace(/\r?\n/g, '\r\n')}\r\n`
}
