/**
 * The owner's daily digest from the Supabase maintenance entry under real Deno, against Postgres and
 * an SMTP server on loopback. Deno runs on the real clock, so the digest's settings are swapped (an
 * import map over the entry's deno.json) for every day from 00:00: the first call owes and sends
 * it, the second and a second instance send nothing more.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WEEKDAYS } from '#core/content/schemas/booking.ts'
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

const SECRET = 'd'.repeat(48)
const OWNER = 'owner@practice.example'
let pg: PostgresServer
let smtp: SmtpSink
let store: OrderStore
let dir: string
const fns: DenoFunction[] = []

beforeAll(async () => {
  ;[pg, smtp] = await Promise.all([startPostgres(), startSmtp()])
  await migratePostgres(pg.url)
  store = createSqlStore(openPostgresDriver(pg.url))
  dir = mkdtempSync(path.join(tmpdir(), 'digest-deno-'))
  const module = dataModule(dir, 'digest-settings', { enabled: true, time: '00:00', days: WEEKDAYS })
  const config = configWithImports('maintenance', dir, { '#core/content/generated/digest.ts': module })
  const env = {
    NODE_ENV: 'development',
    SUPABASE_DB_URL: pg.url,
    SMTP_URL: smtp.url,
    OWNER_EMAIL: OWNER,
    MAINTENANCE_SECRET: SECRET,
    SITE_URL: 'https://site.test',
    OWNER_ACTIONS_SECRET: 'Zr5Tq9Wm2Xk6Lb1Nc4Vj8Hp3Fs7Gd0Ya5Eu9Io3',
  }
  fns.push(
    ...(await Promise.all([
      startDenoFunction('maintenance', env, { config }),
      startDenoFunction('maintenance', env, { config }),
    ])),
  )
}, DENO_START_TIMEOUT_MS + 60_000)

afterAll(async () => {
  for (const f of fns) f.stop()
  await store?.close()
  await Promise.all([pg?.stop(), smtp?.close()])
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const call = (f: DenoFunction) =>
  fetch(f.url, { method: 'POST', headers: { [MAINTENANCE_SECRET_HEADER]: SECRET } })

describe('the daily digest from the maintenance call under Deno', () => {
  it('is sent once, with the signed ship link, however many calls and instances', async () => {
    const facts = orderFacts()
    await store.apply(null, { sessionId: facts.sessionId, status: 'paid', facts })
    const digests = () => smtp.messages.filter((m) => m.to.includes(OWNER) && /Subject: Your day/.test(m.raw))

    const first = await call(fns[0]!)
    expect(first.status, fns[0]!.output()).toBe(200)
    await Promise.all([call(fns[0]!), call(fns[1]!)])
    expect((await call(fns[1]!)).status).toBe(200)
    expect(digests()).toHaveLength(1)
    const text = (await simpleParser(digests()[0]!.raw)).text ?? ''
    expect(text).toContain(`(${facts.sessionId})`)
    expect(text).toMatch(
      new RegExp(`Mark as shipped: https://site\\.test/owner/ship#token=ship\\.${facts.sessionId}\\.`),
    )
    expect(text).not.toContain('Alex Rivera')
  })
})
