/**
 * Functions running older content than the pages, told in the owner's digest: the Supabase
 * maintenance entry under real Deno, against Postgres, an SMTP server and a stand-in for the static
 * site (SITE_URL) on loopback, serving the pages' content fingerprint. The digest is due every day
 * from 00:00 (its settings swapped through an import map, as in digest-deno.test.ts) and has an order
 * to ship, so it is sent each time; between calls today's digest is forgotten, so each call sends one.
 */

import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_VERSION } from '#core/content/generated/content-version.ts'
import { WEEKDAYS } from '#core/content/schemas/booking.ts'
import { CONTENT_VERSION_PATH, contentVersionFile } from '#core/contracts/content-version.ts'
import { DIGEST_KIND } from '#functions/digest/digest.ts'
import { CONTENT_BEHIND } from '#functions/maintenance/content-version.ts'
import { MAINTENANCE_SECRET_HEADER } from '#functions/maintenance/handler.ts'
import { createSqlStore, type OrderStore } from '#functions/orders/store.ts'
import { migratePostgres } from '#functions/platform/db/migrate-postgres.ts'
import { openPostgresDriver } from '#functions/platform/db/postgres.ts'
import { type PostgresServer, startPostgres } from '#tests/orders/postgres-server.ts'
import { type SmtpSink, startSmtp } from '#tests/orders/smtp.ts'
import { orderFacts } from '#tests/orders/support.ts'
import {
  configWithImports,
  DENO_START_TIMEOUT_MS,
  type DenoFunction,
  dataModule,
  startDenoFunction,
} from '#tests/support/deno.ts'

const SECRET = 'c'.repeat(48)
const OWNER = 'owner@practice.example'
let pg: PostgresServer
let smtp: SmtpSink
let store: OrderStore
let dir: string
let fn: DenoFunction
let site: Server
/** What the stand-in site serves at CONTENT_VERSION_PATH, and the paths it was asked for. */
let published = ''
const asked: string[] = []

beforeAll(async () => {
  ;[pg, smtp] = await Promise.all([startPostgres(), startSmtp()])
  await migratePostgres(pg.url)
  store = createSqlStore(openPostgresDriver(pg.url))
  site = createServer((request, response) => {
    asked.push(request.url ?? '')
    if (request.url !== CONTENT_VERSION_PATH) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'application/json' }).end(published)
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  dir = mkdtempSync(path.join(tmpdir(), 'content-version-deno-'))
  const settings = dataModule(dir, 'digest-settings', { enabled: true, time: '00:00', days: WEEKDAYS })
  fn = await startDenoFunction(
    'maintenance',
    {
      NODE_ENV: 'development',
      SUPABASE_DB_URL: pg.url,
      SMTP_URL: smtp.url,
      OWNER_EMAIL: OWNER,
      MAINTENANCE_SECRET: SECRET,
      SITE_URL: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
    },
    { config: configWithImports('maintenance', dir, { '#core/content/generated/digest.ts': settings }) },
  )
  const facts = orderFacts()
  await store.apply(null, { sessionId: facts.sessionId, status: 'paid', facts })
}, DENO_START_TIMEOUT_MS + 60_000)

afterAll(async () => {
  fn?.stop()
  await store?.close()
  site?.closeAllConnections()
  await Promise.all([
    pg?.stop(),
    smtp?.close(),
    new Promise((resolve) => (site?.listening ? site.close(resolve) : resolve(undefined))),
  ])
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** One maintenance call with today's digest forgotten first: its answer and the digest's text. */
async function digestOfACall() {
  await store.db.query('delete from mail_outbox where kind = $1', [DIGEST_KIND])
  const before = smtp.messages.length
  const response = await fetch(fn.url, { method: 'POST', headers: { [MAINTENANCE_SECRET_HEADER]: SECRET } })
  const body = (await response.json()) as { failedSteps: string[] }
  const digests = smtp.messages.slice(before).filter((m) => m.to.includes(OWNER))
  expect(digests, fn.output()).toHaveLength(1)
  const mail = await simpleParser(digests[0]!.raw)
  return { status: response.status, body, subject: mail.subject ?? '', text: mail.text ?? '' }
}

describe('the digest when the functions run other content than the pages (maintenance under Deno)', () => {
  it('says so, with what to do, when the site publishes another fingerprint', async () => {
    published = contentVersionFile('0123456789abcdef')
    const digest = await digestOfACall()
    expect(digest.status).toBe(200)
    expect(asked).toContain(CONTENT_VERSION_PATH)
    expect(digest.subject).toContain('1 thing to fix')
    expect(digest.text).toContain(`To fix\n- ${CONTENT_BEHIND}`)
    expect(digest.text).toContain('Actions → Supabase functions → Run workflow')
  })

  it('says nothing of it when the site publishes the functions’ own fingerprint', async () => {
    published = contentVersionFile(CONTENT_VERSION)
    const digest = await digestOfACall()
    expect(digest.status).toBe(200)
    expect(digest.subject).toContain('1 order to ship')
    expect(digest.subject).not.toContain('to fix')
    expect(digest.text).not.toContain('different versions of your content')
  })

  it('says nothing of it, and the call still succeeds, when the site cannot be reached', async () => {
    site.closeAllConnections()
    await new Promise((resolve) => site.close(resolve))
    const digest = await digestOfACall()
    expect(digest.status).toBe(200)
    expect(digest.body.failedSteps).toEqual([])
    expect(digest.subject).toContain('1 order to ship')
    expect(digest.text).not.toContain('different versions of your content')
    expect(fn.output()).toMatch(/the site's content version could not be read \(TypeError\); not compared/)
  })
})
