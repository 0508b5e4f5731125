/**
 * The booking e-mails, as pure builders (subject, text, html, the .ics attachment) and one sender.
 * - confirmation: to the visitor and to the owner, each with the invitation (METHOD:REQUEST);
 * - cancellation: to both, with METHOD:CANCEL and the same UID, so calendars remove the event;
 * - reminder: to the visitor about 24 hours before.
 * No note or phone number goes to the visitor's copy beyond what they typed themselves; the
 * owner's copy has the note (the visitor was told not to put health details in it).
 */
import { practice } from '#app/config/practice.ts'
import { howWeMeet, type InvitationMethod, invitation } from './ics.ts'
import type { Booking } from './store.ts'

export interface BookingMail {
  to: string
  subject: string
  text: string
  html: string
  /** The invitation, attached as invite.ics (text/calendar; method=…). */
  ics?: { method: InvitationMethod; content: string }
}

export interface MailContext {
  timeZone: string
  /** The owner's address (OWNER_EMAIL, default the practice e-mail). */
  owner: string
  cancelUrl?: string
  now?: Date
}

const formats = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>()

/** "Monday, March 9, 2026 at 9:00 AM PDT" in the practice's zone. */
export function whenText(at: number, timeZone: string): string {
  let f = formats.get(timeZone)
  if (!f) {
    f = [
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
    ]
    formats.set(timeZone, f)
  }
  return `${f[0].format(at)} at ${f[1].format(at)}`
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The HTML part: the same paragraphs as the text, escaped, links kept as links. */
function htmlOf(paragraphs: string[]): string {
  const body = paragraphs
    .map((p) => {
      const escaped = escapeHtml(p).replace(/\n/g, '<br>')
      return `<p>${escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`
    })
    .join('\n')
  return `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">\n${body}\n</body></html>`
}

const mail = (to: string, subject: string, paragraphs: string[], ics?: BookingMail['ics']): BookingMail => ({
  to,
  subject,
  text: `${paragraphs.join('\n\n')}\n`,
  html: htmlOf(paragraphs),
  ics,
})

const contactLine = () => `${practice.practiceName} · ${practice.phone.display} · ${practice.email}`

export function confirmationMails(booking: Booking, ctx: MailContext): BookingMail[] {
  const when = whenText(booking.start, ctx.timeZone)
  const ics = {
    method: 'REQUEST' as const,
    content: invitation(booking, {
      method: 'REQUEST',
      timeZone: ctx.timeZone,
      cancelUrl: ctx.cancelUrl,
      now: ctx.now,
    }),
  }
  const visitor = mail(
    booking.email,
    `Your free consultation: ${when}`,
    [
      `Hello ${booking.name},`,
      `Your free 15-minute consultation with ${practice.name} is booked for ${when}.`,
      howWeMeet(booking),
      `Your reference: ${booking.ref}. The invitation is attached: open it to add the call to your calendar.`,
      ctx.cancelUrl ? `If the time no longer suits you, cancel here and book another: ${ctx.cancelUrl}` : '',
      contactLine(),
    ].filter(Boolean),
    ics,
  )
  const owner = mail(
    ctx.owner,
    `New consultation: ${booking.name}, ${when}`,
    [
      `A free consultation was booked on the site for ${when}.`,
      `Name: ${booking.name}\nE-mail: ${booking.email}\nPhone: ${booking.phone}\nHow: ${booking.contactMethod === 'phone' ? 'phone call' : 'video link'}${booking.note ? `\nNote: ${booking.note}` : ''}`,
      `Reference: ${booking.ref}. To cancel it and tell the visitor: npm run bookings -- cancel ${booking.ref}`,
    ],
    ics,
  )
  return [visitor, owner]
}

export function cancellationMails(booking: Booking, ctx: MailContext): BookingMail[] {
  const when = whenText(booking.start, ctx.timeZone)
  const ics = {
    method: 'CANCEL' as const,
    content: invitation(booking, { method: 'CANCEL', timeZone: ctx.timeZone, now: ctx.now }),
  }
  const byOwner = booking.cancelledBy === 'owner'
  return [
    mail(
      booking.email,
      `Cancelled: your free consultation on ${when}`,
      [
        `Hello ${booking.name},`,
        byOwner
          ? `We are sorry: ${practice.name} had to cancel your free consultation on ${when}. Please book another time on the site or call us.`
          : `Your free consultation on ${when} is cancelled, as you asked.`,
        `Reference: ${booking.ref}. The attached update removes it from your calendar.`,
        `To book another time: ${practice.siteUrl}/book`,
        contactLine(),
      ],
      ics,
    ),
    mail(
      ctx.owner,
      `Cancelled consultation: ${booking.name}, ${when}`,
      [
        `The consultation on ${when} (${booking.ref}) was cancelled by ${byOwner ? 'you' : 'the visitor'}. The time is free again.`,
      ],
      ics,
    ),
  ]
}

export function reminderMail(booking: Booking, ctx: MailContext): BookingMail {
  const when = whenText(booking.start, ctx.timeZone)
  return mail(
    booking.email,
    `Reminder: your free consultation tomorrow, ${when}`,
    [
      `Hello ${booking.name},`,
      `A reminder: your free 15-minute consultation with ${practice.name} is on ${when}.`,
      howWeMeet(booking),
      ctx.cancelUrl
        ? `If you cannot make it, please cancel so someone else can have the time: ${ctx.cancelUrl}`
        : '',
      contactLine(),
    ].filter(Boolean),
  )
}
