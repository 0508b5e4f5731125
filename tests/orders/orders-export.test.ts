/** The owner's guide's `npm run -s orders -- --csv > orders.csv` / `--json > orders.json` lines, run through a real shell. */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openOrderStore } from '#functions/hosts/stores.ts'
import type { OrderStore } from '#functions/orders/store.ts'
import { orderFacts } from './support.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const GUIDE = readFileSync(path.join(ROOT, 'docs', 'guides', 'owner.md'), 'utf8')
let dir: string
let databaseUrl: string
let store: OrderStore
let written = 0

async function addOrder(): Promise<void> {
  const n = ++written
  const facts = orderFacts({ sessionId: `cs_test_backup${n}`, paymentIntentId: `pi_backup${n}` })
  await store.apply(null, { sessionId: facts.sessionId, status: 'paid', facts })
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'orders-export-'))
  databaseUrl = `file:${path.join(dir, 'orders.db')}`
  store = await openOrderStore(databaseUrl)
  for (let i = 0; i < 20; i++) await addOrder()
})
afterAll(async () => {
  await store.close()
  rmSync(dir, { recursive: true, force: true })
})

describe("the owner's guide's export lines, through a shell", () => {
  const line = (flag: string) => {
    const found = GUIDE.match(new RegExp(`^(npm run [^\\n]*orders -- ${flag} > (orders\\.\\w+))`, 'm'))
    expect(found, `owner's guide line for ${flag}`).not.toBeNull()
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
