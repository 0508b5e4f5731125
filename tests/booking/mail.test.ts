/**
 * The booking e-mails through a real SMTP server on loopback, parsed with mailparser, their
 * invitations parsed back with ical.js: confirmation (visitor + owner, METHOD:REQUEST),
 * cancellation (METHOD:CANCEL, same UID, higher SEQUENCE) and the reminder a day before (once).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ICAL from 'ical.js'
import { type ParsedMail, simpleParser } from 'mailparser'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { practice } from '#app/config/practice.ts'
import { type SmtpSink, startSmtp } from '#tests/orders/smtp.ts'
import { type BookingHost, NOW, post, startBookingHost, visitor } from './support.ts'

let smtp: SmtpSink
let host: BookingHost | undefined
let clock = NOW
beforeEach(async () => {
  smtp = await startSmtp()
  clock = NOW
})
afterEach(async () => {
  await host?.close()
  host = undefined
  await smtp.close()
})

const parsed = (from = 0) => Promise.all(smtp.messages.slice(from).map((m) => simpleParser(m.raw)))

function calendarOf(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
  expect(part, `calendar part in "${mail.subject}"`).toBeDefined()
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    organizer: event.getFirstPropertyValue('organizer'),
    attendee: event.getFirstPropertyValue('attendee'),
  }
}

const hostWithSmtp = () =>
  startBookingHost(
    { SMTP_URL: smtp.url, OWNER_EMAIL: 'owner@example.com', MAIL_FROM: 'bookings@example.com' },
    { now: () => clock },
  )

describe('booking e-mails', () => {
  it('a booking sends the visitor and the owner an invitation; a cancellation sends CANCEL with the same UID', async () => {
    host = await hostWithSmtp()
    const slot = '2026-03-09T09:30:00-07:00' // after the spring change
    const booked = await post(host.fn('book'), visitor(slot, { note: 'Mornings <b>please</b>' }))
    expect(booked.status).toBe(201)
    await host.booking.settled()
    const first = await parsed()
    const toVisitor = first.find((m) => m.to && 'text' in m.to && m.to.text === 'ann@example.org')
    const toOwner = first.find((m) => m.to && 'text' in m.to && m.to.text === 'owner@example.com')
    expect(smtp.messages).toHaveLength(2)
    expect(toVisitor!.to).toMatchObject({ text: 'ann@example.org' })
    expect(toOwner!.to).toMatchObject({ text: 'owner@example.com' })
    expect(toVisitor!.subject).toBe('Your free consultation: Monday, March 9, 2026 at 9:30 AM PDT')
    expect(toVisitor!.text).toContain(booked.json.reference)
    expect(toVisitor!.text).toContain(`https://www.example.com${booked.json.cancelPath}`)
    expect(toVisitor!.text).not.toContain('Mornings') // the note goes to the owner only
    expect(toOwner!.text).toContain('Note: Mornings <b>please</b>')
    expect(toOwner!.html).toContain('Mornings &lt;b&gt;please&lt;/b&gt;')
    expect(toOwner!.text).toContain(`npm run bookings -- cancel ${booked.json.reference}`)
    const invite = calendarOf(toVisitor!)
    expect(invite).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      status: 'CONFIRMED',
      start: '2026-03-09T16:30:00.000Z',
      end: '2026-03-09T16:45:00.000Z',
      organizer: `mailto:${practice.email}`,
      attendee: 'mailto:ann@example.org',
    })
    expect(calendarOf(toOwner!).uid).toBe(invite.uid)

    const token = new URL(booked.json.cancelPath, 'https://x').searchParams.get('token')!
    expect((await post(host.fn('booking-cancel'), { token })).json.outcome).toBe('cancelled')
    await host.booking.settled()
    const second = await parsed(2)
    const cancelVisitor = second.find((m) => m.to && 'text' in m.to && m.to.text === 'ann@example.org')
    const cancelOwner = second.find((m) => m.to && 'text' in m.to && m.to.text === 'owner@example.com')
    expect(cancelVisitor!.subject).toMatch(/^Cancelled: your free consultation on Monday, March 9/)
    const cancel = calendarOf(cancelVisitor!)
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: invite.uid, sequence: 1, status: 'CANCELLED' })
    expect(calendarOf(cancelOwner!).method).toBe('CANCEL')
    // Cancelling again sends nothing more.
    expect((await post(host.fn('booking-cancel'), { token })).json.outcome).toBe('already')
    await host.booking.settled()
    expect(smtp.messages).toHaveLength(4)
  })

  it('reminds the visitor once, about 24 hours before; not a booking made less than 36 hours ahead', async () => {
    host = await hostWithSmtp()
    const far = await post(host.fn('book'), visitor('2026-03-05T10:00:00-08:00'))
    const near = await post(
      host.fn('book'),
      visitor('2026-03-03T09:00:00-08:00', { email: 'near@example.org' }),
    )
    expect([far.status, near.status]).toEqual([201, 201])
    await host.booking.settled()
    const before = smtp.messages.length
    // The near one was booked only 25 hours ahead: no reminder is owed for it at all.
    clock = new Date('2026-03-02T18:00:00Z')
    expect(await host.booking.sweep()).toBe(0)
    // 25 hours before the far booking (booked three days ahead): not yet.
    clock = new Date('2026-03-04T17:00:00Z')
    expect(await host.booking.sweep()).toBe(0)
    // 23 hours before: its reminder, once.
    clock = new Date('2026-03-04T19:00:00Z')
    expect(await host.booking.sweep()).toBe(1)
    clock = new Date('2026-03-04T19:05:00Z')
    expect(await host.booking.sweep()).toBe(0)
    const far_ = await (await host.booking.store()).get(far.json.reference)
    expect(far_?.remindedAt).toBe('2026-03-04T19:00:00.000Z')
    const reminders = await parsed(before)
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.subject).toBe(
      'Reminder: your free consultation tomorrow, Thursday, March 5, 2026 at 10:00 AM PST',
    )
    expect(reminders[0]!.text).toContain('/book/cancel?token=')
  })
})

describe('booking e-mails when the mail server is down', () => {
  it('stay owed in the outbox and go out with a later sweep, once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'booking-down-'))
    const DATABASE_URL = `file:${dir}/orders.db`
    try {
      // A closed port: every send fails.
      const down = await startBookingHost(
        { DATABASE_URL, SMTP_URL: 'smtp://127.0.0.1:1' },
        { now: () => clock },
      )
      const booked = await post(down.fn('book'), visitor('2026-03-03T11:00:00-08:00'))
      expect(booked.status).toBe(201)
      await down.booking.settled()
      const owed = await (await down.booking.store()).db.query<{ id: string; attempts: number }>(
        'select id, attempts from mail_outbox where sent_at is null order by id',
      )
      expect(owed.map((r) => r.id)).toEqual([
        `booking-confirmation:${booked.json.reference}`,
        `booking-owner:${booked.json.reference}`,
      ])
      expect(owed.every((r) => Number(r.attempts) === 1)).toBe(true)
      await down.close()
      // The mail server is back; after the back-off a sweep sends both, and another sends nothing.
      clock = new Date(NOW.getTime() + 2 * 60_000)
      host = await startBookingHost({ DATABASE_URL, SMTP_URL: smtp.url }, { now: () => clock })
      expect(await host.booking.sweep()).toBe(2)
      expect(await host.booking.sweep()).toBe(0)
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['ann@example.org', practice.email].sort())
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
