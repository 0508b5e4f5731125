/**
 * What the /book page sends and the booking functions accept: field names, limits, the messages a
 * visitor reads, and the shapes of the answers. Plain data and functions (no React, no zod), so the
 * page and the functions (Node and Deno) import the same rules.
 */

export const BOOKING_FUNCTIONS = { slots: 'booking-slots', book: 'book', cancel: 'booking-cancel' } as const

export const BOOKING_LIMITS = { name: 100, email: 254, phone: 30, note: 500 } as const
/** How long a new booking holds its time while the visitor confirms it from the e-mail. */
export const HOLD_MINUTES = 30
/** Most future consultations (waiting for confirmation or confirmed) per mailbox and per phone number. */
export const PER_PERSON = 2
/** The confirm step: POST {token} to the book function with this query. */
export const CONFIRM_QUERY = '?action=confirm'
export const CONTACT_METHODS = ['phone', 'video'] as const
export type ContactMethod = (typeof CONTACT_METHODS)[number]

export interface BookingRequest {
  /** The slot's start as listed by booking-slots (ISO 8601 with offset). */
  slot: string
  name: string
  email: string
  phone: string
  contactMethod: ContactMethod
  note?: string
  /** Honeypot: hidden from people; anything in it marks the request as automated. */
  website?: string
}

export interface SlotDayBody {
  date: string
  /** ISO 8601 instants with the practice's offset. */
  slots: string[]
}

export interface SlotsBody {
  /** Booking is switched off in content/booking.yml: no days, and `error` says what to do instead. */
  off?: true
  error?: string
  timeZone: string
  slotMinutes: number
  days: SlotDayBody[]
}

/**
 * What the page may say about the visitor's e-mails: 'sent' (a mail server is set up: they go out,
 * retried until they do), 'local-folder' (a local run without one writes them to the outbox folder),
 * 'none' (nowhere to send yet).
 */
export type BookingEmail = 'sent' | 'local-folder' | 'none'

/** The sentence after booking and after cancelling, for each BookingEmail. */
export const BOOKING_EMAIL_TEXT = {
  held: {
    sent: 'Open the e-mail we just sent you and press Confirm.',
    'local-folder':
      'No mail server is set up on this site yet, so the e-mail with the Confirm button was saved in the site’s outbox folder instead of sent to you.',
    none: 'The e-mail with the Confirm button goes out once the site’s mail is set up; if it does not reach you, call or e-mail us.',
  },
  booked: {
    sent: 'A confirmation with a calendar invitation is on its way to your e-mail.',
    'local-folder':
      'No mail server is set up on this site yet, so the confirmation was saved in the site’s outbox folder instead of sent to you: keep the reference, and add the time to your calendar below.',
    none: 'No confirmation e-mail is sent: keep the reference, and add the time to your calendar below.',
  },
  cancelled: {
    sent: 'A confirmation is on its way to your e-mail.',
    'local-folder':
      'No mail server is set up on this site yet, so the confirmation was saved in the site’s outbox folder instead of sent to you.',
    none: 'No confirmation e-mail is sent.',
  },
} as const satisfies Record<string, Record<BookingEmail, string>>

/** A new booking: held, not yet confirmed; the confirm link is on its way by e-mail. */
export interface BookedBody {
  reference: string
  start: string
  end: string
  timeZone: string
  contactMethod: ContactMethod
  /** Minutes the time is held while the visitor confirms from the e-mail. */
  holdMinutes: number
  email: BookingEmail
}

/** A booking confirmed from the e-mail's link (again: "already"). */
export interface ConfirmBody {
  outcome: 'confirmed' | 'already'
  reference: string
  start: string
  end: string
  timeZone: string
  contactMethod: ContactMethod
  /** Path and query of the cancel page (on the site), with the signed token. */
  cancelPath: string
  /** The invitation (text/calendar) for "add to calendar". */
  ics: string
  email: BookingEmail
}

export interface TakenBody extends SlotsBody {
  error: string
}

export interface CancelBody {
  outcome: 'cancelled' | 'already'
  start: string
  timeZone: string
  email: BookingEmail
}

export const BOOKING_MESSAGES = {
  off: 'Call or e-mail, and we will find a time for your free consultation together.',
  slot: 'Please choose one of the times offered.',
  taken: 'Sorry, that time was just taken. Please choose another time.',
  full: 'Sorry, that day is now fully booked. Please choose another day.',
  name: 'Please enter your name.',
  nameText: 'Please enter just your name: no web address, no @ and on one line.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a phone number we can reach you on.',
  contactMethod: 'Please choose a phone call or a video link.',
  note: `Please keep the note under ${BOOKING_LIMITS.note} characters.`,
  unreadable: 'We could not read the booking. Please try again.',
  from: 'from must be a date written as YYYY-MM-DD.',
  days: 'days must be a whole number from 1 to 62.',
  token: 'This cancel link is not valid. Please use the link from your confirmation e-mail.',
  notFound: 'We could not find this booking.',
  confirmToken: 'This confirmation link is not valid. Please use the link from your e-mail.',
  expired: `This time was held for ${HOLD_MINUTES} minutes and was not confirmed, so it was freed. Please book again.`,
  gone: 'This consultation was cancelled. Please book another time.',
  mailboxFull:
    'You already have two consultations booked with this e-mail address, or asked for today and not confirmed. Please use the e-mails we sent you, or call or e-mail us.',
  phoneFull:
    'You already have two consultations booked with this phone number, or asked for today and not confirmed. Please use the e-mails we sent you, or call or e-mail us.',
  busy: 'Many consultations were booked in the last hour, so online booking is paused for a while. Please try again later, or call or e-mail us.',
  tooMany: 'Too many booking attempts from your connection. Please wait a minute and try again.',
  unavailable: 'Booking is not available right now. Please try again in a moment, or call or e-mail.',
  origin: 'Booking is not available from this website.',
  method: 'Method not allowed',
  contentType: 'Please send the booking as JSON.',
  tooLarge: 'The booking is too large to process.',
} as const

export type BookingField = 'slot' | 'name' | 'email' | 'phone' | 'contactMethod' | 'note'

// Control characters other than tab and line breaks (a note may have lines; a name may not).
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/
// What a name never holds: a web address (scheme, www., a dotted host), an e-mail address, markup.
const NOT_A_NAME = /[@/\\:<>]|www\.|\p{L}\.\p{L}{2,}/iu
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

export type BookingCheck =
  | {
      ok: true
      value: Required<Omit<BookingRequest, 'website' | 'note'>> & { note: string | null; at: number }
    }
  | { ok: false; field: BookingField; error: string }

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** Checks a booking request's fields (not whether the slot is free); the first problem wins. */
export function checkBooking(body: unknown): BookingCheck {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const fail = (field: BookingField): BookingCheck => ({ ok: false, field, error: BOOKING_MESSAGES[field] })
  const slot = str(b.slot)
  const at = ISO_INSTANT.test(slot) ? Date.parse(slot) : Number.NaN
  if (!Number.isFinite(at)) return fail('slot')
  const name = str(b.name)
  if (!name || name.length > BOOKING_LIMITS.name) return fail('name')
  if (ANY_CONTROL.test(name) || NOT_A_NAME.test(name))
    return { ok: false, field: 'name', error: BOOKING_MESSAGES.nameText }
  const email = str(b.email)
  if (email.length > BOOKING_LIMITS.email || !EMAIL.test(email)) return fail('email')
  const phone = str(b.phone)
  if (!/^\+?[\d\s().-]{7,30}$/.test(phone) || phone.replace(/\D/g, '').length < 7) return fail('phone')
  const contactMethod = b.contactMethod
  if (!CONTACT_METHODS.includes(contactMethod as ContactMethod)) return fail('contactMethod')
  if (b.note !== undefined && b.note !== null && typeof b.note !== 'string') return fail('note')
  const note = str(b.note)
  if (note.length > BOOKING_LIMITS.note || CONTROL.test(note)) return fail('note')
  return {
    ok: true,
    value: {
      slot,
      at,
      name,
      email,
      phone,
      contactMethod: contactMethod as ContactMethod,
      note: note || null,
    },
  }
}
