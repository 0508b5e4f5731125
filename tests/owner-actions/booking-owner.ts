/**
 * The Node host's booking functions and the owner-action function, as the owner's booking links
 * reach them: one server over the built site, a database (SQLite or Postgres) and SMTP on loopback.
 * Shared by the tests of the booking notice's actions (cancel.test.ts, block.test.ts), which declare
 * their tests through bookingOwnerSuite.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { simpleParser } from 'mailparser'
import postgres from 'postgres'
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest'
import { blockForOwner } from '#functions/booking/owner-block.ts'
import { cancelForOwner } from '#functions/booking/owner-cancel.ts'
import { type NodeBooking, nodeBooking } from '#functions/hosts/node-booking.ts'
import { ownerActionsSettingsFromEnv } from '#functions/owner-actions/config.ts'
import { createOwnerActionHandler } from '#functions/owner-actions/handler.ts'
import { ownerLinks } from '#functions/owner-actions/links.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.ts'
import { createApp } from '#server/app.ts'
import { type Listening, listen } from '#server/listen.ts'
import { LA, NOW, TEST_SECRET, testSettings, visitor } from '#tests/booking/support.ts'
import { type PostgresServer, startPostgres } from '#tests/orders/postgres-server.ts'
import { type SmtpSink, startSmtp } from '#tests/orders/smtp.ts'

export const SITE_URL = 'https://practice.example'
export const OWNER_EMAIL = 'owner@practice.example'
const CLIENT = path.resolve(import.meta.dirname, '../../build/client')
/** The page hydrates, then asks the function: a cold first load on a busy machine takes seconds. */
export const WAIT = { timeout: 20_000, interval: 100 }

export interface BookingOwnerHost {
  booking: NodeBooking
  server: Listening
  /** A function's address on this server. */
  fn(name: string): string
  post(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }>
  close(): Promise<void>
}

/** An empty Postgres database for the next test. */
async function resetPostgres(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  await sql`drop schema public cascade`
  await sql`create schema public`
  await sql.end()
}

async function startBookingOwnerHost(options: {
  root: string
  databaseUrl: string
  smtpUrl: string
  ownerSecret: string
}): Promise<BookingOwnerHost> {
  const env: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    BOOKING_SECRET: TEST_SECRET,
    SMTP_URL: options.smtpUrl,
    OWNER_EMAIL,
    SITE_URL,
    OWNER_ACTIONS_SECRET: options.ownerSecret,
    OWNER_ACTIONS_RATE_LIMIT: '0',
  }
  const settings = ownerActionsSettingsFromEnv((name) => env[name])
  const links = ownerLinks(settings)
  const booking = nodeBooking((name) => env[name], {
    settings: testSettings(),
    timeZone: LA,
    now: () => NOW,
    log: () => {},
    sweepEveryMs: 0,
    ownerCancelLink: links.cancelBooking,
    ownerBlockLink: links.blockDay,
  })
  const { slots, book, cancel } = booking.handlers
  const server = await listen(
    createApp({
      root: options.root,
      functions: {
        'booking-slots': slots,
        book,
        'booking-cancel': cancel,
        'owner-action': createOwnerActionHandler({
          settings,
          cancelBooking: cancelForOwner(booking),
          blockDay: blockForOwner(booking),
          production: false,
          log: () => {},
        }),
      },
      log: () => {},
    }),
  )
  const post = async (url: string, body: unknown) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, json: (await res.json()) as Record<string, unknown> }
  }
  return {
    booking,
    server,
    fn: (name) => `${server.origin}/functions/v1/${name}`,
    post,
    close: async () => {
      await server.close()
      await booking.close()
    },
  }
}

/** What a test of the suite reaches, read when the test runs (each test has a host of its own). */
export interface BookingOwnerSuite {
  /** 'SQLite' or 'Postgres'. */
  readonly store: string
  readonly smtp: SmtpSink
  readonly browser: Browser
  readonly host: BookingOwnerHost
}

/**
 * The set-up the booking notice's action tests share: the SMTP server, Postgres and Chromium
 * started once for the file; then `tests` declared once for each store (SQLite, Postgres, `$name`
 * in the title), each test on a fresh database and host. `page` is the owner page the notice's
 * link opens (/owner/cancel, /owner/block), which the built site must hold.
 */
export function bookingOwnerSuite(
  title: string,
  options: { page: string; ownerSecret: string },
  tests: (suite: BookingOwnerSuite) => void,
): void {
  let smtp: SmtpSink
  let pg: PostgresServer
  let browser: Browser
  let dir: string

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT, options.page, 'index.html')))
      throw new Error(`build/client has no ${options.page} page: run npm run -s build first`)
    ;[smtp, pg, browser] = await Promise.all([
      startSmtp(),
      startPostgres(),
      chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }),
    ])
    dir = mkdtempSync(path.join(tmpdir(), 'booking-owner-'))
  }, 60_000)

  afterAll(async () => {
    await Promise.all([smtp?.close(), pg?.stop(), browser?.close()])
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  const stores = [
    // A folder each: the booking database is the file beside the order database's.
    {
      name: 'SQLite',
      url: () => `file:${mkdirSync(path.join(dir, crypto.randomUUID()), { recursive: true })}/orders.db`,
    },
    { name: 'Postgres', url: () => pg.url },
  ]

  describe.each(stores)(title, (store) => {
    let host: BookingOwnerHost
    beforeEach(async () => {
      if (store.name === 'Postgres') await resetPostgres(pg.url)
      host = await startBookingOwnerHost({
        root: CLIENT,
        databaseUrl: store.url(),
        smtpUrl: smtp.url,
        ownerSecret: options.ownerSecret,
      })
      return () => host.close()
    })
    tests({
      store: store.name,
      get smtp() {
        return smtp
      },
      get browser() {
        return browser
      },
      get host() {
        return host
      },
    })
  })
}

/**
 * A consultation booked at `slot` and confirmed by the link in the visitor's e-mail, as a visitor
 * does it: its reference and the text of the owner's notice that followed.
 */
export async function bookAndConfirm(
  host: BookingOwnerHost,
  smtp: SmtpSink,
  slot: string,
  email: string,
): Promise<{ ref: string; notice: string }> {
  const { booking, fn, post } = host
  const before = smtp.messages.length
  const booked = await post(fn('book'), visitor(slot, { email }))
  expect(booked.status).toBe(201)
  const ref = String(booked.json.reference)
  await booking.settled()
  await booking.sweep()
  const hold = smtp.messages.slice(before).find((m) => m.raw.includes('/book/confirm?token='))
  const confirmToken = decodeURIComponent(
    /\/book\/confirm\?token=([\w.%-]+)/.exec((await simpleParser(hold!.raw)).text ?? '')![1]!,
  )
  expect((await post(`${fn('book')}?action=confirm`, { token: confirmToken })).status).toBe(200)
  await booking.settled()
  await booking.sweep()
  const notice = smtp.messages.find(
    (m) => m.to.includes(OWNER_EMAIL) && m.raw.includes('Consultation booked') && m.raw.includes(ref),
  )
  expect(notice).toBeTruthy()
  return { ref, notice: (await simpleParser(notice!.raw)).text ?? '' }
}
