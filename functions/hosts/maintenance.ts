/**
 * What the maintenance function does, from the hosts' own parts (the Supabase entry; the tests run
 * the same on the Node host's): the newsletter issues now due previewed to the owner, each
 * outbox's sweep (the order store's sends the order and newsletter e-mails, the booking store's the
 * booking e-mails and reminders, the owner's daily digest once it is due) and each deletion the
 * site promises (bookings 12 months past, newsletter sign-ups never confirmed after 30 days, e-mails
 * sent 30 days ago and any e-mail after 12 months, in the table and in an outbox folder).
 */

import type { MaintenanceConfig } from '#functions/maintenance/handler.ts'
import { purgeUnconfirmed } from '#functions/newsletter/store.ts'
import type { Fulfilment } from '#functions/orders/fulfil.ts'
import type { SqlDriver } from '#functions/platform/db/sql.ts'
import { purgeMail, type SweepResult } from '#functions/platform/mail/outbox.ts'

export interface MaintenanceParts {
  /** Owes the owner a preview of each newsletter issue now due (before the sweeps send it). */
  previewIssues?: (db: SqlDriver, now: Date) => Promise<string[]>
  /** The order fulfilment (its store and outbox), opened on first use. */
  orders: () => Promise<Fulfilment>
  booking: { sweepMail(): Promise<SweepResult>; purge(): Promise<number> }
  /** The owner's daily digest: owed when due, then sent (functions/digest/). */
  digest?: { run(): Promise<SweepResult> }
  /** Deletes the outbox folder's files past retention (a Node host without SMTP_URL; none on Supabase). */
  purgeMailFolder?: (now: Date) => Promise<number>
  now?: () => Date
}

export function maintenanceJobs({
  orders,
  booking,
  purgeMailFolder,
  digest,
  previewIssues,
  now = () => new Date(),
}: MaintenanceParts): Pick<MaintenanceConfig, 'sweeps' | 'purges'> {
  return {
    sweeps: {
      orders: async () => {
        const f = await orders()
        await previewIssues?.(f.store.db, now())
        return f.outbox.sweep()
      },
      bookings: () => booking.sweepMail(),
      ...(digest && { digest: () => digest.run() }),
    },
    purges: {
      bookings: () => booking.purge(),
      unconfirmedSubscribers: async () => purgeUnconfirmed((await orders()).store.db, now()),
      // Sent e-mails' rows after 30 days, any after 12 months (on Postgres the bookings' too).
      mail: async () => purgeMail((await orders()).store.db, now()),
      ...(purgeMailFolder && { mailFolder: () => purgeMailFolder(now()) }),
    },
  }
}
