/** `npm run bookings` as a real process against a SQLite store the test filled, with SMTP on loopback. */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ICAL from 'ical.js'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { practice } from '#core/config/practice.ts'
import { openBookingStore } from '#functions/hosts/stores.ts'
import { recordAction } from '#functions/owner-actions/store.ts'
import { type SmtpSink, startSmtp } from '#tests/orders/smtp.ts'
import { bookConfirmed } from './support.ts'

let dir: string
let databaseUrl: string
let smtp: SmtpSink
const refs: string[] = []

function bookings(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/owner/bookings.ts', ...args], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        OWNER_EMAIL: 'owner@example.com',
      },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bookings-cli-'))
  databaseUrl = `file:${path.join(dir, 'orders.db')}`
  smtp = await startSmtp()
  const store = await openBookingStore(databaseUrl)
  for (const [iso, name] of [
    ['2027-02-02T17:30:00Z', '=HYPERLINK("http://x.test","click")'],
    ['2027-02-01T17:00:00Z', 'Ann Lee'],
    ['2020-01-01T17:00:00Z', 'Long Past'],
  ] as const) {
    const r = await bookConfirmed(store, {
      start: Date.parse(iso),
      end: Date.parse(iso) + 900_000,
      day: iso.slice(0, 10),
      name,
      email: 'ann@example.org',
      phone: '(949) 555-0100',
      contactMethod: 'phone',
      note: 'Line one, "two"',
    })
    if (r.outcome === 'booked') refs.push(r.booking.ref)
  }
  await store.close()
})

afterAll(async () => {
  await smtp?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('npm run bookings', () => {
  it('lists the upcoming consultations, soonest first, in the practice time zone', async () => {
    const { status, stdout } = await bookings()
    expect(status).toBe(0)
    // The upcoming table, then what the owner cancelled (none yet).
    const [table, cancelled] = stdout.trim().split('\n\n')
    expect(cancelled).toBe('Consultations cancelled by the owner: none yet.')
    const lines = table!.split('\n')
    expect(lines[0]).toMatch(/^When\s+Name\s+How\s+E-mail\s+Reference$/)
    expect(lines[2]).toContain('Mon, Feb 1, 9:00 AM PST')
    expect(lines[2]).toContain(refs[1])
    expect(lines).toHaveLength(4)
    expect(stdout).not.toContain('Long Past')
  })

  it('--json and --csv carry every field; a formula-like name is defused', async () => {
    const json = JSON.parse((await bookings('--json')).stdout)
    expect(json[0]).toMatchObject({
      ref: refs[1],
      start: '2027-02-01T09:00:00-08:00',
      phone: '(949) 555-0100',
      status: 'booked',
    })
    const csv = (await bookings('--csv')).stdout.split('\r\n')
    expect(csv[0]).toBe(
      'reference,start,end,name,email,phone,contact_method,note,created_at,reminded_at,status,cancelled_at,cancelled_by',
    )
    expect(csv[2]).toContain(`"'=HYPERLINK(""http://x.test"",""click"")"`)
    expect(csv[1]).toContain('"Line one, ""two"""')
  })

  it('cancel <ref> cancels, e-mails the visitor a METHOD:CANCEL, and says "already" the second time', async () => {
    const first = await bookings('cancel', refs[1]!)
    expect(first.status).toBe(0)
    expect(first.stdout).toContain(`${refs[1]} (Mon, Feb 1, 9:00 AM PST, Ann Lee) cancelled`)
    const mails = await Promise.all(smtp.messages.map((m) => simpleParser(m.raw)))
    const toVisitor = mails.find((m) =>
      m.subject?.startsWith(`Cancelled: Consultation with ${practice.name}`),
    )!
    expect(toVisitor.text).toContain('had to cancel')
    const ics = toVisitor.attachments.find((a) => a.contentType.startsWith('text/calendar'))!
    expect(new ICAL.Component(ICAL.parse(ics.content.toString())).getFirstPropertyValue('method')).toBe(
      'CANCEL',
    )
    const again = await bookings('cancel', refs[1]!)
    expect(again.stdout).toContain('was already cancelled')
    const [table, cancelled] = (await bookings()).stdout.trim().split('\n\n')
    expect(table).not.toContain(refs[1])
    // Recorded once: who, what, when.
    expect(cancelled).toMatch(
      new RegExp(
        `^Consultations cancelled by the owner \\(latest 1\\):\\n .+  ${refs[1]}  client told  by command line$`,
      ),
    )
  })

  it('lists the days the owner closed to new bookings from her notices', async () => {
    const store = await openBookingStore(databaseUrl)
    await store.blockDay('2027-02-03', new Date('2027-01-20T18:00:00Z'))
    await recordAction(
      store.db,
      {
        action: 'block-day',
        subject: '2027-02-03',
        actor: 'e-mail link',
        detail: 'free times closed; bookings kept',
      },
      new Date('2027-01-20T18:00:00Z'),
    )
    await store.close()
    const { status, stdout } = await bookings()
    expect(status).toBe(0)
    const blocked = stdout.trim().split('\n\n').at(-1)
    expect(blocked).toMatch(
      /^Days closed to new bookings by the owner \(latest 1; bookings already made kept\):\n .+ {2}2027-02-03 {2}by e-mail link$/,
    )
  })

  it('--all --csv exports every booking kept, past and cancelled ones too, before purge removes the past', async () => {
    const all = (await bookings('--all', '--csv')).stdout.split('\r\n').filter(Boolean)
    expect(all).toHaveLength(1 + refs.length)
    for (const ref of refs) expect(all.some((row) => row.includes(ref))).toBe(true)
    expect(all.find((row) => row.includes(refs[1]!))).toContain('cancelled')
    expect((await bookings('--csv')).stdout).not.toContain(refs[2])
  })

  it('purge deletes the bookings more than 12 months past, and only those', async () => {
    const purged = await bookings('purge')
    expect(purged.stdout).toContain('1 booking(s) more than 12 months past deleted.')
    const store = await openBookingStore(databaseUrl)
    try {
      expect(await store.get(refs[2]!)).toBeNull()
      expect(await store.get(refs[0]!)).not.toBeNull()
    } finally {
      await store.close()
    }
  })

  it('refuses a malformed reference (2) and names an unknown one (1)', async () => {
    const bad = await bookings('cancel', "BK-1'; drop table bookings")
    expect(bad.status).toBe(2)
    expect(bad.stderr).toContain('is not a booking reference')
    const unknown = await bookings('cancel', 'BK-ZZZZZZZZ')
    expect(unknown.status).toBe(1)
    expect((await bookings('frobnicate')).status).toBe(2)
  })
})
