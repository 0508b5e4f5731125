/**
 * The owner's daily digest from the hosts' own parts, on Node (the sweep) and on Supabase (the
 * maintenance call): the orders feature's orders to ship, the booking feature's consultations and
 * calendar feed, the newsletter's confirmed subscribers, the outboxes' e-mails not sent, and the
 * owner actions' signed links. The digest rides on the order database's outbox.
 */
import { practice } from '#core/config/practice.ts'
import { data as contentSettings } from '#core/content/generated/digest.ts'
import type { DigestSettings } from '#core/content/schemas/digest.ts'
import { consultationsOn } from '#functions/booking/owner-cancel.ts'
import type { BookingStore } from '#functions/booking/store.ts'
import { createDigest, type Digest } from '#functions/digest/digest.ts'
import { countConfirmedSince } from '#functions/newsletter/store.ts'
import type { Fulfilment } from '#functions/orders/fulfil.ts'
import { ordersToShip } from '#functions/orders/owner-ship.ts'
import type { OwnerLinks } from '#functions/owner-actions/links.ts'
import { countUnsent } from '#functions/platform/mail/outbox.ts'
import { type MailHostOptions, mailTransportFor } from '#functions/platform/mail/site.ts'

export interface DigestParts {
  env: (name: string) => string | undefined
  orders: () => Promise<Fulfilment>
  /** Absent while booking is off. */
  booking?: {
    store(): Promise<BookingStore>
    timeZone: string
    feedProblems(): Promise<string[]>
  }
  /** SQLite: the bookings keep their own outbox table beside the orders'; Postgres shares one. */
  bookingOutboxApart: boolean
  links: Pick<OwnerLinks, 'ship' | 'cancelBooking'>
  /** The host's own lines for "to fix" (on Supabase: functions running other content than the pages). */
  problems?: () => Promise<string[]>
  settings?: DigestSettings
  /** Without SMTP_URL on a Node host: the digest is written to the outbox folder like every e-mail. */
  writeFile?: MailHostOptions['writeFile']
  now?: () => Date
  log?: (line: string) => void
}

export function hostDigest(parts: DigestParts): Digest {
  const { env, orders, booking } = parts
  const value = (name: string) => env(name)?.trim() || undefined
  const now = parts.now ?? (() => new Date())
  const db = async () => (await orders()).store.db
  return createDigest({
    settings: parts.settings ?? contentSettings,
    timeZone: booking?.timeZone ?? practice.timeZone,
    owner: value('OWNER_EMAIL') ?? practice.email,
    db,
    transport: mailTransportFor(
      { smtpUrl: value('SMTP_URL'), mailFrom: value('MAIL_FROM') },
      { writeFile: parts.writeFile, log: parts.log, now },
    ),
    sources: {
      ordersToShip: () => ordersToShip(orders),
      consultations: booking ? (day) => consultationsOn(booking, day, now()) : undefined,
      unsent: async () =>
        (await countUnsent(await db())) +
        (booking && parts.bookingOutboxApart ? await countUnsent((await booking.store()).db) : 0),
      newSubscribers: async (since) => countConfirmedSince(await db(), since),
      problems: async () => [
        ...(booking ? await booking.feedProblems() : []),
        ...((await parts.problems?.()) ?? []),
      ],
    },
    links: parts.links,
    now,
    log: parts.log,
  })
}
