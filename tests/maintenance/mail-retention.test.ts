/**
 * E-mail kept on disk follows the retention of what it says: on a Node host without SMTP_URL each
 * e-mail is an .eml file in the outbox folder, and every e-mail is a row in mail_outbox. With the
 * clock injected: a file and a sent row stay 29 days and are gone at 31, by the Node host's own
 * sweep and by the maintenance function; a row never sent goes after 12 months.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { maintenanceJobs } from '#functions/hosts/maintenance.ts'
import { createMaintenanceHandler, MAINTENANCE_SECRET_HEADER } from '#functions/maintenance/handler.ts'
import { purgeMailFolder } from '#functions/platform/mail/folder.ts'
import { owe } from '#functions/platform/mail/outbox.ts'
import { type OrdersHost, startOrdersHost } from '#tests/orders/host.ts'

const DAY = 86_400_000
const T0 = new Date('2026-03-02T16:00:00Z').getTime()
const MAINTENANCE = '4c9e1a7f3b8d2e6a0f5c9b3e7d1a4f8c'
let clock = T0
let dir: string
let outbox: string
let host: OrdersHost

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mail-retention-'))
  outbox = path.join(dir, 'outbox')
  host = await startOrdersHost(
    {
      DATABASE_URL: `file:${path.join(dir, 'orders.db')}`,
      NEWSLETTER_SECRET: 'a83f0c6e1d9b4f7a2c5e8d0b3f6a9c1e4d7b0a2f',
      SITE_URL: 'https://site.test',
      NEWSLETTER_RATE_LIMIT: '0',
    },
    { outboxDir: outbox, now: () => new Date(clock) },
  )
})
afterAll(async () => {
  await host?.close()
  rmSync(dir, { recursive: true, force: true })
})

const files = () => (existsSync(outbox) ? readdirSync(outbox).filter((n) => n.endsWith('.eml')) : [])

async function signUp(email: string) {
  const res = await fetch(host.newsletterUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  expect(res.status).toBe(202)
  await host.orders.settled()
}

it('the Node sweep deletes outbox files and sent rows after 30 days, unsent rows after 12 months', async () => {
  const db = (await host.orders.fulfilment()).store.db
  clock = T0
  await signUp('kept-a-month@example.org')
  expect(files()).toHaveLength(1)
  // A message no outbox composes stays unsent: it stands for one a mail server refused for months.
  await owe(
    db,
    { id: 'stuck:1', kind: 'never-composed', recipient: 'stuck@example.org', payload: {} },
    new Date(T0),
  )
  const rows = async () => (await db.query<{ id: string }>('select id from mail_outbox order by id')).length

  clock = T0 + 29 * DAY
  await host.orders.sweep()
  expect(files()).toHaveLength(1)
  expect(await rows()).toBe(2)

  clock = T0 + 31 * DAY
  await host.orders.sweep()
  expect(files()).toEqual([])
  expect(await db.query('select id from mail_outbox')).toEqual([{ id: 'stuck:1' }])

  clock = T0 + 364 * DAY
  await host.orders.sweep()
  expect(await rows()).toBe(1)
  clock = T0 + 366 * DAY
  await host.orders.sweep()
  expect(await rows()).toBe(0)
})

it('the maintenance function deletes the same, counting the folder and the rows', async () => {
  clock = T0 + 400 * DAY
  await signUp('via-maintenance@example.org')
  expect(files()).toHaveLength(1)
  // Confirmed: the sign-up stays, so its e-mail's row can only go by the mail retention.
  const db = (await host.orders.fulfilment()).store.db
  await db.query("update newsletter_subscribers set status = 'confirmed'")
  const handler = createMaintenanceHandler({
    secret: MAINTENANCE,
    ...maintenanceJobs({
      orders: host.orders.fulfilment,
      // This host has no booking store; the booking steps are another test's.
      booking: { sweepMail: async () => ({ sent: 0, failed: 0 }), purge: async () => 0 },
      purgeMailFolder: (now) => purgeMailFolder(outbox, now),
      now: () => new Date(clock),
    }),
    log: () => {},
  })
  const call = async () =>
    (await handler(
      new Request('https://x.test/functions/v1/maintenance', {
        method: 'POST',
        headers: { [MAINTENANCE_SECRET_HEADER]: MAINTENANCE },
      }),
    ).then((r) => r.json())) as { purged: Record<string, number> }
  clock = T0 + 429 * DAY
  expect((await call()).purged).toMatchObject({ mail: 0, mailFolder: 0 })
  clock = T0 + 431 * DAY
  expect((await call()).purged).toMatchObject({ mail: 1, mailFolder: 1 })
  expect(files()).toEqual([])
})
