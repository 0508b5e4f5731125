/**
 * The newsletter function on the real Node host: double opt-in through a real SMTP server on
 * loopback (messages parsed with mailparser), the sealed confirm link, RFC 8058 one-click
 * unsubscribe, the same answer for every address (given before the lookup), the honeypot, the
 * limits on confirmation e-mails per mailbox, domain and site, the site's origins and JSON only,
 * nothing of the address in links, logs or Message-IDs, the rate limit, and
 * `npm run subscribers`; on SQLite and Postgres.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ParsedMail, simpleParser } from 'mailparser'
import postgres from 'postgres'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { newsletterProblems, newsletterSettingsFromEnv } from '#functions/newsletter/config.ts'
import { createNewsletterHandler, NEWSLETTER_MESSAGES } from '#functions/newsletter/handler.ts'
import { listSubscribers } from '#functions/newsletter/store.ts'
import { type OrdersHost, startOrdersHost } from './host.ts'
import { type PostgresServer, startPostgres } from './postgres-server.ts'
import { type SmtpSink, startSmtp } from './smtp.ts'

let smtp: SmtpSink
let pg: PostgresServer
let dir: string
const SECRET = 'c41f9a7e2d8b3c6f0a5e1d9b7c3a8f2e6d4b0a1c'

beforeAll(async () => {
  ;[smtp, pg] = await Promise.all([startSmtp(), startPostgres()])
  dir = mkdtempSync(path.join(tmpdir(), 'newsletter-'))
}, 60_000)
afterAll(async () => {
  await Promise.all([smtp?.close(), pg?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

const stores = [
  { name: 'SQLite', url: () => `file:${path.join(dir, `${crypto.randomUUID()}.db`)}` },
  { name: 'Postgres', url: () => pg.url },
]

describe.each(stores)('newsletter ($name)', (store) => {
  let host: OrdersHost
  let databaseUrl: string
  let clock = Date.now()
  const env = () => ({
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    NEWSLETTER_SECRET: SECRET,
    SITE_URL: 'https://site.test',
    NEWSLETTER_RATE_LIMIT: '0',
  })
  const post = async (body: unknown, query = '', init: RequestInit = {}) => {
    const res = await fetch(`${host.newsletterUrl}${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    })
    return { status: res.status, json: (await res.json()) as Record<string, unknown> }
  }
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address))
  const subscribers = async () => listSubscribers((await host.orders.fulfilment()).store.db)

  beforeEach(async () => {
    databaseUrl = store.url()
    clock = Date.now()
    host = await startOrdersHost(env(), { now: () => new Date(clock) })
    if (store.name === 'Postgres') {
      await host.orders.fulfilment()
      const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
      await sql`truncate newsletter_subscribers, newsletter_requests, mail_outbox`
      await sql.end()
    }
  })
  afterEach(() => host.close())

  it('double opt-in: a confirmation e-mail with a signed link; only a confirmed address is listed; one-click unsubscribe', async () => {
    const address = `reader-${crypto.randomUUID().slice(0, 8)}@example.org`
    expect(await post({ email: address })).toEqual({
      status: 202,
      json: { status: 'check-your-inbox', email: 'sent' },
    })
    await host.orders.settled()
    expect(mailsTo(address)).toHaveLength(1)
    // The log names the message, never the reader: no address (nor its local part) in any line.
    expect(host.logs.some((line) => line.startsWith('mail: newsletter-confirm:'))).toBe(true)
    expect(host.logs.join('\n')).not.toContain(address.split('@')[0])
    const mail: ParsedMail = await simpleParser(mailsTo(address)[0]!.raw)
    expect(mail.subject).toContain('Please confirm')
    const confirmUrl = /https:\/\/site\.test\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.text!)![0]
    expect(mail.html).toContain(confirmUrl)
    // RFC 8058: the one-click header and the POST marker; a visible link in both parts.
    const line = mail.headerLines.find((h) => h.key === 'list-unsubscribe')!.line.replace(/\r\n\s+/g, '')
    const oneClick = /<(https?:[^>]+)>/.exec(line)![1]!
    expect(oneClick).toMatch(/\/functions\/v1\/newsletter\?action=unsubscribe&token=/)
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )
    expect(mail.text).toContain('https://site.test/newsletter/unsubscribe?token=')
    expect(mail.html).toContain('Unsubscribe')

    // Not on the list until confirmed.
    expect(await subscribers()).toEqual([])
    const token = new URL(confirmUrl).searchParams.get('token')!
    expect(await post({ token }, '?action=confirm')).toEqual({ status: 200, json: { status: 'confirmed' } })
    expect(await post({ token }, '?action=confirm')).toEqual({ status: 200, json: { status: 'confirmed' } })
    expect((await subscribers()).map((s) => s.email)).toEqual([address])

    // A second sign-up of a confirmed address: the same answer, no e-mail.
    expect((await post({ email: address.toUpperCase() })).status).toBe(202)
    await host.orders.settled()
    expect(mailsTo(address)).toHaveLength(1)

    // One-click unsubscribe as a mail client sends it (the host of the URL is this test server).
    const url = new URL(oneClick)
    const oneClickHere = `${host.newsletterUrl}${url.search}`
    for (let i = 0; i < 2; i++) {
      const res = await fetch(oneClickHere, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(res.status).toBe(200)
    }
    expect(await subscribers()).toEqual([])
    // Nothing keeps the address: not the confirmation e-mail's row either.
    const db = (await host.orders.fulfilment()).store.db
    expect(await db.query('select id from mail_outbox where recipient = $1', [address])).toEqual([])
    // The confirm link no longer brings it back.
    expect((await post({ token }, '?action=confirm')).status).toBe(410)
  })

  it('an expired or forged link is refused; a new sign-up sends a new link', async () => {
    const address = `late-${crypto.randomUUID().slice(0, 8)}@example.org`
    await post({ email: address })
    await host.orders.settled()
    const mail = await simpleParser(mailsTo(address)[0]!.raw)
    const token = new URL(
      /https:\/\/site\.test\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.text!)![0],
    ).searchParams.get('token')!
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await post({ token: forged }, '?action=confirm')).toEqual({
      status: 400,
      json: { error: NEWSLETTER_MESSAGES.invalidLink },
    })
    // An unsubscribe link cannot confirm, nor the other way round.
    expect((await post({ token }, '?action=unsubscribe')).status).toBe(400)

    clock += 49 * 3600_000
    expect(await post({ token }, '?action=confirm')).toEqual({
      status: 410,
      json: { error: NEWSLETTER_MESSAGES.expired },
    })
    expect(await subscribers()).toEqual([])
    expect((await post({ email: address })).status).toBe(202)
    await host.orders.settled()
    expect(mailsTo(address)).toHaveLength(2)
  })

  it('refuses a malformed address with 400; a honeypot gets the same answer and nothing; asking twice sends one e-mail', async () => {
    for (const bad of [{ email: 'not-an-address' }, { email: '' }, {}, { email: `${'a'.repeat(250)}@x.org` }])
      expect(await post(bad)).toMatchObject({ status: 400 })
    expect((await post('{not json')).status).toBe(400)
    const bot = `bot-${crypto.randomUUID().slice(0, 8)}@example.org`
    expect(await post({ email: bot, website: 'http://spam.example' })).toEqual({
      status: 202,
      json: { status: 'check-your-inbox', email: 'sent' },
    })
    const twice = `twice-${crypto.randomUUID().slice(0, 8)}@example.org`
    await post({ email: twice })
    await post({ email: twice })
    await host.orders.settled()
    expect(mailsTo(bot)).toHaveLength(0)
    expect(mailsTo(twice)).toHaveLength(1)
    expect((await fetch(host.newsletterUrl)).status).toBe(405)
  })

  it('one confirmation e-mail per mailbox per 10 minutes and 3 a day, however the address is spelled; the same answer past a limit', async () => {
    const run = crypto.randomUUID().slice(0, 8)
    const mailsToDomain = (domain: string) =>
      smtp.messages.filter((m) => m.to.some((t) => t.endsWith(`@${domain}`)))
    // One anonymous client: 22 tagged spellings of one mailbox at once.
    const bomb = `bomb-${run}.example`
    const answers = []
    for (let i = 0; i < 22; i++) answers.push(await post({ email: `bomb+${i}@${bomb}` }))
    await host.orders.settled()
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 202, json: { status: 'check-your-inbox', email: 'sent' } })]),
    )
    expect(mailsToDomain(bomb)).toHaveLength(1)

    // Gmail: case, dots, +tags and googlemail.com are one mailbox.
    const local = `reader${run}`
    const spellings = [
      `${local}@gmail.com`,
      `${local.slice(0, 1)}.${local.slice(1)}@gmail.com`,
      `${local}+1@gmail.com`,
      `${local.toUpperCase()}+2@googlemail.com`,
    ]
    const toReader = () =>
      smtp.messages.filter((m) => m.to.some((t) => t.replaceAll('.', '').startsWith(local)))
    for (const email of spellings) expect((await post({ email })).status).toBe(202)
    await host.orders.settled()
    expect(toReader()).toHaveLength(1)
    // Ten minutes on, one more may go; the fourth of the day does not; the next day again.
    for (const expected of [2, 3, 3]) {
      clock += 11 * 60_000
      await post({ email: `${local}+later@gmail.com` })
      await host.orders.settled()
      expect(toReader()).toHaveLength(expected)
    }
    clock += 24 * 3600_000
    await post({ email: `${local}@gmail.com` })
    await host.orders.settled()
    expect(toReader()).toHaveLength(4)
  })

  it('30 confirmation e-mails a day per domain and 40 an hour for the whole site', async () => {
    const run = crypto.randomUUID().slice(0, 8)
    const domain = `bulk-${run}.example`
    const sent = () => smtp.messages.filter((m) => m.to.some((t) => t.includes(run))).length
    for (let i = 0; i < 31; i++) expect((await post({ email: `person${i}@${domain}` })).status).toBe(202)
    await host.orders.settled()
    expect(sent()).toBe(30)
    for (let i = 0; i < 11; i++) await post({ email: `one@other${i}-${run}.example` })
    await host.orders.settled()
    expect(sent()).toBe(40)
    clock += 61 * 60_000
    await post({ email: `one@later-${run}.example` })
    await host.orders.settled()
    expect(sent()).toBe(41)
    expect(host.logs.filter((l) => l.includes('reached a confirmation limit')).length).toBeGreaterThanOrEqual(
      2,
    )
  })

  it('answers before the address is looked up: the answer comes while the store is busy', async () => {
    const db = (await host.orders.fulfilment()).store.db
    let release = () => {}
    const started = Promise.withResolvers<void>()
    const held = db.transaction(async (tx) => {
      // Holds the lock every sign-up takes (Postgres) or the database itself (SQLite).
      if (db.dialect === 'postgres')
        await tx.query("select pg_advisory_xact_lock(hashtext('newsletter_requests'))")
      started.resolve()
      await new Promise<void>((resolve) => (release = resolve))
    })
    await started.promise
    const address = `busy-${crypto.randomUUID().slice(0, 8)}@example.org`
    try {
      const answer = await Promise.race([
        post({ email: address }),
        new Promise((resolve) => setTimeout(() => resolve('no answer in 2 s'), 2000)),
      ])
      expect(answer).toEqual({ status: 202, json: { status: 'check-your-inbox', email: 'sent' } })
      expect(mailsTo(address)).toHaveLength(0)
    } finally {
      release()
      await held
    }
    await host.orders.settled()
    expect(mailsTo(address)).toHaveLength(1)
  })

  it('only the site and JSON: a cross-site text/plain POST and a foreign preflight are refused, with no CORS grant', async () => {
    const address = `cross-${crypto.randomUUID().slice(0, 8)}@example.org`
    const evil = await fetch(host.newsletterUrl, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      body: JSON.stringify({ email: address }),
    })
    expect(evil.status).toBe(403)
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(host.newsletterUrl, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const own = await fetch(host.newsletterUrl, {
      method: 'OPTIONS',
      headers: { Origin: 'https://site.test', 'Access-Control-Request-Method': 'POST' },
    })
    expect(own.status).toBe(204)
    expect(own.headers.get('access-control-allow-origin')).toBe('https://site.test')
    const plain = await fetch(host.newsletterUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ email: address }),
    })
    expect(plain.status).toBe(415)
    expect(await plain.json()).toEqual({ error: NEWSLETTER_MESSAGES.contentType })
    const fromSite = await post({ email: address }, '', {
      headers: { Origin: 'https://site.test', 'Content-Type': 'application/json' },
    })
    expect(fromSite.status).toBe(202)
    await host.orders.settled()
    expect(mailsTo(address)).toHaveLength(1)
  })

  it('links, log lines and Message-IDs do not carry the address, nor a plain digest of it', async () => {
    const address = `opaque-${crypto.randomUUID().slice(0, 8)}@example.org`
    await post({ email: address })
    await host.orders.settled()
    const mail = await simpleParser(mailsTo(address)[0]!.raw)
    const digest = createHash('sha256').update(address).digest('hex').slice(0, 16)
    const tokens = [...mail.text!.matchAll(/token=([\w.-]+)/g)].map((m) => m[1]!)
    expect(tokens.length).toBeGreaterThanOrEqual(2)
    const seen = [
      mail.messageId ?? '',
      ...host.logs,
      ...tokens,
      ...tokens.map((t) => Buffer.from(t, 'base64url').toString('latin1')),
    ].join('\n')
    for (const needle of [
      address,
      address.split('@')[0]!,
      digest,
      Buffer.from(address).toString('base64url').slice(0, 12),
    ])
      expect(seen).not.toContain(needle)
    expect(mail.messageId).toMatch(/^<newsletter-confirm\.[0-9a-f-]{36}@/)
  })
})

describe('newsletter configuration and rate limit', () => {
  it('production refuses to start without NEWSLETTER_SECRET, or with a short, repetitive or placeholder one', () => {
    expect(newsletterProblems(() => undefined, true).join()).toContain('NEWSLETTER_SECRET is not set')
    const problem = (value: string) =>
      newsletterProblems((n) => (n === 'NEWSLETTER_SECRET' ? value : undefined), false).join()
    expect(problem('short')).toContain('at least 32 characters')
    expect(problem('n'.repeat(40))).toContain('repeats too few characters')
    expect(problem('change-me-to-a-long-random-value-0123456789')).toContain('placeholder')
    expect(newsletterProblems((n) => (n === 'NEWSLETTER_SECRET' ? SECRET : undefined), true)).toEqual([])
  })

  it('a production host built without the secret anyway answers 503, sends nothing', async () => {
    const handler = createNewsletterHandler({
      settings: newsletterSettingsFromEnv(() => undefined, true),
      open: () => Promise.reject(new Error('not opened')),
    })
    const res = await handler(
      new Request('http://x.test/functions/v1/newsletter', { method: 'POST', body: '{}' }),
    )
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ error: NEWSLETTER_MESSAGES.notConfigured })
  })

  it('answers 429 past NEWSLETTER_RATE_LIMIT per client', async () => {
    const host = await startOrdersHost({
      DATABASE_URL: `file:${path.join(dir, 'limit.db')}`,
      NEWSLETTER_SECRET: SECRET,
      NEWSLETTER_RATE_LIMIT: '3',
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) {
        const res = await fetch(host.newsletterUrl, {
          method: 'POST',
          body: '{}',
          headers: { 'Content-Type': 'application/json' },
        })
        statuses.push(res.status)
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429])
    } finally {
      await host.close()
    }
  })

  it('npm run subscribers: table, CSV, JSON and remove', async () => {
    const databaseUrl = `file:${path.join(dir, 'cli.db')}`
    const { openOrderStore } = await import('#functions/hosts/stores.ts')
    const { confirmSubscription, requestSubscription } = await import('#functions/newsletter/store.ts')
    const s = await openOrderStore(databaseUrl)
    for (const email of ['a@example.org', 'b@example.org', 'pending@example.org']) {
      const keys = { mailbox: email, domain: email }
      await requestSubscription(s.db, email, new Date('2026-11-20T10:00:00Z'), keys, async () => ({}))
    }
    await confirmSubscription(s.db, 'a@example.org', new Date('2026-11-21T10:00:00Z'))
    await confirmSubscription(s.db, 'b@example.org', new Date('2026-11-22T10:00:00Z'))
    await s.close()
    const run = (...args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
        execFile(
          process.execPath,
          ['scripts/owner/subscribers.ts', ...args],
          { encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
        ),
      )
    expect((await run()).stdout).toContain('2 confirmed subscribers')
    expect((await run('--csv')).stdout).toBe(
      'email,confirmed_at\r\na@example.org,2026-11-21T10:00:00.000Z\r\nb@example.org,2026-11-22T10:00:00.000Z\r\n',
    )
    expect(JSON.parse((await run('--json')).stdout).map((x: { email: string }) => x.email)).toEqual([
      'a@example.org',
      'b@example.org',
    ])
    expect((await run('remove', 'A@example.org')).stdout).toContain('a@example.org removed.')
    expect((await run('remove', 'a@example.org')).stdout).toContain('was not on the list')
    expect((await run('remove', 'nope')).code).toBe(2)
    expect((await run('--json')).stdout).not.toContain('a@example.org')
  }, 120_000)
})
