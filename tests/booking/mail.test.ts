/**
 * The booking e-mails through a real SMTP server on loopback, parsed with mailparser, their
 * invitations parsed back with ical.js: the hold (the visitor's confirm link, nothing else),
 * confirmation (visitor + owner, METHOD:REQUEST), cancellation (METHOD:CANCEL, same UID, higher
 * SEQUENCE), the reminder a day before (once), the owner's notice when the hourly cap trips; what
 * is a link and what is the visitor's text; and the discreet wording of every one of them.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ICAL from 'ical.js'
import { type ParsedMail, simpleParser } from 'mailparser'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { practice } from '#core/config/practice.ts'
import { type SmtpSink, startSmtp } from '#tests/orders/smtp.ts'
import {
  type BookingHost,
  confirmTokenIn,
  confirmUrl,
  NOW,
  post,
  startBookingHost,
  visitor,
} from './support.ts'

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
    summary: event.getFirstPropertyValue('summary'),
    attendee: event.getFirstPropertyValue('attendee'),
  }
}

const hostWithSmtp = (env: Record<string, string> = {}) =>
  startBookingHost(
    { SMTP_URL: smtp.url, OWNER_EMAIL: 'owner@example.com', MAIL_FROM: 'bookings@example.com', ...env },
    { now: () => clock },
  )

const to = (mail: ParsedMail, address: string) => mail.to && 'text' in mail.to && mail.to.text === address

/** Books, then confirms by the link in the hold e-mail, as the visitor does; the confirm answer. */
async function bookAndConfirmByMail(h: BookingHost, slot: string, over: Record<string, unknown> = {}) {
  const booked = await post(h.fn('book'), visitor(slot, over))
  expect(booked.status).toBe(201)
  await h.booking.settled()
  const hold = (await parsed()).findLast((m) => m.text?.includes(booked.json.reference))!
  const confirmed = await post(confirmUrl(h), { token: confirmTokenIn(hold.text!) })
  expect(confirmed.status).toBe(200)
  await h.booking.settled()
  return confirmed
}

/** Every anchor's address in an HTML part. */
const hrefs = (html: string | false | undefined) =>
  [...String(html || '').matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1]!)

describe('booking e-mails', () => {
  it('a booking sends the visitor only a confirm link; confirming sends both an invitation; a cancellation sends CANCEL with the same UID', async () => {
    host = await hostWithSmtp()
    const slot = '2026-03-09T09:30:00-07:00' // after the spring change
    const booked = await post(host.fn('book'), visitor(slot, { note: 'Mornings <b>please</b>' }))
    expect(booked.status).toBe(201)
    await host.booking.settled()
    // Held: one e-mail, to the visitor, with the link to the confirm page; nothing to the owner.
    const [hold] = await parsed()
    expect(smtp.messages).toHaveLength(1)
    expect(hold!.to).toMatchObject({ text: 'ann@example.org' })
    expect(hold!.subject).toBe(
      `Please confirm: Consultation with ${practice.name}, Monday, March 9, 2026 at 9:30 AM PDT`,
    )
    expect(hold!.text).toMatch(/https:\/\/www\.example\.com\/book\/confirm\?token=BK-/)
    expect(hold!.text).toContain('held for you for 30 minutes')
    expect(hold!.attachments).toHaveLength(0)
    const token = confirmTokenIn(hold!.text!)
    // Opening the page (a GET, as a mail scanner does) changes nothing: only its POST confirms.
    expect((await fetch(`${host.base}/book/confirm?token=${token}`)).status).toBeLessThan(500)
    expect((await fetch(`${confirmUrl(host)}&token=${token}`)).status).toBe(405)
    await host.booking.settled()
    expect(smtp.messages).toHaveLength(1)
    // The cancel token cannot confirm, nor this one cancel.
    expect((await post(host.fn('booking-cancel'), { token })).status).toBe(400)

    const confirmed = await post(confirmUrl(host), { token })
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.outcome).toBe('confirmed')
    await host.booking.settled()
    const first = await parsed(1)
    const toVisitor = first.find((m) => to(m, 'ann@example.org'))
    const toOwner = first.find((m) => to(m, 'owner@example.com'))
    expect(smtp.messages).toHaveLength(3)
    expect(toVisitor!.subject).toBe(
      `Confirmed: Consultation with ${practice.name}, Monday, March 9, 2026 at 9:30 AM PDT`,
    )
    expect(toVisitor!.text).toContain(booked.json.reference)
    expect(toVisitor!.text).toContain(`https://www.example.com${confirmed.json.cancelPath}`)
    expect(toVisitor!.text).not.toContain('Mornings') // the note goes to the owner only
    expect(toOwner!.text).toContain('Mornings <b>please</b>')
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
    // Confirming again says so and sends nothing more.
    expect((await post(confirmUrl(host), { token })).json.outcome).toBe('already')
    await host.booking.settled()
    expect(smtp.messages).toHaveLength(3)

    const cancelToken = new URL(confirmed.json.cancelPath, 'https://x').searchParams.get('token')!
    expect((await post(confirmUrl(host), { token: cancelToken })).status).toBe(400)
    expect((await post(host.fn('booking-cancel'), { token: cancelToken })).json.outcome).toBe('cancelled')
    await host.booking.settled()
    const second = await parsed(3)
    const cancelVisitor = second.find((m) => to(m, 'ann@example.org'))
    const cancelOwner = second.find((m) => to(m, 'owner@example.com'))
    expect(cancelVisitor!.subject).toBe(
      `Cancelled: Consultation with ${practice.name}, Monday, March 9, 2026 at 9:30 AM PDT`,
    )
    const cancel = calendarOf(cancelVisitor!)
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: invite.uid, sequence: 1, status: 'CANCELLED' })
    expect(calendarOf(cancelOwner!).method).toBe('CANCEL')
    // Cancelling again sends nothing more.
    expect((await post(host.fn('booking-cancel'), { token: cancelToken })).json.outcome).toBe('already')
    await host.booking.settled()
    expect(smtp.messages).toHaveLength(5)
  })

  it('reminds the visitor once, about 24 hours before; not a booking confirmed less than 36 hours ahead', async () => {
    host = await hostWithSmtp()
    const far = await bookAndConfirmByMail(host, '2026-03-05T10:00:00-08:00')
    await bookAndConfirmByMail(host, '2026-03-03T09:00:00-08:00', {
      email: 'near@example.org',
      phone: '949 555 0199',
    })
    const before = smtp.messages.length
    // The near one was confirmed only 25 hours ahead: no reminder is owed for it at all.
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
      `Reminder: Consultation with ${practice.name}, Thursday, March 5, 2026 at 10:00 AM PST`,
    )
    expect(reminders[0]!.text).toContain('/book/cancel?token=')
  })

  it('only links the site writes are links; names refuse web addresses, @ and line breaks; the note comes last, quoted and marked', async () => {
    host = await hostWithSmtp()
    const slot = '2026-03-04T09:00:00-08:00'
    for (const name of [
      'Your account https://evil.example/verify?x="><b>',
      'Your account evil.example',
      'Visit www.evil.example',
      'ann@evil.example',
      'Ann\nReference: BK-ZZZZZZZZ',
    ]) {
      const refused = await post(host.fn('book'), visitor(slot, { name }))
      expect(refused.status, name).toBe(400)
      expect(refused.json).toEqual({
        error: 'Please enter just your name: no web address, no @ and on one line.',
        field: 'name',
      })
    }
    const note =
      'Reference: BK-ZZZZZZZZ. URGENT: your booking failed, log in again at https://evil.example/login\nThanks'
    const confirmed = await bookAndConfirmByMail(host, slot, { name: "Mary-Ann O'Neil Jr.", note })
    const mails = await parsed()
    expect(mails).toHaveLength(3)
    for (const mail of mails) {
      // Every anchor is one the code wrote: the site's confirm, cancel or book page.
      for (const href of hrefs(mail.html))
        expect(href, mail.subject).toMatch(/^https:\/\/www\.example\.com\/book(\/|$)/)
      expect(mail.html || '', mail.subject).not.toMatch(/href="https:\/\/evil/)
    }
    const owner = mails.find((m) => to(m, 'owner@example.com'))!
    const text = owner.text!
    // The real reference is a fixed field, above the note; the note is the last block, each line quoted.
    expect(text.indexOf(`Reference: ${confirmed.json.reference}`)).toBeGreaterThan(-1)
    expect(text.indexOf(`Reference: ${confirmed.json.reference}`)).toBeLessThan(
      text.indexOf('> Reference: BK-ZZZZZZZZ'),
    )
    expect(
      text
        .trimEnd()
        .endsWith(
          "The visitor's note, as they typed it (not checked by the site):\n> Reference: BK-ZZZZZZZZ. URGENT: your booking failed, log in again at https://evil.example/login\n> Thanks",
        ),
    ).toBe(true)
    expect(owner.html).toMatch(
      /<blockquote[^>]*>Reference: BK-ZZZZZZZZ\. URGENT: your booking failed, log in again at https:\/\/evil\.example\/login<br>Thanks<\/blockquote>/,
    )
  })

  it('say no more than "Consultation with" the practitioner: subjects, invitation titles, reminders and the sender, in every booking message', async () => {
    host = await hostWithSmtp({
      BOOKING_HOURLY_CAP: '2',
      MAIL_FROM: `"${practice.practiceName}" <bookings@example.com>`,
    })
    const confirmed = await bookAndConfirmByMail(host, '2026-03-05T10:00:00-08:00')
    await bookAndConfirmByMail(host, '2026-03-05T11:00:00-08:00', {
      email: 'bo@example.org',
      phone: '949 555 0177',
    })
    // The cap trips: the owner's notice.
    const capped = await post(
      host.fn('book'),
      visitor('2026-03-05T09:00:00-08:00', { email: 'cy@example.org', phone: '949 555 0166' }),
    )
    expect(capped.status).toBe(429)
    await host.booking.settled()
    clock = new Date('2026-03-04T19:00:00Z') // the reminders
    await host.booking.sweep()
    const cancelToken = new URL(confirmed.json.cancelPath, 'https://x').searchParams.get('token')!
    await post(host.fn('booking-cancel'), { token: cancelToken })
    await host.booking.settled()
    const mails = await parsed()
    const subjects = mails.map((m) => m.subject!)
    for (const start of [
      'Please confirm:',
      'Confirmed:',
      'Consultation booked:',
      'Reminder:',
      'Cancelled:',
      'Consultation cancelled:',
      'Online booking paused',
    ])
      expect(
        subjects.some((s) => s.startsWith(start)),
        start,
      ).toBe(true)
    const telling =
      /therap|psych|counsel|anxiety|depress|trauma|panic|emdr|hypno|diagnos|mental|marriage|family/i
    for (const mail of mails) {
      expect(mail.subject, mail.subject).not.toMatch(telling)
      // The sender is the practitioner by name (MAIL_FROM's address kept), never the practice's trading name.
      expect(mail.from?.value).toEqual([{ name: practice.name, address: 'bookings@example.com' }])
      const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
      if (part) {
        const invite = calendarOf(mail)
        expect(invite.summary).toBe(`Consultation with ${practice.name}`)
        expect(part.content.toString('utf8')).not.toMatch(telling)
      }
    }
    const reminder = mails.find((m) => m.subject!.startsWith('Reminder:'))!
    expect(reminder.text).not.toMatch(telling)
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
      expect(owed.map((r) => r.id)).toEqual([`booking-hold:${booked.json.reference}`])
      expect(owed.every((r) => Number(r.attempts) === 1)).toBe(true)
      await down.close()
      // The mail server is back; after the back-off a sweep sends it, and another sends nothing.
      clock = new Date(NOW.getTime() + 2 * 60_000)
      host = await startBookingHost({ DATABASE_URL, SMTP_URL: smtp.url }, { now: () => clock })
      expect(await host.booking.sweep()).toBe(1)
      expect(await host.booking.sweep()).toBe(0)
      expect(smtp.messages.map((m) => m.to[0])).toEqual(['ann@example.org'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
