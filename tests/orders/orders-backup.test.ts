/**
 * `npm run orders -- backup FILE` while orders are being written, and the README's
 * `npm run -s orders -- --csv > orders.csv` / `--json > orders.json` lines run through a real shell.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openOrderStore } from '#functions/orders/open-store.ts'
import type { OrderStore } from '#functions/orders/store.ts'
import { orderFacts } from './support.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
let dir: string
let databaseUrl: string
let store: OrderStore
let written = 0

async function addOrder(): Promise<void> {
  const n = ++written
  const facts = orderFacts({ sessionId: `cs_test_backup${n}`, paymentIntentId: `pi_backup${n}` })
  await store.apply(null, { sessionId: facts.sessionId, status: 'paid', facts })
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c) => (stdout += c))
    child.stderr.on('data', (c) => (stderr += c))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'orders-backup-'))
  databaseUrl = `file:${path.join(dir, 'orders.db')}`
  store = await openOrderStore(databaseUrl)
  for (let i = 0; i < 20; i++) await addOrder()
})
afterAll(async () => {
  await store.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('npm run orders -- backup FILE', () => {
  it('copies a consistent store while another connection keeps writing orders', async () => {
    const target = path.join(dir, 'copy.db')
    const before = written
    let writing = true
    const writer = (async () => {
      // One order per turn of the event loop (the store is synchronous underneath).
      while (writing) {
        await addOrder()
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    const result = await run('npm', ['run', '-s', 'orders', '--', 'backup', target])
    writing = false
    await writer
    expect(result.code, result.stderr).toBe(0)
    const copy = new DatabaseSync(target, { readOnly: true })
    const integrity = copy.prepare('pragma integrity_check').get() as { integrity_check: string }
    const { count } = copy.prepare('select count(*) as count from orders').get() as { count: number }
    copy.close()
    expect(integrity.integrity_check).toBe('ok')
    expect(count).toBeGreaterThanOrEqual(before)
    expect(count).toBeLessThanOrEqual(written)
    expect(result.stdout).toContain(`Backed up ${count} order(s) to ${target}.`)
    expect(written).toBeGreaterThan(before)
  })

  it('never overwrites a file, and sends Postgres users to pg_dump', async () => {
    const existing = path.join(dir, 'copy.db')
    const again = await run(process.execPath, ['scripts/owner/orders.ts', 'backup', existing])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('already exists')
    const pg = await run(process.execPath, ['scripts/owner/orders.ts', 'backup', path.join(dir, 'pg.db')], {
      DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db',
    })
    expect(pg.code).toBe(2)
    expect(pg.stderr).toContain('pg_dump "$DATABASE_URL" > orders.sql')
    expect(existsSync(path.join(dir, 'pg.db'))).toBe(false)
  })
})

describe("the README's export lines, through a shell", () => {
  const line = (flag: string) => {
    const found = README.match(new RegExp(`^(npm run [^\\n]*orders -- ${flag} > (orders\\.\\w+))`, 'm'))
    expect(found, `README line for ${flag}`).not.toBeNull()
    return { command: found![1]!.trim(), file: found![2]! }
  }

  it.each(['--csv', '--json'])('%s > file writes exactly the data', (flag) => {
    const { command, file } = line(flag)
    const result = spawnSync('sh', ['-c', command.replace(`> ${file}`, `> "${path.join(dir, file)}"`)], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    })
    expect(result.status, result.stderr).toBe(0)
    const text = readFileSync(path.join(dir, file), 'utf8')
    if (flag === '--json') {
      const orders = JSON.parse(text) as { sessionId: string }[]
      expect(orders.length).toBe(Math.min(written, 100))
      expect(orders.every((o) => o.sessionId.startsWith('cs_test_backup'))).toBe(true)
    } else {
      const lines = text.split('\r\n')
      expect(lines[0]).toMatch(/^created_at,status,session_id,/)
      expect(lines.at(-1)).toBe('')
      expect(lines.slice(1, -1).every((l) => /^\d{4}-\d\d-\d\dT[^,]+,paid,cs_test_backup\d+,/.test(l))).toBe(
        true,
      )
    }
  })
})
