/**
 * The booking e-mails, as pure builders (subject, text, html, the .ics attachment) and one sender.
 * - hold: to the visitor, the link that confirms the held time (nothing else goes out before it);
 * - confirmation: to the visitor and to the owner, each with the invitation (METHOD:REQUEST);
 * - cancellation: to both, with METHOD:CANCEL and the same UID, so calendars remove the event;
 * - reminder: to the visitor about 24 hours before;
 * - busy: to the owner, once, when the hourly cap on new bookings refuses one.
 * Discreet: a subject, an invitation title or a sender's name can be read on a lock screen, in a
 * shared inbox or calendar, so none says more than "Consultation with {practitioner}".
 * Only links this code writes are links; what the visitor typed is text. Their note comes last,
 * quoted and marked as theirs, after the fixed fields, so it cannot pass for one of them. No note or
 * phone number goes to the visitor's copy beyond what they typed themselves; the owner's copy has
 * the note (the visitor was told not to put health details in it).
 */
import { practice } from '#core/config/practice.ts'
import { consultationTitle, howWeMeet, type InvitationMethod, invitation } from './ics.ts'
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
  /** The owner's signed "Cancel this consultation" link, in her notice (none without a secret). */
  ownerCancelUrl?: string | null
  /** The owner's signed "Block this day" link for the booking's date, in her notice. */
  ownerBlockUrl?: string | null
  /** The owner's own words to the visitor when she cancels, quoted in the visitor's e-mail. */
  ownerMessage?: string
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

/** One paragraph: text; text ending with a link this code wrote; or someone's words, quoted under a label. */
export type Block = string | { text: string; link: string } | { label: string; quote: string }

const textOf = (b: Block) =>
  typeof b === 'string'
    ? b
    : 'link' in b
      ? `${b.text} ${b.link}`
      : `${b.label}\n${b.quote
          .split(/\r?\n/)
          .map((line) => `> ${line}`)
          .join('\n')}`

const lines = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>')

/** The HTML part: the same paragraphs as the text, escaped; an anchor only for a block's own link. */
function htmlOf(blocks: Block[]): string {
  const body = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${lines(b)}</p>`
        : 'link' in b
          ? `<p>${lines(b.text)} <a href="${escapeHtml(b.link)}">${escapeHtml(b.link)}</a></p>`
          : `<p>${lines(b.label)}</p>\n<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #9aa5b1;background:#f5f7fa;white-space:pre-wrap">${lines(b.quote)}</blockquote>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">\n${body}\n</body></html>`
}

const mail = (to: string, subject: string, blocks: Block[], ics?: BookingMail['ics']): BookingMail => ({
  to,
  subject,
  text: `${blocks.map(textOf).join('\n\n')}\n`,
  html: htmlOf(blocks),
  ics,
})

const contactLine = () => `${practice.name} · ${practice.phone.display} · ${practice.email}`

/** The visitor asked for a time: it is held until they confirm it from this e-mail. */
export function holdMail(
  booking: Booking,
  ctx: MailContext & { confirmUrl: string; holdMinutes: number },
): BookingMail {
  const when = whenText(booking.start, ctx.timeZone)
  return mail(booking.email, `Please confirm: ${consultationTitle()}, ${when}`, [
    `Hello ${booking.name},`,
    `You asked for a free 15-minute consultation with ${practice.name} on ${when}. The time is held for you for ${ctx.holdMinutes} minutes.`,
    { text: 'To confirm it, open this link and press "Confirm":', link: ctx.confirmUrl },
    `If you did not ask for this, ignore this e-mail: the time is freed after ${ctx.holdMinutes} minutes and nothing more is sent.`,
    contactLine(),
  ])
}

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
    `Confirmed: ${consultationTitle()}, ${when}`,
    [
      `Hello ${booking.name},`,
      `Your free 15-minute consultation with ${practice.name} is confirmed for ${when}.`,
      howWeMeet(booking),
      `Your reference: ${booking.ref}. The invitation is attached: open it to add the call to your calendar.`,
      ...(ctx.cancelUrl
        ? [{ text: 'If the time no longer suits you, cancel here and book another:', link: ctx.cancelUrl }]
        : []),
      contactLine(),
    ],
    ics,
  )
  const owner = mail(
    ctx.owner,
    `Consultation booked: ${when} (${booking.ref})`,
    [
      `A free consultation was booked on the site for ${when}, and confirmed from the visitor's e-mail.`,
      `Reference: ${booking.ref}\nName: ${booking.name}\nE-mail: ${booking.email}\nPhone: ${booking.phone}\nHow: ${booking.contactMethod === 'phone' ? 'phone call' : 'video link'}`,
      ...(ctx.ownerCancelUrl
        ? [
            {
              text: 'To cancel it and tell the visitor (you can add a few words to them; the link works once, for 14 days):',
              link: ctx.ownerCancelUrl,
            },
            `Or on the server: npm run bookings -- cancel ${booking.ref}`,
          ]
        : [`To cancel it and tell the visitor: npm run bookings -- cancel ${booking.ref}`]),
      ...(ctx.ownerBlockUrl
        ? [
            {
              text: 'To take no more bookings that day (the consultations already booked stay; the link works once, for 14 days):',
              link: ctx.ownerBlockUrl,
            },
          ]
        : []),
      ...(booking.note
        ? [{ label: "The visitor's note, as they typed it (not checked by the site):", quote: booking.note }]
        : []),
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
      `Cancelled: ${consultationTitle()}, ${when}`,
      [
        `Hello ${booking.name},`,
        byOwner
          ? `We are sorry: ${practice.name} had to cancel your free consultation on ${when}. Please book another time on the site or call us.`
          : `Your free consultation on ${when} is cancelled, as you asked.`,
        ...(byOwner && ctx.ownerMessage
          ? [{ label: `${practice.name} wrote:`, quote: ctx.ownerMessage }]
          : []),
        `Reference: ${booking.ref}. The attached update removes it from your calendar.`,
        { text: 'To book another time:', link: `${practice.siteUrl}/book` },
        contactLine(),
      ],
      ics,
    ),
    mail(
      ctx.owner,
      `Consultation cancelled: ${when} (${booking.ref})`,
      [
        `The consultation on ${when} (${booking.ref}) was cancelled by ${byOwner ? 'you' : 'the visitor'}. The time is free again.`,
      ],
      ics,
    ),
  ]
}

export function reminderMail(booking: Booking, ctx: MailContext): BookingMail {
  const when = whenText(booking.start, ctx.timeZone)
  return mail(booking.email, `Reminder: ${consultationTitle()}, ${when}`, [
    `Hello ${booking.name},`,
    `A reminder: your free 15-minute consultation with ${practice.name} is on ${when}.`,
    howWeMeet(booking),
    ...(ctx.cancelUrl
      ? [
          {
            text: 'If you cannot make it, please cancel so someone else can have the time:',
            link: ctx.cancelUrl,
          },
        ]
      : []),
    contactLine(),
  ])
}

/** To the owner, once an hour at most: the hourly cap refused a booking. */
export function busyMail(ctx: MailContext & { cap: number; at: number }): BookingMail {
  return mail(ctx.owner, 'Online booking paused for the hour', [
    `${ctx.cap} consultations were booked on the site within the hour up to ${whenText(ctx.at, ctx.timeZone)}, the most allowed (BOOKING_HOURLY_CAP). Visitors are asked to try again later, or to call or e-mail, until the hour has passed.`,
    'If this was not a busy hour but someone filling the calendar, the times they held free themselves after 30 minutes unless confirmed from each e-mail. To see the confirmed ones: npm run bookings',
  ])
}
