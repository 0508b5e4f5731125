/**
 * `npm run bookings`: the upcoming free consultations, soonest first, from the store beside the
 * orders (DATABASE_URL: SQLite data/bookings.db by default, or Postgres).
 *   npm run bookings                    a table (times in the practice's time zone)
 *   npm run bookings -- --json          every field, as JSON
 *   npm run bookings -- --csv           every field, as CSV for a spreadsheet
 *   npm run bookings -- --all [--csv]   every booking kept, past and cancelled ones too (a copy before purge)
 *   npm run bookings -- cancel <ref>    cancels one and e-mails the visitor (and you) the cancellation
 *   npm run bookings -- remind          sends the booking e-mails now due, reminders included (the Node server, or on Supabase the maintenance function, does it every 5 minutes)
 *   npm run bookings -- purge           deletes bookings more than 12 months past (likewise every 5 minutes)
 */
import { practice } from '#core/config/practice.ts'
import { isoInZone } from '#functions/booking/slots.ts'
import { type Booking, REFERENCE_PATTERN } from '#functions/booking/store.ts'
import { nodeBooking } from '#functions/hosts/node-booking.ts'
import { nodeOwnerLinks } from '#functions/hosts/node-owner-actions.ts'
import { listActions, type OwnerActionRecord, recordAction } from '#functions/owner-actions/store.ts'
import { readCommandLine } from '#scripts/command-line.ts'
import { csvCell, textTable } from '#scripts/text-table.ts'
import { openOrSay } from './store.ts'
import { practiceTime } from './time.ts'

const USAGE =
  'Usage: npm run bookings [-- [--all] [--json | --csv]]   |   npm run bookings -- cancel <BK-…>   |   npm run bookings -- remind | purge'

const zone = practice.timeZone

const CSV_COLUMNS: [string, (b: Booking) => string | null][] = [
  ['reference', (b) => b.ref],
  ['start', (b) => isoInZone(b.start, zone)],
  ['end', (b) => isoInZone(b.end, zone)],
  ['name', (b) => b.name],
  ['email', (b) => b.email],
  ['phone', (b) => b.phone],
  ['contact_method', (b) => b.contactMethod],
  ['note', (b) => b.note],
  ['created_at', (b) => b.createdAt],
  ['reminded_at', (b) => b.remindedAt],
  ['status', (b) => b.status],
  ['cancelled_at', (b) => b.cancelledAt],
  ['cancelled_by', (b) => b.cancelledBy],
]

export function bookingsCsv(bookings: Booking[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')]
  for (const b of bookings) lines.push(CSV_COLUMNS.map(([, get]) => csvCell(get(b))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

const when = (at: number) => practiceTime(at, { timeZone: zone })

export function bookingsTable(bookings: Booking[], none = 'No upcoming consultations.'): string {
  if (!bookings.length) return none
  const rows = bookings.map((b) => [
    when(b.start),
    b.name,
    b.contactMethod === 'phone' ? `phone ${b.phone}` : `video (${b.email})`,
    b.email,
    b.ref,
  ])
  const header = ['When', 'Name', 'How', 'E-mail', 'Reference']
  return textTable([header, ...rows])
}

/** What the owner cancelled (from her notices' links or this command), after the table: who, what, when. */
export function cancellationsTable(records: OwnerActionRecord[]): string {
  if (!records.length) return '\nConsultations cancelled by the owner: none yet.'
  return [
    `\nConsultations cancelled by the owner (latest ${records.length}):`,
    ...records.map(
      (r) => `  ${practiceTime(r.doneAt, { year: true })}  ${r.subject}  ${r.detail ?? ''}  by ${r.actor}`,
    ),
  ].join('\n')
}

/** The days the owner closed to new bookings from her notices (their bookings kept). */
export function blockedDaysTable(records: OwnerActionRecord[]): string {
  if (!records.length) return '\nDays closed to new bookings by the owner: none yet.'
  return [
    `\nDays closed to new bookings by the owner (latest ${records.length}; bookings already made kept):`,
    ...records.map((r) => `  ${practiceTime(r.doneAt, { year: true })}  ${r.subject}  by ${r.actor}`),
  ].join('\n')
}

async function main(argv: string[]): Promise<number> {
  const line = readCommandLine(
    argv,
    { json: { type: 'boolean' }, csv: { type: 'boolean' }, all: { type: 'boolean' } },
    USAGE,
  )
  if ('exit' in line) return line.exit
  const { values, positionals } = line
  const [command, ref, ...extra] = positionals
  const known = command === undefined || command === 'cancel' || command === 'remind' || command === 'purge'
  if (!known || (command === 'cancel' && (!ref || extra.length)) || (command !== 'cancel' && ref)) {
    console.error(USAGE)
    return 2
  }
  if (command === 'cancel' && !REFERENCE_PATTERN.test(ref!)) {
    console.error(`"${ref}" is not a booking reference (BK- and 8 letters or digits, as in the e-mail).`)
    return 2
  }
  const booking = await openOrSay(async () => {
    const opened = nodeBooking((name) => process.env[name], {
      sweepEveryMs: 0,
      log: (line) => console.info(line),
      // The sweep may send an owner's notice still owed: with its link, as the server would.
      ownerCancelLink: nodeOwnerLinks(process.env).cancelBooking,
      ownerBlockLink: nodeOwnerLinks(process.env).blockDay,
    })
    await opened.store()
    return opened
  })
  if ('exit' in booking) return booking.exit
  try {
    if (command === 'cancel') {
      const result = await booking.cancelByOwner(ref!)
      if (result.outcome === 'missing') {
        console.error(`No booking ${ref}.`)
        return 1
      }
      if (result.outcome === 'cancelled')
        await recordAction(
          (await booking.store()).db,
          { action: 'cancel-booking', subject: ref!, actor: 'command line', detail: 'client told' },
          new Date(result.booking.cancelledAt ?? Date.now()),
        )
      console.info(
        result.outcome === 'cancelled'
          ? `${ref} (${when(result.booking.start)}, ${result.booking.name}) cancelled; the visitor was told.`
          : `${ref} was already cancelled at ${result.booking.cancelledAt}.`,
      )
      return 0
    }
    if (command === 'purge') {
      console.info(`${await booking.purge()} booking(s) more than 12 months past deleted.`)
      return 0
    }
    if (command === 'remind') {
      console.info(`${await booking.sweep()} booking e-mail(s) sent, reminders included.`)
      return 0
    }
    const store = await booking.store()
    const listed = values.all ? await store.all() : await store.upcoming(new Date())
    if (values.json)
      process.stdout.write(
        `${JSON.stringify(
          listed.map((b) => ({ ...b, start: isoInZone(b.start, zone), end: isoInZone(b.end, zone) })),
          null,
          2,
        )}\n`,
      )
    else if (values.csv) process.stdout.write(bookingsCsv(listed))
    else {
      console.info(bookingsTable(listed, values.all ? 'No bookings kept.' : 'No upcoming consultations.'))
      console.info(cancellationsTable(await listActions(store.db, ['cancel-booking'])))
      console.info(blockedDaysTable(await listActions(store.db, ['block-day'])))
    }
    return 0
  } finally {
    await booking.close()
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2))
