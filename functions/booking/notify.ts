/**
 * Sends the booking e-mails (functions/booking/mail.ts) with nodemailer over SMTP_URL; without
 * SMTP_URL a Node host writes each message as an .eml file to the outbox folder and Deno logs one
 * line (the reference only). Also the reminder sweep: bookings starting within 24 hours whose
 * reminder is not sent yet are claimed (reminded_at set first, so two sweeps never send twice)
 * and reminded, unless they were booked less than 36 hours ahead (the confirmation is fresh).
 */
import { practice } from '#app/config/practice.ts'
import { describeError } from '#functions/orders/http.ts'
import type { BookingEvent } from './handler.ts'
import { type BookingMail, cancellationMails, confirmationMails, reminderMail, toNodemailer } from './mail.ts'
import type { BookingStore } from './store.ts'
import type { TokenSigner } from './token.ts'

export interface BookingMailerOptions {
  smtpUrl?: string
  /** OWNER_EMAIL, default the practice e-mail. */
  owner?: string
  /** MAIL_FROM, default the owner address. */
  from?: string
  timeZone: string
  siteUrl: string
  outbox?: (name: string, message: Uint8Array) => Promise<string>
  log?: (line: string) => void
}

export const REMINDER_BEFORE_MS = 24 * 3_600_000

export function bookingMailer(options: BookingMailerOptions) {
  const owner = options.owner?.trim() || practice.email
  const from = options.from?.trim() || owner
  const log = options.log ?? ((line: string) => console.info(line))
  let transport: Promise<import('nodemailer').Transporter> | undefined
  const getTransport = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
    )
    return transport
  }
  const ctx = (cancelUrl?: string) => ({ timeZone: options.timeZone, owner, cancelUrl })

  async function send(ref: string, kind: string, mails: BookingMail[]): Promise<void> {
    for (const [i, m] of mails.entries()) {
      const message = toNodemailer(m, from)
      if (options.smtpUrl) {
        await (await getTransport()).sendMail(message)
        continue
      }
      if (!options.outbox) {
        log(`booking: ${kind} e-mail for ${ref} not sent (no SMTP_URL)`)
        continue
      }
      const info = (await (await getTransport()).sendMail(message)) as { message: Uint8Array }
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${ref}-${kind}-${i + 1}.eml`
      log(
        `booking: ${kind} e-mail for ${ref} written to ${await options.outbox(name, info.message)} (no SMTP_URL)`,
      )
    }
  }

  return {
    notify(event: BookingEvent): Promise<void> {
      return event.kind === 'booked'
        ? send(event.booking.ref, 'confirmation', confirmationMails(event.booking, ctx(event.cancelUrl)))
        : send(event.booking.ref, 'cancellation', cancellationMails(event.booking, ctx()))
    },

    /** Sends the reminders now due; returns how many were sent. */
    async sweepReminders(store: BookingStore, signer: TokenSigner, now = new Date()): Promise<number> {
      const due = await store.claimReminders(now, new Date(now.getTime() + REMINDER_BEFORE_MS), now)
      let sent = 0
      for (const booking of due) {
        // Booked less than 36 hours ahead: the confirmation is recent enough.
        if (booking.start - Date.parse(booking.createdAt) < REMINDER_BEFORE_MS + 12 * 3_600_000) continue
        const cancelUrl = `${options.siteUrl}/book/cancel?token=${encodeURIComponent(await signer.sign(booking.ref))}`
        try {
          await send(booking.ref, 'reminder', [reminderMail(booking, ctx(cancelUrl))])
          sent++
        } catch (error) {
          log(`booking: reminder for ${booking.ref} failed: ${describeError(error)}`)
        }
      }
      return sent
    },
  }
}
