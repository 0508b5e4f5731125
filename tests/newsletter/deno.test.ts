/**
 * A newsletter issue on the Supabase host, under real Deno, against Postgres and an SMTP server on
 * loopback (parsed with mailparser): the maintenance call owes and sends the owner one preview with
 * the signed /owner/send link; her look then do on the owner-action function owes the copies, and
 * its own sweep sends them (NEWSLETTER_SEND_RATE set above their number, so none waits for the
 * maintenance call): exactly one per confirmed subscriber, none to a sign-up never confirmed, each
 * with a text part and one-click unsubscribe headers; the same press again is 'already' and sends
 * nothing. The entries read content/newsletter as bundled, so the issues are swapped (an import
 * map over their deno.json) for the test's own: one due, one a draft, one of a later date (and the
 * owner's daily digest turned off).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WEEKDAYS } from '#core/content/schemas/booking.ts'
import type { NewsletterIssue } from '#core/content/schemas/newsletter.ts'
import { MAINTENANCE_SECRET_HEADER } from '#functions/maintenance/handler.ts'
import { issueProgress, NEWSLETTER_ISSUE_KIND } from '#functions/newsletter/issues.ts'
import { listActions } from '#functions/owner-actions/store.ts'
import {
  configWithImports,
  DENO_START_TIMEOUT_MS,
  type DenoFunction,
  dataModule,
  startDenoFunction,
} from '#tests/support/deno.ts'
import { type SupabaseBackends, startSupabaseBackends } from '#tests/support/supabase-backends.ts'

const MAINTENANCE_SECRET = 'm'.repeat(48)
const OWNER = 'owner@practice.example'
const SITE_URL = 'https://site.test'
const CONFIRMED = 12
/** Copies a minute: well above CONFIRMED, so no copy waits a minute for the rate. */
const RATE = 1000
const DAY = 24 * 3_600_000
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

const issue = (slug: string, over: Partial<NewsletterIssue> = {}): NewsletterIssue => ({
  slug,
  subject: 'December: one breath at a time',
  preheader: 'A five-minute exercise for the busy weeks.',
  // Deno runs on the real clock: a send date already passed.
  sendOn: dayOf(Date.now() - DAY),
  draft: false,
  markdown: 'Hello,\n\nBreathe in for four, out for six.\n\nWarmly,',
  html: '<p>Hello,</p>\n<p>Breathe in for four, out for six.</p>\n<p>Warmly,</p>\n',
  ...over,
})
const ISSUES = [
  issue('december-deno'),
  issue('draft-deno', { draft: true }),
  issue('later-deno', { sendOn: dayOf(Date.now() + 30 * DAY) }),
]

let backends: SupabaseBackends
let dir: string
let maintenance: DenoFunction
let action: DenoFunction

beforeAll(async () => {
  backends = await startSupabaseBackends('sk_test_deno_newsletter')
  dir = mkdtempSync(path.join(tmpdir(), 'newsletter-deno-'))
  const module = dataModule(dir, 'newsletter-issues', ISSUES)
  // The owner's daily digest off: on the real clock it may fall due during the test, and the owner's
  // only e-mail here is to be the preview.
  const digest = dataModule(dir, 'digest-settings', { enabled: false, time: '07:30', days: WEEKDAYS })
  const env = {
    ...backends.env,
    OWNER_EMAIL: OWNER,
    SITE_URL,
    MAINTENANCE_SECRET,
    OWNER_ACTIONS_SECRET: 'Wm3Tq8Zr1Xk6Lb4Nc9Vj2Hp7Fs5Gd0Ya3Eu8Io1',
    OWNER_ACTIONS_RATE_LIMIT: '0',
    // One key for both functions: the copies' unsubscribe links and ids are signed with it.
    NEWSLETTER_SECRET: 'q7Hn2Vx5Kt9Bw1Rm4Zp8Ls3Dj6Gc0Fe7Ya2Uo5Ii9',
    NEWSLETTER_RATE_LIMIT: '0',
    NEWSLETTER_SEND_RATE: String(RATE),
  }
  const config = (name: string) =>
    configWithImports(name, dir, {
      '#core/content/generated/newsletter.ts': module,
      '#core/content/generated/digest.ts': digest,
    })
  ;[maintenance, action] = await Promise.all([
    startDenoFunction('maintenance', env, { config: config('maintenance') }),
    startDenoFunction('owner-action', env, { config: config('owner-action') }),
  ])
}, DENO_START_TIMEOUT_MS + 60_000)

afterAll(async () => {
  for (const f of [maintenance, action]) f?.stop()
  await backends?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const callMaintenance = async () => {
  const res = await fetch(maintenance.url, {
    method: 'POST',
    headers: { [MAINTENANCE_SECRET_HEADER]: MAINTENANCE_SECRET },
  })
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  return { status: res.status, json: (await res.json()) as Record<string, any> }
}

const press = async (body: unknown) => {
  const res = await fetch(action.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_URL },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

describe('a newsletter issue on the Supabase host under Deno (Postgres, SMTP)', () => {
  it('previews once, sends one copy per confirmed subscriber on the signed press, and a second press sends nothing', async () => {
    const { smtp, store } = backends
    const db = store.db
    const at = new Date().toISOString()
    const readers = Array.from(
      { length: CONFIRMED },
      (_, i) => `reader${String(i).padStart(2, '0')}@example.org`,
    )
    await db.transaction(async (tx) => {
      for (const email of readers)
        await tx.query(
          "insert into newsletter_subscribers (email, status, requested_at, confirmed_at) values ($1, 'confirmed', $2, $2)",
          [email, at],
        )
      await tx.query(
        "insert into newsletter_subscribers (email, status, requested_at) values ($1, 'pending', $2)",
        ['pending@example.org', at],
      )
    })
    const toOwner = () => smtp.messages.filter((m) => m.to.includes(OWNER))
    const copies = () => smtp.messages.filter((m) => !m.to.includes(OWNER))

    // The maintenance call owes the due issue's preview and sends it; a second call, nothing more.
    const first = await callMaintenance()
    expect(first.status, maintenance.output()).toBe(200)
    expect(first.json.failedSteps, maintenance.output()).toEqual([])
    expect((await callMaintenance()).status).toBe(200)
    expect(smtp.messages.map((m) => m.to)).toEqual([[OWNER]])
    const preview = await simpleParser(toOwner()[0]!.raw)
    expect(preview.subject).toBe('Preview: December: one breath at a time')
    expect(preview.text).toContain('Breathe in for four, out for six.')
    const link = new RegExp(
      `Send to ${CONFIRMED} confirmed subscribers: (https://site\\.test/owner/send#token=\\S+)`,
    ).exec(preview.text ?? '')?.[1]
    expect(link, preview.text).toBeTruthy()
    const token = new URL(link!).hash.replace('#token=', '')
    expect((await issueProgress(db)).map((p) => p.slug)).toEqual(['december-deno'])

    // Look: what the page shows, nothing sent.
    const look = await press({ token, step: 'look' })
    expect(look.status, action.output()).toBe(200)
    expect(look.json).toMatchObject({
      action: 'send-newsletter',
      reference: 'december-deno',
      state: 'ready',
      recipients: CONFIRMED,
    })
    expect(copies()).toHaveLength(0)

    // Do: the copies are owed, and the press's own sweep sends them (up to the rate: all of them
    // here) without waiting for the maintenance call; that call then finds none left to send.
    const done = await press({ token, step: 'do' })
    expect(done.json, action.output()).toMatchObject({ state: 'done', recipients: CONFIRMED })
    await expect.poll(() => copies().length, { timeout: 20_000 }).toBe(CONFIRMED)
    // The server has a copy a moment before its row is marked sent.
    const unsent = async () =>
      Number(
        (
          await db.query<{ n: number | string }>(
            'select count(*) as n from mail_outbox where kind = $1 and sent_at is null',
            [NEWSLETTER_ISSUE_KIND],
          )
        )[0]?.n,
      )
    await expect.poll(unsent, { timeout: 10_000 }).toBe(0)
    const after = await callMaintenance()
    expect(after.status, maintenance.output()).toBe(200)
    expect(after.json.mail).toEqual({ sent: 0, failed: 0 })

    // Exactly one copy per confirmed subscriber; none to the sign-up never confirmed.
    const all = copies()
    const recipients = all.flatMap((m) => m.to).sort()
    expect(recipients).toEqual(readers)
    for (const mail of await Promise.all(all.map((m) => simpleParser(m.raw)))) {
      expect(mail.subject).toBe('December: one breath at a time')
      expect(mail.text).toContain('Breathe in for four, out for six.')
      const line = (key: string) => String(mail.headerLines.find((h) => h.key === key)?.line ?? '')
      expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
      expect(line('list-unsubscribe').replace(/\r?\n\s+/g, '')).toMatch(
        /<https:\/\/[^>]+\/functions\/v1\/newsletter\?action=unsubscribe&token=[^>]+>/,
      )
    }

    // The same press again: already, nothing more sent.
    const again = await press({ token, step: 'do' })
    expect(again.json).toMatchObject({ state: 'already' })
    expect((await callMaintenance()).status).toBe(200)
    await new Promise((r) => setTimeout(r, 500))
    expect(copies()).toHaveLength(CONFIRMED)
    expect(toOwner()).toHaveLength(1)
    expect(await listActions(db, ['send-newsletter'])).toMatchObject([
      { subject: 'december-deno', actor: 'e-mail link', detail: `${CONFIRMED} subscribers` },
    ])
    const [progress] = await issueProgress(db)
    expect(progress).toMatchObject({ recipients: CONFIRMED, sent: CONFIRMED, waiting: 0 })
  }, 240_000)
})
