/** GET /healthz through the real server, with the order store the environment names (SQLite, or a Postgres nobody answers). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '#scripts/smoke.ts'
import { createApp } from '#server/app.ts'
import { hostFunctions } from '#server/functions.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'healthz-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function site(built: boolean): string {
  const root = path.join(dir, built ? 'built' : 'empty')
  mkdirSync(root, { recursive: true })
  if (built) writeFileSync(path.join(root, 'index.html'), '<h1>Home</h1>')
  return root
}

async function healthz(root: string, env: Record<string, string>) {
  const host = hostFunctions({ LOG_REQUESTS: '0', ...env }, { log: () => {} })
  const app = createApp({ root, ...host, log: () => {} })
  const response = await app.request('/healthz')
  await host.orders.close()
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() }
}

describe('/healthz', () => {
  const sqlite = () => `file:${path.join(dir, 'orders.db')}`

  it('200 when the build is there and the order store answers', async () => {
    const result = await healthz(site(true), { DATABASE_URL: sqlite() })
    expect(result).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: { status: 'ok', build: 'present', orderStore: 'reachable' },
    })
  })

  it('503 without a build', async () => {
    const result = await healthz(site(false), { DATABASE_URL: sqlite() })
    expect(result.status).toBe(503)
    expect(result.body).toEqual({ status: 'unavailable', build: 'missing', orderStore: 'reachable' })
  })

  it('503 when the order store cannot be reached, naming no address or password', async () => {
    const port = await freePort()
    const url = `postgres://shop:s3cret-pass@127.0.0.1:${port}/orders`
    const result = await healthz(site(true), { DATABASE_URL: url })
    expect(result.status).toBe(503)
    expect(result.body).toEqual({ status: 'unavailable', build: 'present', orderStore: 'unreachable' })
    expect(JSON.stringify(result.body)).not.toMatch(/s3cret|127\.0\.0\.1|shop/)
  })
})
