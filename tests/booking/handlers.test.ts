/** The booking functions over real HTTP: slots, book (400 per field, 409, 429, honeypot), cancel. */
import { afterEach, describe, expect, it } from 'vitest'
import { BOOKING_LIMITS } from '#core/contracts/booking.ts'
import {
  type BookingHost,
  bookAndConfirm,
  NOW,
  post,
  startBookingHost,
  TEST_SECRET,
  testSettings,
  visitor,
} from './support.ts'

let host: BookingHost | undefined
afterEach(async () => {
  await host?.close()
  host = undefined
})

const slotsOf = (json: { days: { slots: string[] }[] }) => json.days.flatMap((d) => d.slots)

describe('booking-slots', () => {
  it('lists the free slots with offsets, from the minimum notice to the horizon', async () => {
    host = await startBookingHost({})
    const res = await fetch(`${host.fn('booking-slots')}?from=2026-03-02&days=3`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as {
      timeZone: string
      slotMinutes: number
      days: { date: string; slots: string[] }[]
    }
    expect(body.timeZone).toBe('America/Los_Angeles')
    expect(body.slotMinutes).toBe(15)
    // Now is Monday 08:00 PST with 12 hours' notice: Monday has nothing left.
    expect(body.days.map((d) => d.date)).toEqual(['2026-03-03', '2026-03-04'])
    expect(body.days[0]!.slots[0]).toBe('2026-03-03T09:00:00-08:00')
    expect(body.days[0]!.slots).toHaveLength(12)
  })

  it('answers 400 naming a bad from or days', async () => {
    host = await startBookingHost({})
    for (const query of ['from=2026-02-30', 'from=03/04/2026', 'days=0', 'days=63', 'days=1e1', 'days=-1']) {
      const res = await fetch(`${host.fn('booking-slots')}?${query}`)
      expect(res.status, query).toBe(400)
      const json = (await res.json()) as { error: string; field: string }
      expect(query.startsWith(json.field)).toBe(true)
    }
  })

  it('says "off", pointing to a call or an e-mail, when booking is off; book answers 404', async () => {
    host = await startBookingHost({}, { settings: testSettings({ enabled: false }) })
    const res = await fetch(host.fn('booking-slots'))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { off: boolean; error: string; days: unknown[] }
    expect(body.off).toBe(true)
    expect(body.days).toEqual([])
    expect(body.error).toBe('Call or e-mail, and we will find a time for your free consultation together.')
    expect((await post(host.fn('book'), visitor('2026-03-03T09:00:00-08:00'))).status).toBe(404)
  })

  it('refuses a browser origin other than the site (403) and allows the site', async () => {
    host = await startBookingHost({ NODE_ENV: 'production', BOOKING_SECRET: TEST_SECRET })
    const evil = await fetch(host.fn('booking-slots'), { headers: { origin: 'https://evil.example' } })
    expect(evil.status).toBe(403)
    const site = await fetch(host.fn('booking-slots'), { headers: { origin: 'https://www.example.com' } })
    expect(site.status).toBe(200)
    expect(site.headers.get('access-control-allow-origin')).toBe('https://www.example.com')
  })

  it('answers 503 in production without a BOOKING_SECRET (cancel links could not be signed)', async () => {
    host = await startBookingHost({ NODE_ENV: 'production', BOOKING_SECRET: '' })
    expect((await fetch(host.fn('booking-slots'))).status).toBe(503)
    expect(host.booking.describe).toContain('BOOKING_SECRET')
  })

  it('answers 503 with a weak BOOKING_SECRET: one repeated character, or a placeholder word', async () => {
    for (const secret of ['x'.repeat(40), 'change-me-to-a-long-random-string-example']) {
      host = await startBookingHost({ BOOKING_SECRET: secret })
      const res = await post(host.fn('book'), visitor('2026-03-03T09:15:00-08:00'))
      expect(res.status, secret).toBe(503)
      expect(host.booking.describe).toContain('BOOKING_SECRET missing or weak')
      await host.close()
      host = undefined
    }
  })
})

describe('book', () => {
  it('books a slot (201 with the reference, held for 30 minutes); the slot leaves the list', async () => {
    host = await startBookingHost({})
    const slot = '2026-03-03T09:15:00-08:00'
    const res = await post(host.fn('book'), visitor(slot))
    expect(res.status).toBe(201)
    expect(res.json.reference).toMatch(/^BK-[A-HJ-NP-Z2-9]{8}$/)
    expect(res.json.start).toBe(slot)
    expect(res.json.end).toBe('2026-03-03T09:30:00-08:00')
    expect(res.json.holdMinutes).toBe(30)
    // Nothing to cancel or add to a calendar before the visitor confirms from the e-mail.
    expect(res.json.cancelPath).toBeUndefined()
    expect(res.json.ics).toBeUndefined()
    const list = await (await fetch(`${host.fn('booking-slots')}?from=2026-03-03&days=1`)).json()
    expect(slotsOf(list as never)).not.toContain(slot)
    expect(slotsOf(list as never)).toContain('2026-03-03T09:00:00-08:00')
    // The log names the reference only.
    expect(host.logs.join('\n')).not.toMatch(/Ann|example\.org|555/)
  })

  it('answers 400 naming the field for each kind of bad input', async () => {
    host = await startBookingHost({})
    const slot = '2026-03-03T09:15:00-08:00'
    const cases: [Record<string, unknown>, string][] = [
      [{ slot: 'tomorrow' }, 'slot'],
      [{ slot: '2026-03-03T09:10:00-08:00' }, 'slot'], // not on the grid
      [{ slot: '2026-03-02T09:00:00-08:00' }, 'slot'], // inside the notice
      [{ slot: '2026-03-07T09:00:00-08:00' }, 'slot'], // a Saturday: no hours
      [{ name: '  ' }, 'name'],
      [{ name: 'x'.repeat(BOOKING_LIMITS.name + 1) }, 'name'],
      [{ email: 'ann@' }, 'email'],
      [{ email: '<script>@x.y' }, 'email'],
      [{ phone: 'call me' }, 'phone'],
      [{ contactMethod: 'carrier pigeon' }, 'contactMethod'],
      [{ note: 'x'.repeat(BOOKING_LIMITS.note + 1) }, 'note'],
      [{ note: 42 }, 'note'],
    ]
    for (const [over, field] of cases) {
      const res = await post(host.fn('book'), visitor(slot, over))
      expect(res.status, JSON.stringify(over).slice(0, 60)).toBe(400)
      expect(res.json.field).toBe(field)
      expect(res.json.error).toEqual(expect.any(String))
    }
    expect((await post(host.fn('book'), '{"slot":')).status).toBe(400)
    expect((await post(host.fn('book'), '[]')).status).toBe(400)
    const wrongType = await fetch(host.fn('book'), { method: 'POST', body: JSON.stringify(visitor(slot)) })
    expect(wrongType.status).toBe(415)
    const big = await post(host.fn('book'), visitor(slot, { note: 'x'.repeat(10_000) }))
    expect(big.status).toBe(413)
    // Nothing was booked by any of them.
    expect(
      slotsOf((await (await fetch(`${host.fn('booking-slots')}?from=2026-03-03&days=1`)).json()) as never),
    ).toContain(slot)
  })

  it('a filled honeypot books nothing', async () => {
    host = await startBookingHost({})
    const slot = '2026-03-03T10:00:00-08:00'
    const res = await post(host.fn('book'), visitor(slot, { website: 'http://spam.example' }))
    expect(res.status).toBe(409)
    expect(await (await host.booking.store()).bookedStarts(0, Date.parse('2027-01-01'))).toEqual([])
  })

  it('is rate limited like checkout (BOOKING_RATE_LIMIT per minute per client, 429 with Retry-After)', async () => {
    host = await startBookingHost({ BOOKING_RATE_LIMIT: '3' })
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await post(host.fn('book'), visitor('bad'))).status)
    expect(statuses).toEqual([400, 400, 400, 429])
    const last = await post(host.fn('book'), visitor('bad'))
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(last.json.error).toMatch(/Too many/)
  })

  it('a day at its most consultations answers 409 with the day left out', async () => {
    host = await startBookingHost({}, { settings: testSettings({ maxPerDay: 1 }) })
    expect((await post(host.fn('book'), visitor('2026-03-03T09:00:00-08:00'))).status).toBe(201)
    const second = await post(host.fn('book'), visitor('2026-03-03T09:30:00-08:00'))
    expect(second.status).toBe(409)
    expect(second.json.days.map((d: { date: string }) => d.date)).not.toContain('2026-03-03')
  })
})

describe('booking-cancel', () => {
  it('cancels by the signed token, says "already" the second time, and frees the slot', async () => {
    host = await startBookingHost({})
    const slot = '2026-03-04T11:00:00-08:00'
    const booked = await bookAndConfirm(host, slot)
    const token = new URL(booked.json.cancelPath, 'https://x').searchParams.get('token')!
    const first = await post(host.fn('booking-cancel'), { token })
    expect(first.status).toBe(200)
    expect(first.json).toEqual({
      outcome: 'cancelled',
      start: slot,
      timeZone: 'America/Los_Angeles',
      email: 'local-folder',
    })
    const second = await post(host.fn('booking-cancel'), { token })
    expect(second.json.outcome).toBe('already')
    const list = await (await fetch(`${host.fn('booking-slots')}?from=2026-03-04&days=1`)).json()
    expect(slotsOf(list as never)).toContain(slot)
  })

  it('refuses a forged or edited token (400) and an unknown but validly signed one (404)', async () => {
    host = await startBookingHost({})
    const booked = await bookAndConfirm(host, '2026-03-04T11:00:00-08:00')
    const token = new URL(booked.json.cancelPath, 'https://x').searchParams.get('token')!
    const [ref, mac] = token.split('.')
    for (const bad of [
      `${ref}.${'A'.repeat(43)}`,
      `BK-AAAAAAAA.${mac}`,
      ref,
      '',
      `${token}x`,
      { $ne: null },
    ]) {
      const res = await post(host.fn('booking-cancel'), { token: bad })
      expect(res.status).toBe(400)
      expect(res.json.field).toBe('token')
    }
    const { tokenSigner } = await import('#functions/booking/token.ts')
    const unknown = await tokenSigner(TEST_SECRET).sign('BK-ZZZZZZZZ')
    expect((await post(host.fn('booking-cancel'), { token: unknown })).status).toBe(404)
    expect(NOW.toISOString()).toBe('2026-03-02T16:00:00.000Z')
  })
})
