/**
 * The Node host's booking functions and the owner-action function, as the owner's booking links
 * reach them: one server over the built site, a database (SQLite or Postgres) and SMTP on loopback.
 * Shared by the tests of the booking notice's actions (cancel.test.ts, block.test.ts).
 */
import { simpleParser } from 'mailparser'
import postgres from 'postgres'
import { expect } from 'vitest'
import { blockForOwner } from '#functions/booking/owner-block.ts'
import { cancelForOwner } from '#functions/booking/owner-cancel.ts'
import { type NodeBooking, nodeBooking } from '#functions/hosts/node-booking.ts'
import { ownerActionsSettingsFromEnv } from '#functions/owner-actions/config.ts'
import { createOwnerActionHandler } from '#functions/owner-actions/handler.ts'
import { ownerLinks } from '#functions/owner-actions/links.ts'
import { createApp } from '#server/app.ts'
import { type Listening, listen } from '#server/listen.ts'
import { LA, NOW, TEST_SECRET, testSettings, visitor } from '#tests/booking/support.ts'
import type { SmtpSink } from '#tests/orders/smtp.ts'

export const SITE_URL = 'https://practice.example'
export const OWNER_EMAIL = 'owner@practice.example'

export interface BookingOwnerHost {
  booking: NodeBooking
  server: Listening
  /** A function's address on this server. */
  fn(name: string): string
  post(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }>
  close(): Promise<void>
}

/** An empty Postgres database for the next test. */
export async function resetPostgres(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  await sql`drop schema public cascade`
  await sql`create schema public`
  await sql.end()
}

export async function startBookingOwnerHost(options: {
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
