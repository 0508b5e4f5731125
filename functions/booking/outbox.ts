/**
 * The booking e-mails through the mail outbox (functions/platform/mail/outbox.ts, decision 0085): each is a
 * row written in the transaction that books or cancels, sent by a sweep, retried with back-off.
 * - booking-hold: the visitor, the link that confirms a held time (deleted with an expired hold);
 * - booking-confirmation / booking-owner: once confirmed, the visitor and the owner, each with the
 *   invitation;
 * - booking-reminder: the visitor, not before 24 hours ahead (only for a booking made at least
 *   36 hours ahead: a fresh confirmation needs no reminder); withdrawn when cancelled;
 * - booking-cancelled / booking-cancelled-owner: both, with METHOD:CANCEL and the same UID;
 * - booking-busy-owner: the owner, once per clock hour, when the hourly cap refused a booking.
 * Payloads hold the booking as stored; the composers (mail.ts) build the messages at send time.
 */

import type { MailMessage } from '#functions/platform/mail/message.ts'
import {
  type Composer,
  createOutbox,
  type Outbox,
  type OutboxOptions,
  type OwedMessage,
} from '#functions/platform/mail/outbox.ts'
import {
  type BookingMail,
  busyMail,
  cancellationMails,
  confirmationMails,
  holdMail,
  reminderMail,
} from './mail.ts'
import { type Booking, type BookingStore, HOLD_MAIL_PREFIX, type MailChange } from './store.ts'

export const BOOKING_MAIL_KINDS = {
  hold: 'booking-hold',
  busyOwner: 'booking-busy-owner',
  confirmation: 'booking-confirmation',
  owner: 'booking-owner',
  reminder: 'booking-reminder',
  cancelled: 'booking-cancelled',
  cancelledOwner: 'booking-cancelled-owner',
} as const

export const REMINDER_BEFORE_MS = 24 * 3_600_000
/** A booking made less than this far ahead gets no reminder. */
export const REMINDER_IF_BOOKED_AHEAD_MS = 36 * 3_600_000

interface Payload {
  booking: Booking
  cancelUrl?: string
  confirmUrl?: string
  /** The owner's words to the visitor, when she cancelled with some. */
  ownerMessage?: string
}

const toMessage = (m: BookingMail): MailMessage => ({
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  ...(m.ics && { calendar: m.ics }),
})

export interface BookingMailOptions {
  timeZone: string
  /** OWNER_EMAIL, default the practice e-mail. */
  owner: string
  /** How long a new booking is held for its confirmation. */
  holdMinutes: number
  /** BOOKING_HOURLY_CAP, named in the owner's notice. */
  hourlyCap: number
  /** The owner's signed "Cancel this consultation" link, written when her notice is composed. */
  ownerCancelLink?: (ref: string) => Promise<string | null>
  /** The owner's signed "Block this day" link, for the booking's practice-local date. */
  ownerBlockLink?: (day: string) => Promise<string | null>
}

export function bookingMail({
  timeZone,
  owner,
  holdMinutes,
  hourlyCap,
  ownerCancelLink,
  ownerBlockLink,
}: BookingMailOptions) {
  const ctx = (cancelUrl?: string) => ({ timeZone, owner, cancelUrl })
  const id = (kind: string, ref: string) => `${kind}:${ref}`
  const composers: Record<string, Composer> = {
    [BOOKING_MAIL_KINDS.hold]: (p: Payload) =>
      toMessage(holdMail(p.booking, { ...ctx(), confirmUrl: p.confirmUrl!, holdMinutes })),
    [BOOKING_MAIL_KINDS.busyOwner]: (p: { at: string }) =>
      toMessage(busyMail({ ...ctx(), cap: hourlyCap, at: Date.parse(p.at) })),
    [BOOKING_MAIL_KINDS.confirmation]: (p: Payload) =>
      toMessage(confirmationMails(p.booking, ctx(p.cancelUrl))[0]!),
    [BOOKING_MAIL_KINDS.owner]: async (p: Payload) =>
      toMessage(
        confirmationMails(p.booking, {
          ...ctx(p.cancelUrl),
          ownerCancelUrl: ownerCancelLink ? await ownerCancelLink(p.booking.ref) : null,
          ownerBlockUrl: ownerBlockLink ? await ownerBlockLink(p.booking.day) : null,
        })[1]!,
      ),
    [BOOKING_MAIL_KINDS.reminder]: (p: Payload) => toMessage(reminderMail(p.booking, ctx(p.cancelUrl))),
    [BOOKING_MAIL_KINDS.cancelled]: (p: Payload) =>
      toMessage(cancellationMails(p.booking, { ...ctx(), ownerMessage: p.ownerMessage })[0]!),
    [BOOKING_MAIL_KINDS.cancelledOwner]: (p: Payload) => toMessage(cancellationMails(p.booking, ctx())[1]!),
  }
  return {
    composers,
    /** A new booking: only the visitor's confirm link, nothing to the owner yet. */
    held(booking: Booking, confirmUrl: string): MailChange {
      const payload: Payload = { booking, confirmUrl }
      return {
        owe: [
          {
            id: `${HOLD_MAIL_PREFIX}${booking.ref}`,
            kind: BOOKING_MAIL_KINDS.hold,
            recipient: booking.email,
            payload,
          },
        ],
      }
    },
    /** The hourly cap refused a booking: one notice per clock hour, however many are refused. */
    capped(now: Date): MailChange {
      const hour = now.toISOString().slice(0, 13)
      return {
        owe: [
          {
            id: id(BOOKING_MAIL_KINDS.busyOwner, hour),
            kind: BOOKING_MAIL_KINDS.busyOwner,
            recipient: owner,
            payload: { at: now.toISOString() },
          },
        ],
      }
    },
    /** Confirmed from the e-mail: the invitations, and the reminder when booked far enough ahead. */
    confirmed(booking: Booking, cancelUrl: string): MailChange {
      const payload: Payload = { booking, cancelUrl }
      const owe: OwedMessage[] = [
        {
          id: id(BOOKING_MAIL_KINDS.confirmation, booking.ref),
          kind: BOOKING_MAIL_KINDS.confirmation,
          recipient: booking.email,
          payload,
        },
        {
          id: id(BOOKING_MAIL_KINDS.owner, booking.ref),
          kind: BOOKING_MAIL_KINDS.owner,
          recipient: owner,
          payload,
        },
      ]
      if (booking.start - Date.parse(booking.confirmedAt ?? booking.createdAt) >= REMINDER_IF_BOOKED_AHEAD_MS)
        owe.push({
          id: id(BOOKING_MAIL_KINDS.reminder, booking.ref),
          kind: BOOKING_MAIL_KINDS.reminder,
          recipient: booking.email,
          payload,
          notBefore: new Date(booking.start - REMINDER_BEFORE_MS),
        })
      return { owe }
    },
    /** Cancelled by either; the owner may add a few words for the visitor. */
    cancelled(booking: Booking, ownerMessage?: string): MailChange {
      const payload: Payload = ownerMessage ? { booking, ownerMessage } : { booking }
      return {
        withdraw: [id(BOOKING_MAIL_KINDS.reminder, booking.ref)],
        owe: [
          {
            id: id(BOOKING_MAIL_KINDS.cancelled, booking.ref),
            kind: BOOKING_MAIL_KINDS.cancelled,
            recipient: booking.email,
            payload,
          },
          {
            id: id(BOOKING_MAIL_KINDS.cancelledOwner, booking.ref),
            kind: BOOKING_MAIL_KINDS.cancelledOwner,
            recipient: owner,
            payload,
          },
        ],
      }
    },
  }
}

/** The booking e-mails' outbox on `store`'s database; a reminder sent is noted on its booking. */
export function bookingOutbox(
  store: Pick<BookingStore, 'db' | 'markReminded'>,
  options: Omit<OutboxOptions, 'db' | 'onSent'>,
): Outbox {
  return createOutbox({
    ...options,
    db: store.db,
    onSent: async (row, at) => {
      if (row.kind === BOOKING_MAIL_KINDS.reminder)
        await store.markReminded((row.payload as Payload).booking.ref, at)
    },
  })
}
