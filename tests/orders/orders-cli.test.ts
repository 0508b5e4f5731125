/** `npm run orders` run as a real process against a SQLite file the test filled. */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openOrderStore } from '#functions/orders/open-store.ts'
import { csvCell } from '#scripts/orders.ts'
import { orderFacts } from './support.ts'

let dir: string
let databaseUrl: string
const older = orderFacts({ sessionId: 'cs_test_older1', paymentIntentId: 'pi_older1' })
const newer = orderFacts({
  sessionId: 'cs_test_newer1',
  paymentIntentId: 'pi_newer1',
  buyerName: '=HYPERLINK("http://x.test","click")',
  productId: 'nad-patches',
  productName: 'NAD+ Energy Patches',
  color: null,
  quantity: 1,
  amountTotal: 4999,
})

function orders(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/orders.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'orders-cli-'))
  databaseUrl = `file:${path.join(dir, 'orders.db')}`
  const store = await openOrderStore(databaseUrl)
  await store.apply(
    null,
    { sessionId: older.sessionId, status: 'paid', facts: older },
    new Date('2026-11-20T10:00:00Z'),
  )
  await store.apply(
    null,
    { sessionId: newer.sessionId, status: 'paid', facts: newer },
    new Date('2026-11-21T09:30:00Z'),
  )
  await store.close()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run orders', () => {
  it('prints a table, newest first', () => {
    const { status, stdout } = orders()
    expect(status).toBe(0)
    const lines = stdout.trim().split('\n')
    expect(lines[0]).toMatch(
      /^Created \(UTC\)\s+Status\s+Item\s+Total\s+Buyer\s+Ship to\s+Shipped\s+Session$/,
    )
    expect(lines[2]).toContain('2026-11-21 09:30')
    expect(lines[2]).toContain('1 × NAD+ Energy Patches')
    expect(lines[2]).toContain('$49.99')
    expect(lines[3]).toContain('2 × Weighted Blanket (Black)')
    expect(lines[3]).toContain('Newport Beach, CA')
    expect(lines[3]).toContain('cs_test_older1')
  })

  it('prints every field as JSON', () => {
    const { status, stdout } = orders('--json')
    expect(status).toBe(0)
    const list = JSON.parse(stdout)
    expect(list.map((o: { sessionId: string }) => o.sessionId)).toEqual(['cs_test_newer1', 'cs_test_older1'])
    expect(list[1]).toMatchObject({ buyerEmail: 'alex@example.org', shipping: { postalCode: '92660' } })
  })

  it('prints CSV with a header, quoting and formulas made inert', () => {
    const { status, stdout } = orders('--csv', '--limit', '1')
    expect(status).toBe(0)
    const [header, row, end] = stdout.split('\r\n')
    expect(header!.split(',').slice(0, 3)).toEqual(['created_at', 'status', 'session_id'])
    expect(row).toContain('cs_test_newer1')
    expect(row).toContain(`"'=HYPERLINK(""http://x.test"",""click"")"`)
    expect(row).toContain(',49.99,')
    expect(end).toBe('')
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell(-1 as unknown as string)).toBe('-1')
  })

  it('marks an order shipped once, and refuses unknown or malformed ids', () => {
    const first = orders('ship', 'cs_test_older1')
    expect(first.status).toBe(0)
    expect(first.stdout).toMatch(/^cs_test_older1 marked shipped at \d{4}-/)
    const again = orders('ship', 'cs_test_older1')
    expect(again.stdout).toContain('was already marked shipped')
    expect(orders('ship', 'cs_test_nope').status).toBe(1)
    expect(orders('ship', 'nope').status).toBe(2)
    expect(orders('ship').status).toBe(2)
    expect(orders('--bogus').status).toBe(2)
    const json = JSON.parse(orders('--json').stdout)
    expect(json[1].shippedAt).toMatch(/^\d{4}-/)
    expect(json[0].shippedAt).toBeNull()
  })

  it('says so when DATABASE_URL names nothing it can open', () => {
    const result = spawnSync(process.execPath, ['scripts/orders.ts'], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: 'mysql://nope' },
    })
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('DATABASE_URL must start with postgres://')
  })
})
