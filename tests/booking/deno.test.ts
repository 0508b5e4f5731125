/**
 * The booking functions' Supabase entries (booking-slots, book, booking-cancel) under real Deno,
 * against a real Postgres: the same handlers and store as the Node host. content/booking.yml ships
 * with booking off, so each entry runs with an import map over its own deno.json that swaps the
 * generated booking settings for the test's (booking on); nothing else differs.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openBookingStore } from '#functions/hosts/stores.ts'
import { type PostgresServer, startPostgres } from '#tests/orders/postgres-server.ts'
import {
  configWithBookingSettings,
  DENO_START_TIMEOUT_MS,
  type DenoFunction,
  dataModule,
  startDenoFunction,
} from '#tests/support/deno.ts'
import { TEST_SECRET, testSettings, visitor } from './support.ts'

const ENTRIES = ['booking-slots', 'book', 'booking-cancel'] as const
let pg: PostgresServer
let dir: string
const fn: Partial<Record<(typeof ENTRIES)[number], DenoFunction>> = {}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'booking-deno-'))
  pg = await startPostgres()
  await openBookingStore(pg.url).then((store) => store.close()) // migrations applied
  // Every weekday 09:00-17:00 with no minimum notice beyond the default, far enough ahead to book.
  const settings = testSettings({ maxPerDay: 40 })
  const module = dataModule(dir, 'booking-settings', settings)
  const env = {
    NODE_ENV: 'development',
    SUPABASE_DB_URL: pg.url,
    BOOKING_SECRET: TEST_SECRET,
    SITE_URL: 'https://site.test',
  }
  await Promise.all(
    ENTRIES.map(async (name) => {
      fn[name] = await startDenoFunction(name, env, { config: configWithBookingSettings(name, module, dir) })
    }),
  )
}, DENO_START_TIMEOUT_MS + 60_000)

afterAll(async () => {
  for (const f of Object.values(fn)) f?.stop()
  await pg?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('booking functions under Deno (Postgres)', () => {
  it("lists slots, books one (201, then 409 for the same slot with fresh slots), confirms it by the e-mail's link, and cancels by its token once", async () => {
    const slotsNow = async () => {
      const res = await fetch(`${fn['booking-slots']!.url}?days=21`)
      expect(res.status, fn['booking-slots']!.output()).toBe(200)
      const body = (await res.json()) as { timeZone: string; days: { slots: string[] }[] }
      expect(body.timeZone).toBe('America/Los_Angeles')
      return body.days.flatMap((d) => d.slots)
    }
    const slot = (await slotsNow())[0]!
    expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/)

    const booked = await post(fn.book!.url, visitor(slot))
    const answer = (await booked.json()) as { reference?: string }
    expect(booked.status, `${JSON.stringify(answer)}\n${fn.book!.output()}`).toBe(201)
    expect(answer.reference).toBeTruthy()
    // No SMTP_URL: the hold e-mail waits in the outbox, with the confirm link it will carry.
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
    const [row] = await sql<{ payload: { confirmUrl: string } }[]>`
      select payload from mail_outbox where id = ${`booking-hold:${answer.reference}`}`
    await sql.end()
    const payload = typeof row!.payload === 'string' ? JSON.parse(row!.payload) : row!.payload
    const confirmToken = new URL(payload.confirmUrl).searchParams.get('token')
    const confirmed = await post(`${fn.book!.url}?action=confirm`, { token: confirmToken })
    const confirmedBody = (await confirmed.json()) as { outcome?: string; cancelPath?: string }
    expect(confirmed.status, fn.book!.output()).toBe(200)
    expect(confirmedBody.outcome).toBe('confirmed')

    const again = await post(fn.book!.url, visitor(slot, { email: 'bob@example.org' }))
    expect(again.status).toBe(409)
    expect(JSON.stringify(await again.json())).not.toContain(`"${slot}"`)
    expect(await slotsNow()).not.toContain(slot)

    // Cancelled by the token in its link: the slot is free again; a second cancel says "already".
    const token = new URL(confirmedBody.cancelPath!, 'https://site.test').searchParams.get('token')
    const cancelled = await post(fn['booking-cancel']!.url, { token })
    expect(cancelled.status, fn['booking-cancel']!.output()).toBe(200)
    expect(((await cancelled.json()) as { outcome: string }).outcome).toBe('cancelled')
    const twice = await post(fn['booking-cancel']!.url, { token })
    expect(((await twice.json()) as { outcome: string }).outcome).toBe('already')
    expect(await slotsNow()).toContain(slot)
    const forged = await post(fn['booking-cancel']!.url, { token: `${token}x` })
    expect(forged.status).toBe(400)
  })

  it('limits each client by default (20 requests a minute), as the Node host does', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) statuses.push((await post(fn.book!.url, { slot: 'soon' })).status)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0)
    const refused = await post(fn.book!.url, { slot: 'soon' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
