/**
 * A local trial tells the truth: `npm start` without SITE_URL outside production puts its own
 * address in the links of the e-mails it writes (not the profile's public address, which a trial
 * does not serve), and booking and cancelling answer what happened to the e-mail, so the page can say it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { practice } from '#core/config/practice.ts'
import { tokenSigner } from '#functions/booking/token.ts'
import { freePort } from '#scripts/smoke.ts'
import {
  type BookingHost,
  confirmUrl,
  NOW,
  post as postJson,
  startBookingHost,
  TEST_SECRET,
  visitor,
} from '#tests/booking/support.ts'
import { startSmtp } from '#tests/orders/smtp.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const running: ChildProcess[] = []
const folders: string[] = []
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGTERM')
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

/** `npm start`'s server (the build is not needed for the functions) on a free port, with its own data. */
async function startLocal(env: Record<string, string> = {}) {
  const data = mkdtempSync(path.join(tmpdir(), 'local-trial-'))
  folders.push(data)
  const port = await freePort()
  const child = spawn(process.execPath, ['server/start.js'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      SKIP_BUILD: '1',
      PORT: String(port),
      LOG_REQUESTS: '0',
      DATABASE_URL: `file:${path.join(data, 'orders.db')}`,
      OUTBOX_DIR: path.join(data, 'outbox'),
      ...env,
    },
  })
  running.push(child)
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (c) => {
      output += c
      if (output.includes('Serving on')) resolve()
    })
    child.stderr!.on('data', (c) => (output += c))
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)))
  })
  return { origin: `http://localhost:${port}`, outbox: path.join(data, 'outbox') }
}

/** Signs up and returns the confirmation e-mail the server wrote to its outbox folder. */
async function signUpMail(origin: string, outbox: string): Promise<string> {
  const res = await fetch(`${origin}/functions/v1/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reader@alvareztherapy.org' }),
  })
  expect(res.status).toBe(202)
  expect(await res.json()).toMatchObject({ email: 'local-folder' })
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const files = (() => {
      try {
        return readdirSync(outbox).filter((n) => n.endsWith('.eml'))
      } catch {
        return []
      }
    })()
    if (files.length) return readFileSync(path.join(outbox, files[0]!), 'utf8').replace(/=\r?\n/g, '')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('no e-mail written to the outbox folder')
}

describe('links in local e-mails', () => {
  it('lead to the local server when not in production and SITE_URL is not set', async () => {
    const { origin, outbox } = await startLocal()
    const mail = await signUpMail(origin, outbox)
    expect(mail).toContain(`${origin}/newsletter/confirm?`)
    expect(mail).toContain(`${origin}/newsletter/unsubscribe?`)
    expect(mail).not.toContain(`${practice.siteUrl}/newsletter`)
  })

  it('lead where SITE_URL says when it is set', async () => {
    const { origin, outbox } = await startLocal({ SITE_URL: 'http://preview.alvareztherapy.org:8080' })
    const mail = await signUpMail(origin, outbox)
    expect(mail).toContain('http://preview.alvareztherapy.org:8080/newsletter/confirm?')
    expect(mail).not.toContain(`${origin}/newsletter`)
  })
})

describe('what booking and cancelling say about the e-mail', () => {
  let host: BookingHost | undefined
  afterEach(async () => {
    await host?.close()
    host = undefined
  })

  const bookAndCancel = async () => {
    const days = (await (await fetch(`${host!.fn('booking-slots')}?from=2026-03-03&days=1`)).json()) as {
      days: { slots: string[] }[]
    }
    const booked = await postJson(host!.fn('book'), visitor(days.days[0]!.slots[0]!))
    expect(booked.status).toBe(201)
    // The confirm link's token, as the hold e-mail carries it.
    const confirmToken = await tokenSigner(TEST_SECRET).sign(booked.json.reference, 'confirm')
    const confirmed = await postJson(confirmUrl(host!), { token: confirmToken })
    expect(confirmed.status).toBe(200)
    const token = new URLSearchParams(String(confirmed.json.cancelPath).split('?')[1]).get('token')
    const cancelled = await postJson(host!.fn('booking-cancel'), { token })
    expect(cancelled.status).toBe(200)
    return { booked: booked.json.email, confirmed: confirmed.json.email, cancelled: cancelled.json.email }
  }

  it('saved in the outbox folder without a mail server', async () => {
    host = await startBookingHost({}, { now: () => NOW })
    expect(await bookAndCancel()).toEqual({
      booked: 'local-folder',
      confirmed: 'local-folder',
      cancelled: 'local-folder',
    })
  })

  it('on its way with one', async () => {
    const smtp = await startSmtp()
    try {
      host = await startBookingHost({ SMTP_URL: smtp.url }, { now: () => NOW })
      expect(await bookAndCancel()).toEqual({ booked: 'sent', confirmed: 'sent', cancelled: 'sent' })
    } finally {
      await smtp.close()
    }
  })
})
