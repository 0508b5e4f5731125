/**
 * A newsletter issue from its send date to the last copy, through the real parts: the Node host's
 * sweep owes the owner one preview (SMTP on loopback, parsed), its signed "Send to N subscribers"
 * link is confirmed through the owner-action function, and the copies go through the outbox under
 * the rate. The mail server starts refusing halfway, some readers unsubscribe mid-send, the server
 * restarts as two servers on the same database: every confirmed subscriber still gets exactly one
 * copy, the unsubscribed none, each copy with a plain-text part and one-click unsubscribe headers
 * that work when POSTed (RFC 8058). SQLite and Postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import postgres from 'postgres'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NewsletterIssue } from '#core/content/schemas/newsletter.ts'
import { issueProgress, NEWSLETTER_ISSUE_KIND } from '#functions/newsletter/issues.ts'
import { listSubscribers } from '#functions/newsletter/store.ts'
import { signToken } from '#functions/newsletter/token.ts'
import { listActions } from '#functions/owner-actions/store.ts'
import type { SqlDriver } from '#functions/platform/db/sql.ts'
import { describeIssue } from '#scripts/owner/subscribers.ts'
import { type HostFunctions, hostFunctions } from '#server/functions.ts'
import { type PostgresServer, startPostgres } from '#tests/orders/postgres-server.ts'

const OWNER_SECRET = 'k9Vq2Lw7Rt4Zp8Xn3Bm6Hj1Df5Gs0Ac9Ey2Uo7Ii4'
const NEWSLETTER_SECRET = 'n4Wr8Tq1Yp6Zs3Xv9Bk2Hm7Dj5Gf0Lc8Ea1Uo6Ii3'
const OWNER = 'owner@practice.example'
const SITE_URL = 'https://practice.example'
const RATE = 100
const CONFIRMED = 510
const UNSUBSCRIBED_MIDWAY = 10
const ACCEPTED_BEFORE_FAILING = 250

const issue = (slug: string, over: Partial<NewsletterIssue> = {}): NewsletterIssue => ({
  slug,
  subject: 'December: one breath at a time',
  preheader: 'A five-minute exercise for the busy weeks.',
  sendOn: '2026-12-01',
  draft: false,
  markdown: 'Hello,\n\nBreathe in for four, out for six.\n\nWarmly,',
  html: '<p>Hello,</p>\n<p>Breathe in for four, out for six.</p>\n<p>Warmly,</p>\n',
  ...over,
})
const ISSUES = [
  issue('december-2026'),
  issue('sample-issue', { draft: true }),
  issue('january-2027', { sendOn: '2027-01-05' }),
]

/** An SMTP server on loopback that keeps what it accepts and, once told, refuses with 451. */
interface FlakySmtp {
  url: string
  messages: { to: string[]; raw: string }[]
  failAfter: number
  close(): Promise<void>
}
async function startFlakySmtp(): Promise<FlakySmtp> {
  const sink: Omit<FlakySmtp, 'url' | 'close'> = { messages: [], failAfter: Number.POSITIVE_INFINITY }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS lookup of 127.0.0.1 per connection: the copies' cost is then the site's own.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (sink.messages.length >= sink.failAfter)
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        sink.messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FlakySmtp
}

let smtp: FlakySmtp
let pg: PostgresServer
let dir: string
beforeAll(async () => {
  ;[smtp, pg] = await Promise.all([startFlakySmtp(), startPostgres()])
  dir = mkdtempSync(path.join(tmpdir(), 'issue-send-'))
}, 60_000)
afterAll(async () => {
  await Promise.all([smtp?.close(), pg?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

const stores = [
  { name: 'SQLite', url: () => `file:${path.join(dir, 'orders.db')}` },
  { name: 'Postgres', url: () => pg.url },
]

describe.each(stores)('a newsletter issue ($name)', (store) => {
  it('previews once, sends on the signed press, exactly once per confirmed subscriber across a failing mail server and a restart as two servers', async () => {
    smtp.messages.length = 0
    smtp.failAfter = Number.POSITIVE_INFINITY
    if (store.name === 'Postgres') {
      const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
      await sql`drop schema public cascade`
      await sql`create schema public`
      await sql.end()
    }
    let clock = new Date('2026-12-02T09:00:00Z').getTime()
    const now = () => new Date(clock)
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: store.url(),
      SMTP_URL: smtp.url,
      OWNER_EMAIL: OWNER,
      SITE_URL,
      OWNER_ACTIONS_SECRET: OWNER_SECRET,
      OWNER_ACTIONS_RATE_LIMIT: '0',
      NEWSLETTER_SECRET,
      NEWSLETTER_RATE_LIMIT: '0',
      NEWSLETTER_SEND_RATE: String(RATE),
    }
    const start = () => hostFunctions(env, { sweep: false, log: () => {}, newsletterIssues: ISSUES, now })
    const dbOf = async (host: HostFunctions): Promise<SqlDriver> => (await host.orders.fulfilment()).store.db
    const stop = async (host: HostFunctions) => {
      await host.orders.close()
      await host.booking.close()
    }
    const ownerAction = (host: HostFunctions, body: unknown, method = 'POST') =>
      host.functions['owner-action']!(
        new Request(`${SITE_URL}/functions/v1/owner-action`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'POST' ? JSON.stringify(body) : undefined,
        }),
      )
    const oneClick = (host: HostFunctions, url: string) =>
      host.functions.newsletter!(
        new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
      )
    const copies = () => smtp.messages.filter((m) => !m.to.includes(OWNER))

    // Confirmed readers, and two sign-ups never confirmed (they get nothing).
    const a = start()
    const db = await dbOf(a)
    const readers = Array.from(
      { length: CONFIRMED },
      (_, i) => `reader${String(i).padStart(4, '0')}@example.org`,
    )
    await db.transaction(async (tx) => {
      for (const email of readers)
        await tx.query(
          "insert into newsletter_subscribers (email, status, requested_at, confirmed_at) values ($1, 'confirmed', $2, $2)",
          [email, now().toISOString()],
        )
      for (const email of ['pending1@example.org', 'pending2@example.org'])
        await tx.query(
          "insert into newsletter_subscribers (email, status, requested_at) values ($1, 'pending', $2)",
          [email, now().toISOString()],
        )
    })

    // The sweep sees the issue due: one preview to the owner, however often it runs; the draft and
    // the issue of a later date get none.
    let mark = performance.now()
    const phase = (name: string) => {
      console.info(`[${store.name}] ${name}: ${Math.round(performance.now() - mark)} ms`)
      mark = performance.now()
    }
    await a.orders.sweep()
    await a.orders.sweep()
    phase('preview')
    expect(smtp.messages.map((m) => m.to)).toEqual([[OWNER]])
    const preview = await simpleParser(smtp.messages[0]!.raw)
    expect(preview.subject).toBe('Preview: December: one breath at a time')
    expect(preview.text).toContain('Breathe in for four, out for six.')
    const link =
      /Send to 510 confirmed subscribers: (https:\/\/practice\.example\/owner\/send#token=\S+)/.exec(
        preview.text ?? '',
      )?.[1]
    expect(link, preview.text).toBeTruthy()
    const token = new URL(link!).hash.replace('#token=', '')
    expect(copies()).toHaveLength(0)

    // Following the link does nothing; the page's look shows the count; a forged token is refused.
    expect((await ownerAction(a, null, 'GET')).status).toBe(405)
    const look = await ownerAction(a, { token, step: 'look' })
    expect(await look.json()).toMatchObject({
      action: 'send-newsletter',
      state: 'ready',
      recipients: CONFIRMED,
    })
    const forged = await ownerAction(a, { token: `${token.slice(0, -3)}AAA`, step: 'do' })
    expect(forged.status).toBe(400)
    expect(copies()).toHaveLength(0)

    // The press: copies owed at once; the first minute's go out; the mail server then starts refusing.
    smtp.failAfter = smtp.messages.length + ACCEPTED_BEFORE_FAILING
    const sendStarted = performance.now()
    const pressed = await ownerAction(a, { token, step: 'do' })
    expect(await pressed.json()).toMatchObject({ state: 'done', recipients: CONFIRMED })
    await a.orders.settled()
    phase('press and first minute')
    expect(copies()).toHaveLength(RATE)
    // The same link again changes nothing.
    expect(await (await ownerAction(a, { token, step: 'do' })).json()).toMatchObject({ state: 'already' })
    const perRound: number[] = [copies().length]
    for (let round = 0; round < 3; round++) {
      const before = copies().length
      await a.orders.sweep()
      perRound.push(copies().length - before)
      clock += 61_000
      await a.orders.sweep()
      perRound.push(copies().length - before - perRound.at(-1)!)
    }
    expect(copies()).toHaveLength(ACCEPTED_BEFORE_FAILING)
    phase('until the mail server refuses')

    // Some readers whose copy has not gone yet unsubscribe meanwhile (one-click, as their mail app would).
    const sentTo = new Set(copies().flatMap((m) => m.to))
    const leaving = readers.filter((r) => !sentTo.has(r)).slice(0, UNSUBSCRIBED_MIDWAY)
    for (const email of leaving) {
      const t = await signToken(NEWSLETTER_SECRET, 'unsubscribe', email, null)
      const res = await oneClick(a, `${SITE_URL}/functions/v1/newsletter?action=unsubscribe&token=${t}`)
      expect(res.status).toBe(200)
    }

    // A restart, as two servers on one database, with the mail server back.
    await stop(a)
    smtp.failAfter = Number.POSITIVE_INFINITY
    const [b, c] = [start(), start()]
    clock += 10 * 60_000
    const resumed = performance.now()
    const resumedAt = copies().length
    for (let round = 0; round < 20; round++) {
      const before = copies().length
      await Promise.all([b.orders.sweep(), c.orders.sweep()])
      perRound.push(copies().length - before)
      const [left] = await (await dbOf(b)).query<{ n: number | string }>(
        'select count(*) as n from mail_outbox where kind = $1 and sent_at is null',
        [NEWSLETTER_ISSUE_KIND],
      )
      if (Number(left?.n) === 0) break
      clock += 61_000
    }
    const resumedMs = performance.now() - resumed
    phase('after the restart')
    const elapsedMs = performance.now() - sendStarted

    // Exactly one copy per confirmed subscriber still subscribed; none to the unsubscribed or pending.
    const all = copies()
    expect(all).toHaveLength(CONFIRMED - UNSUBSCRIBED_MIDWAY)
    const recipients = all.flatMap((m) => m.to)
    expect(new Set(recipients).size).toBe(recipients.length)
    expect(recipients.filter((r) => leaving.includes(r) || r.startsWith('pending'))).toEqual([])
    // No minute of the clock carried more than the rate.
    expect(Math.max(...perRound)).toBeLessThanOrEqual(RATE)
    expect(smtp.messages.filter((m) => m.to.includes(OWNER))).toHaveLength(1)

    const bDb = await dbOf(b)
    const [progress] = await issueProgress(bDb)
    expect(progress).toMatchObject({
      slug: 'december-2026',
      recipients: CONFIRMED,
      sent: CONFIRMED - UNSUBSCRIBED_MIDWAY,
      waiting: 0,
      removed: UNSUBSCRIBED_MIDWAY,
    })
    expect(describeIssue(progress!)).toContain(`sent ${CONFIRMED - UNSUBSCRIBED_MIDWAY}/${CONFIRMED}`)
    expect(await listActions(bDb, ['send-newsletter'])).toEqual([
      expect.objectContaining({
        action: 'send-newsletter',
        subject: 'december-2026',
        detail: '510 subscribers',
      }),
    ])

    // What the send leaves in the database (before the readers below unsubscribe).
    const [left] = await bDb.query<Record<string, number | string>>(
      `select count(*) as n, sum(length(id) + length(kind) + length(recipient) + length(payload)
         + coalesce(length(last_error), 0)) as text_bytes from mail_outbox where kind = $1`,
      [NEWSLETTER_ISSUE_KIND],
    )
    const [issueRow] = await bDb.query<Record<string, number | string>>(
      `select length(subject) + length(preheader) + length(markdown) + length(html) as text_bytes from newsletter_issues`,
    )
    // On Postgres, the table's size on disk with its indexes (the 501 rows are nearly all it holds).
    const disk =
      bDb.dialect === 'postgres'
        ? (await bDb.query<{ n: number | string }>("select pg_total_relation_size('mail_outbox') as n"))[0]!.n
        : 'n/a'
    const copyMs = resumedMs / (all.length - resumedAt)
    console.info(
      `[${store.name}] ${all.length} copies; after the restart ${all.length - resumedAt} in ${Math.round(resumedMs)} ms (${copyMs.toFixed(1)} ms a copy, claims and SMTP on loopback included); whole test send ${Math.round(elapsedMs)} ms on a moved clock; per round ${perRound.join(',')}; rows left: ${left!.n} outbox rows, ${left!.text_bytes} bytes of text in them, plus the issue row's ${issueRow!.text_bytes} bytes; mail_outbox on disk ${disk} bytes`,
    )

    // Every copy: a plain-text part, its own one-click unsubscribe that works when POSTed.
    phase('checks')
    const parsed = await Promise.all(all.map((m) => simpleParser(m.raw)))
    const urls = new Set<string>()
    for (const mail of parsed) {
      expect(mail.subject).toBe('December: one breath at a time')
      expect(mail.text).toContain('Breathe in for four, out for six.')
      expect(mail.html).toContain('<p>Breathe in for four, out for six.</p>')
      const line = (key: string) => String(mail.headerLines.find((h) => h.key === key)?.line ?? '')
      expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
      const header = line('list-unsubscribe')
      const url = /<(https:\/\/[^>]+)>/.exec(header.replace(/\r?\n\s+/g, ''))?.[1]
      expect(url, header).toMatch(/\/functions\/v1\/newsletter\?action=unsubscribe&token=/)
      urls.add(url!)
    }
    expect(urls.size).toBe(all.length)
    for (const url of urls) expect((await oneClick(b, url)).status).toBe(200)
    expect(await listSubscribers(bDb)).toEqual([])
    phase('parse and unsubscribe every copy')

    await Promise.all([stop(b), stop(c)])
  }, 240_000)
})
