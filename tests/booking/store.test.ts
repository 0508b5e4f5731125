/**
 * No double booking, on SQLite and on a real Postgres: the database's unique index decides, both
 * through the store and through 20 concurrent HTTP requests to the book function.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BookingStore, NewBooking } from '#functions/booking/store.ts'
import { openBookingStore } from '#functions/hosts/stores.ts'
import { type PostgresServer, startPostgres } from '#tests/orders/postgres-server.ts'
import { bookConfirmed, NOW, post, rules, startBookingHost, visitor } from './support.ts'

let pg: PostgresServer
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'booking-store-'))
  pg = await startPostgres()
}, 60_000)
afterAll(async () => {
  await pg?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const backends = [
  {
    name: 'SQLite',
    url: () => `file:${path.join(dir, crypto.randomUUID(), 'orders.db')}` /* bookings.db beside it */,
  },
  { name: 'Postgres', url: () => pg.url },
]

const slot = (iso: string, over: Partial<NewBooking> = {}): NewBooking => ({
  start: Date.parse(iso),
  end: Date.parse(iso) + 15 * 60_000,
  day: iso.slice(0, 10),
  name: 'Ann Lee',
  email: 'ann@example.org',
  phone: '555 0100 123',
  contactMethod: 'video',
  note: null,
  ...over,
})

describe.each(backends)('booking store: $name', (backend) => {
  const fresh = async (): Promise<BookingStore> => {
    const url = backend.url()
    if (url.startsWith('postgres')) {
      await openBookingStore(url).then((s) => s.close()) // migrations applied
      const sql = postgres(url, { max: 1, onnotice: () => {} })
      await sql`truncate bookings`
      await sql.end()
    }
    return openBookingStore(url)
  }

  it('20 concurrent bookings of one slot: one booked, nineteen taken', async () => {
    const store = await fresh()
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          store.book(slot('2026-03-03T17:00:00Z', { name: `V${i}` }), rules(100)),
        ),
      )
      expect(results.filter((r) => r.outcome === 'booked')).toHaveLength(1)
      expect(results.filter((r) => r.outcome === 'taken')).toHaveLength(19)
      expect(await store.bookedStarts(0, Date.parse('2027-01-01'))).toEqual([
        Date.parse('2026-03-03T17:00:00Z'),
      ])
    } finally {
      await store.close()
    }
  })

  it('a cancelled slot can be booked again; cancelling twice says already; most per day holds under concurrency', async () => {
    const store = await fresh()
    try {
      const first = await bookConfirmed(store, slot('2026-03-03T17:00:00Z'))
      expect(first.outcome).toBe('booked')
      const ref = first.outcome === 'booked' ? first.booking.ref : ''
      expect(ref).toMatch(/^BK-[A-HJ-NP-Z2-9]{8}$/)
      expect((await store.cancel(ref, 'visitor', NOW)).outcome).toBe('cancelled')
      const again = await store.cancel(ref, 'visitor', NOW)
      expect(again.outcome).toBe('already')
      expect(again.outcome === 'already' && again.booking.cancelledBy).toBe('visitor')
      expect((await store.cancel('BK-AAAAAAAA', 'owner')).outcome).toBe('missing')
      expect((await bookConfirmed(store, slot('2026-03-03T17:00:00Z'))).outcome).toBe('booked')
      // Ten different slots on one day at once, at most three per day: exactly three are booked.
      const day = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          bookConfirmed(
            store,
            slot(
              `2026-03-04T${String(17 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}:00Z`,
            ),
            3,
          ),
        ),
      )
      expect(day.filter((r) => r.outcome === 'booked')).toHaveLength(3)
      expect(day.filter((r) => r.outcome === 'full')).toHaveLength(7)
      const upcoming = await store.upcoming(new Date('2026-03-01T00:00:00Z'))
      expect(upcoming.map((b) => b.day)).toEqual(['2026-03-03', '2026-03-04', '2026-03-04', '2026-03-04'])
      // Kept 12 months: purge deletes what started before the cut, cancelled or not.
      expect(await store.purge(new Date('2026-03-04T00:00:00Z'))).toBe(2)
      expect((await store.upcoming(new Date('2026-03-01T00:00:00Z'))).map((b) => b.day)).toEqual([
        '2026-03-04',
        '2026-03-04',
        '2026-03-04',
      ])
    } finally {
      await store.close()
    }
  })

  it('20 concurrent POSTs for one slot over HTTP: exactly one 201 and nineteen 409s', async () => {
    const url = backend.url()
    if (url.startsWith('postgres')) await (await fresh()).close()
    const host = await startBookingHost({ DATABASE_URL: url, BOOKING_RATE_LIMIT: '0' })
    try {
      const target = '2026-03-04T10:00:00-08:00'
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(host.fn('book'), visitor(target, { name: `Visitor ${i}` })),
        ),
      )
      const statuses = answers.map((a) => a.status).sort()
      expect(statuses.filter((s) => s === 201)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(19)
      const conflict = answers.find((a) => a.status === 409)!.json
      expect(conflict.error).toMatch(/just taken/)
      // The 409 carries fresh slots without the taken one.
      expect(conflict.days.flatMap((d: { slots: string[] }) => d.slots)).not.toContain(target)
      expect(conflict.days.flatMap((d: { slots: string[] }) => d.slots)).toContain(
        '2026-03-04T10:15:00-08:00',
      )
    } finally {
      await host.close()
    }
  })
})

describe('booking store on SQLite: the file', () => {
  it('is private to the owner: a new folder 0700, the database 0600 (it holds visitors’ names and phones)', async () => {
    const folder = path.join(dir, crypto.randomUUID(), 'data')
    const store = await openBookingStore(`file:${path.join(folder, 'orders.db')}`)
    try {
      expect(statSync(folder).mode & 0o777).toBe(0o700)
      expect(statSync(path.join(folder, 'bookings.db')).mode & 0o777).toBe(0o600)
    } finally {
      await store.close()
    }
  })
})
