/** `npm run orders` run as a real process against a SQLite file the test filled. */
import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openOrderStore } from '#functions/hosts/stores.ts'
import { practiceTime } from '#scripts/owner/time.ts'
import { csvCell } from '#scripts/text-table.ts'
import { startSmtp } from './smtp.ts'
import { orderFacts } from './support.ts'

let dir: string
let databaseUrl: string
const older = orderFacts({ sessionId: 'cs_test_older1', paymentIntentId: 'pi_older1' })
const oldest = orderFacts({ sessionId: 'cs_test_oldest', paymentIntentId: 'pi_oldest' })
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
  const result = spawnSync(process.execPath, ['scripts/owner/orders.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** The same, without blocking this process (the test's SMTP server must answer meanwhile). */
function ordersAsync(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['scripts/owner/orders.ts', ...args],
      { encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl, ...env } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
    )
  })
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'orders-cli-'))
  databaseUrl = `file:${path.join(dir, 'orders.db')}`
  const store = await openOrderStore(databaseUrl)
  await store.apply(
    null,
    { sessionId: oldest.sessionId, status: 'paid', facts: oldest },
    new Date('2026-11-19T10:00:00Z'),
  )
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
      /^Created\s+Status\s+Item\s+Total\s+Refunded\s+Buyer\s+Ship to\s+Shipped\s+Carrier \/ tracking\s+Session$/,
    )
    // In the practice's time zone, as npm run bookings shows its times (one helper for both).
    expect(lines[2]).toContain(practiceTime('2026-11-21T09:30:00Z', { year: true }))
    expect(practiceTime('2026-11-21T09:30:00Z', { year: true, timeZone: 'America/Los_Angeles' })).toBe(
      'Sat, Nov 21, 2026, 1:30 AM PST',
    )
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
    expect(list.map((o: { sessionId: string }) => o.sessionId)).toEqual([
      'cs_test_newer1',
      'cs_test_older1',
      'cs_test_oldest',
    ])
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

  it('records a shipment once and e-mails the buyer the tracking link; refuses unknown or malformed input', async () => {
    const smtp = await startSmtp()
    try {
      const first = await ordersAsync(
        { SMTP_URL: smtp.url },
        'ship',
        'cs_test_older1',
        '--carrier',
        'ups',
        '--tracking',
        '1Z999AA10123456784',
      )
      expect(first.status, first.stderr).toBe(0)
      expect(first.stdout).toMatch(/^cs_test_older1 shipped at \d{4}-.* with UPS 1Z999AA10123456784/)
      expect(first.stdout).toContain('Shipping notice sent to the buyer.')
      expect(smtp.messages).toHaveLength(1)
      const mail = await simpleParser(smtp.messages[0]!.raw)
      expect(smtp.messages[0]!.to).toEqual([older.buyerEmail])
      expect(mail.subject).toMatch(/^Shipped: your order from /)
      for (const part of [mail.text!, mail.html as string]) {
        expect(part).toContain('Tracking number: 1Z999AA10123456784')
        expect(part).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784')
        expect(part).toContain('Order reference: cs_test_older1')
      }
      const again = await ordersAsync(
        { SMTP_URL: smtp.url },
        'ship',
        'cs_test_older1',
        '--carrier',
        'usps',
        '--tracking',
        '9400111',
      )
      expect(again.stdout).toContain('was already shipped')
      expect(again.stdout).toContain('nothing recorded, nothing sent')
      expect(smtp.messages).toHaveLength(1)
    } finally {
      await smtp.close()
    }
    const ship = (...args: string[]) => orders('ship', ...args)
    expect(ship('cs_test_nope', '--carrier', 'ups', '--tracking', '1Z1234').status).toBe(1)
    expect(ship('nope', '--carrier', 'ups', '--tracking', '1Z1234').status).toBe(2)
    expect(ship('cs_test_newer1', '--carrier', 'pigeon', '--tracking', '1Z1234').stderr).toContain(
      '--carrier must be one of usps, ups, fedex, dhl, other',
    )
    expect(ship('cs_test_newer1', '--carrier', 'ups').stderr).toContain(
      '--tracking needs the tracking number',
    )
    expect(ship('cs_test_newer1', '--carrier', 'ups', '--tracking', '<script>').status).toBe(2)
    expect(orders('ship').status).toBe(2)
    expect(orders('--bogus').status).toBe(2)
    const json = JSON.parse(orders('--json').stdout)
    expect(json[1]).toMatchObject({ carrier: 'ups', trackingNumber: '1Z999AA10123456784' })
    expect(json[1].shippedAt).toMatch(/^\d{4}-/)
    expect(json[0].shippedAt).toBeNull()
    expect(orders().stdout).toContain('UPS 1Z999AA10123456784')
    // Eight runs of the script, each loading Node and the store: slow on a busy machine.
  }, 120_000)

  it('with the mail server down, keeps the shipping notice owed and lists it; --no-email records only', async () => {
    const down = { SMTP_URL: 'smtp://127.0.0.1:1' }
    const shipped = await ordersAsync(
      down,
      'ship',
      'cs_test_newer1',
      '--carrier',
      'other',
      '--tracking',
      'ABC-12345',
    )
    expect(shipped.status, shipped.stderr).toBe(0)
    expect(shipped.stdout).toContain('The shipping notice could not be sent yet')
    const table = orders().stdout
    expect(table).toContain('E-mails still owed: 1')
    expect(table).toMatch(
      /order-shipped:cs_test_newer1 {2}to .* tried 1×, next \w{3}, \w{3} \d+, \d+:\d\d [AP]M \w+ {2}\(.*ECONNREFUSED/,
    )
    expect(table).toContain('Other ABC-12345')

    const quiet = await ordersAsync(
      down,
      'ship',
      'cs_test_oldest',
      '--carrier',
      'usps',
      '--tracking',
      '9400 1000',
      '--no-email',
    )
    expect(quiet.stdout).toContain('No e-mail sent (--no-email).')
    expect(orders().stdout).toContain('E-mails still owed: 1')
  }, 120_000)
  it('says so when DATABASE_URL names nothing it can open', () => {
    const result = spawnSync(process.execPath, ['scripts/owner/orders.ts'], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: 'mysql://nope' },
    })
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('DATABASE_URL must start with postgres://')
  })
})
