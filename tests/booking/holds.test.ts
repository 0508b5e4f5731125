/**
 * What one anonymous client can do with booking, over real HTTP on the Node host (SQLite, the clock
 * injected): a booking only holds its time until it is confirmed from the e-mail, and lapses after
 * 30 minutes; at most two future consultations per mailbox and per phone number; at most
 * BOOKING_HOURLY_CAP new bookings an hour for the whole site, with one notice to the owner.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { BOOKING_MESSAGES } from '#core/contracts/booking.ts'
import {
  type BookingHost,
  bookAndConfirm,
  confirmTokenFor,
  confirmUrl,
  NOW,
  post,
  startBookingHost,
  testSettings,
  visitor,
} from './support.ts'

let host: BookingHost | undefined
afterEach(async () => {
  await host?.close()
  host = undefined
})

let clock = NOW
const start = (env: Record<string, string> = {}) => {
  clock = NOW
  return startBookingHost({ BOOKING_RATE_LIMIT: '0', ...env }, { now: () => clock })
}
const freeSlots = async (h: BookingHost, date: string) =>
  (
    (await (await fetch(`${h.fn('booking-slots')}?from=${date}&days=1`)).json()) as {
      days: { slots: string[] }[]
    }
  ).days.flatMap((d) => d.slots)
/** A different person each time: their own mailbox and phone number. */
const person = (i: number) => ({ email: `p${i}@example.org`, phone: `949 555 ${String(1000 + i)}` })

describe('a booking is held until confirmed', () => {
  it('an unconfirmed hold frees its time after 30 minutes; its confirm link then answers 410 and nothing names the visitor', async () => {
    host = await start()
    const slot = '2026-03-03T09:15:00-08:00'
    const booked = await post(host.fn('book'), visitor(slot))
    expect(booked.status).toBe(201)
    const token = await confirmTokenFor(host, booked.json.reference)
    clock = new Date(NOW.getTime() + 29 * 60_000)
    expect(await freeSlots(host, '2026-03-03')).not.toContain(slot)
    clock = new Date(NOW.getTime() + 30 * 60_000)
    // Read time: the lapsed hold no longer takes the slot, even before any sweep ran.
    expect(await freeSlots(host, '2026-03-03')).toContain(slot)
    const late = await post(confirmUrl(host), { token })
    expect(late.status).toBe(410)
    expect(late.json.error).toBe(BOOKING_MESSAGES.expired)
    const row = await (await host.booking.store()).get(booked.json.reference)
    expect(row).toMatchObject({
      status: 'cancelled',
      confirmedAt: null,
      name: '',
      email: '',
      phone: '',
      note: null,
    })
    // Its e-mail row is gone too, and someone else can book the time.
    const mail = await (await host.booking.store()).db.query('select id from mail_outbox where kind = $1', [
      'booking-hold',
    ])
    expect(mail).toEqual([])
    expect((await post(host.fn('book'), visitor(slot, { email: 'bo@example.org' }))).status).toBe(201)
    // Nothing was ever sent to the owner for the lapsed hold.
    expect(
      await (await host.booking.store()).db.query(
        "select id from mail_outbox where recipient <> 'ann@example.org' and recipient <> 'bo@example.org'",
      ),
    ).toEqual([])
  })

  it('a confirmed booking keeps its time past the hold; the sweep frees only the lapsed ones', async () => {
    host = await start()
    const kept = await bookAndConfirm(host, '2026-03-03T09:00:00-08:00')
    expect(kept.status).toBe(200)
    const lapsed = await post(host.fn('book'), visitor('2026-03-03T09:30:00-08:00', person(1)))
    expect(lapsed.status).toBe(201)
    clock = new Date(NOW.getTime() + 31 * 60_000)
    await host.booking.purge()
    const store = await host.booking.store()
    expect((await store.get(kept.json.reference))?.status).toBe('booked')
    expect((await store.get(lapsed.json.reference))?.status).toBe('cancelled')
    const free = await freeSlots(host, '2026-03-03')
    expect(free).not.toContain('2026-03-03T09:00:00-08:00')
    expect(free).toContain('2026-03-03T09:30:00-08:00')
  })
})

describe('retention', () => {
  it("the booking outbox's sent rows go 30 days after sending, as the order outbox's do", async () => {
    host = await start()
    const kept = await bookAndConfirm(host, '2026-03-03T09:00:00-08:00')
    expect(kept.status).toBe(200)
    await host.booking.sweep()
    const db = (await host.booking.store()).db
    const sent = async () => (await db.query('select id from mail_outbox where sent_at is not null')).length
    expect(await sent()).toBeGreaterThan(0)
    clock = new Date(NOW.getTime() + 29 * 86_400_000)
    await host.booking.purge()
    expect(await sent()).toBeGreaterThan(0)
    clock = new Date(NOW.getTime() + 31 * 86_400_000)
    await host.booking.purge()
    expect(await sent()).toBe(0)
  })
})

describe('per person', () => {
  it('at most two future consultations per mailbox, however it is spelled (case, +tag, Gmail dots): 409 naming the e-mail field', async () => {
    host = await start()
    expect(
      (await bookAndConfirm(host, '2026-03-03T09:00:00-08:00', { email: 'r.eader@gmail.com' })).status,
    ).toBe(200)
    // A held one counts as much as a confirmed one.
    expect(
      (
        await post(
          host.fn('book'),
          visitor('2026-03-03T10:00:00-08:00', { email: 'Reader+1@GMAIL.com', phone: '949 555 0111' }),
        )
      ).status,
    ).toBe(201)
    const third = await post(
      host.fn('book'),
      visitor('2026-03-03T11:00:00-08:00', { email: 'reader+2@googlemail.com', phone: '949 555 0122' }),
    )
    expect(third.status).toBe(409)
    expect(third.json).toEqual({ error: BOOKING_MESSAGES.mailboxFull, field: 'email' })
    expect(third.json.error).toMatch(/^You already have two consultations booked with this e-mail address/)
  })

  it('at most two per phone number, written any way: 409 naming the phone field', async () => {
    host = await start()
    expect(
      (
        await post(
          host.fn('book'),
          visitor('2026-03-03T09:00:00-08:00', { email: 'a@example.org', phone: '(949) 555-0100' }),
        )
      ).status,
    ).toBe(201)
    expect(
      (
        await post(
          host.fn('book'),
          visitor('2026-03-03T10:00:00-08:00', { email: 'b@example.org', phone: '949.555.0100' }),
        )
      ).status,
    ).toBe(201)
    const third = await post(
      host.fn('book'),
      visitor('2026-03-03T11:00:00-08:00', { email: 'c@example.org', phone: '949 555 0100' }),
    )
    expect(third.status).toBe(409)
    expect(third.json).toEqual({ error: BOOKING_MESSAGES.phoneFull, field: 'phone' })
  })

  it('holds left to lapse count for a day: a stranger’s address gets at most two confirm e-mails a day', async () => {
    host = await start()
    const slots = (await freeSlots(host, '2026-03-04')).slice(0, 4)
    for (const [i, slot] of slots.slice(0, 2).entries())
      expect(
        (
          await post(
            host.fn('book'),
            visitor(slot, { email: 'victim@example.net', phone: `949 555 020${i}` }),
          )
        ).status,
      ).toBe(201)
    clock = new Date(NOW.getTime() + 31 * 60_000) // both lapsed, their times free again
    expect(await freeSlots(host, '2026-03-04')).toContain(slots[0])
    const again = await post(
      host.fn('book'),
      visitor(slots[2]!, { email: 'victim+2@example.net', phone: '949 555 0209' }),
    )
    expect(again.status).toBe(409)
    expect(again.json.field).toBe('email')
    clock = new Date(NOW.getTime() + 24 * 3_600_000 + 60_000)
    expect(
      (
        await post(
          host.fn('book'),
          visitor('2026-03-04T11:30:00-08:00', { email: 'victim@example.net', phone: '949 555 0209' }),
        )
      ).status,
    ).toBe(201)
    // The lapsed holds' keys are gone after the day, like the rest of what they held.
    const keys = await (await host.booking.store()).db.query<{ email_key: string }>(
      "select email_key from bookings where status = 'cancelled'",
    )
    expect(keys.map((k) => k.email_key)).toEqual(['', ''])
  })

  it('a past consultation or a cancelled one does not count', async () => {
    host = await start()
    const first = await bookAndConfirm(host, '2026-03-03T09:00:00-08:00')
    expect((await bookAndConfirm(host, '2026-03-03T10:00:00-08:00')).status).toBe(200)
    const token = new URL(first.json.cancelPath, 'https://x').searchParams.get('token')
    expect((await post(host.fn('booking-cancel'), { token })).json.outcome).toBe('cancelled')
    expect((await post(host.fn('book'), visitor('2026-03-03T11:00:00-08:00'))).status).toBe(201)
  })
})

describe('the hourly cap for the whole site', () => {
  it('by default 10 new bookings an hour, then 429 for anyone; the owner gets one notice however many are refused', async () => {
    host = await start()
    const slots = (await freeSlots(host, '2026-03-03')).slice(0, 12)
    const statuses: number[] = []
    for (const [i, slot] of slots.entries())
      statuses.push((await post(host.fn('book'), visitor(slot, person(i)))).status)
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429])
    const refused = await post(host.fn('book'), visitor(slots[11]!, person(11)))
    expect(refused.json.error).toBe(BOOKING_MESSAGES.busy)
    await host.booking.settled()
    const notices = await (await host.booking.store()).db.query<{ recipient: string }>(
      "select recipient from mail_outbox where kind = 'booking-busy-owner'",
    )
    expect(notices).toHaveLength(1)
    // Letting the holds lapse does not reopen the hour; the next hour does.
    clock = new Date(NOW.getTime() + 45 * 60_000)
    expect((await post(host.fn('book'), visitor(slots[10]!, person(20)))).status).toBe(429)
    clock = new Date(NOW.getTime() + 61 * 60_000)
    expect((await post(host.fn('book'), visitor(slots[10]!, person(21)))).status).toBe(201)
  })

  it('BOOKING_HOURLY_CAP sets it', async () => {
    host = await start({ BOOKING_HOURLY_CAP: '3' })
    const slots = (await freeSlots(host, '2026-03-03')).slice(0, 4)
    const statuses: number[] = []
    for (const [i, slot] of slots.entries())
      statuses.push((await post(host.fn('book'), visitor(slot, person(i)))).status)
    expect(statuses).toEqual([201, 201, 201, 429])
  })
})

describe('one client, everything it can do', () => {
  it('measured: 20 requests a minute (the default rate limit), 10 bookings an hour and 240 a day (the cap), with fresh addresses', async () => {
    // The Node host's default per-client limit: the 21st request within a minute is refused.
    host = await startBookingHost({}, { now: () => NOW })
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await post(host.fn('book'), visitor('soon'))).status)
    expect(statuses.filter((s) => s === 429)).toHaveLength(1)
    await host.close()

    // A day of trying: a fresh address and phone for every booking, 30 tries an hour (the rate
    // limit, real time, is set aside here: it only spreads the tries out; the cap decides).
    clock = NOW
    host = await startBookingHost(
      { BOOKING_RATE_LIMIT: '0' },
      { now: () => clock, settings: testSettings({ maxPerDay: 100, horizonDays: 4 }) },
    )
    const perHour: number[] = []
    for (let hour = 0; hour < 24; hour++) {
      clock = new Date(NOW.getTime() + hour * 3_600_000)
      const list = (await (await fetch(`${host.fn('booking-slots')}?days=4`)).json()) as {
        days: { slots: string[] }[]
      }
      const slots = list.days.flatMap((d) => d.slots)
      let made = 0
      for (let i = 0; i < 30; i++)
        if (
          (await post(host.fn('book'), visitor(slots[i % slots.length]!, person(hour * 100 + i)))).status ===
          201
        )
          made++
      perHour.push(made)
    }
    expect(perHour.every((n) => n === 10)).toBe(true)
    const day = perHour.reduce((a, b) => a + b, 0)
    expect(day).toBe(240)
    console.info(
      `one client, fresh addresses: ${perHour[0]} bookings an hour, ${day} in 24 hours (each only held until confirmed)`,
    )
  })
})
