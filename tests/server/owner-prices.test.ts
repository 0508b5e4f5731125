/**
 * An owner's price edit keeps the tests green: on a scratch clone whose every product has a new
 * price (one past a thousand dollars, one under a dollar), the tests that check prices (the
 * catalogue, create-payment, the test checkout, structured data) pass unchanged, because they read
 * prices from content/products/ instead of writing them out. The browser tests of the store and
 * the checkout use the same helper (tests/support/prices.ts).
 */
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { scratchClone } from '#tests/support/scratch-clone.ts'

const run = promisify(execFile)
const MINUTES = 60_000

/** The tests whose expectations involve a product's price. */
const PRICE_TESTS = [
  'tests/unit/content.test.ts',
  'tests/unit/checkout.test.ts',
  'tests/unit/structured-data.test.ts',
  'tests/payment/stripe-session.test.ts',
  'tests/payment/test-checkout.test.ts',
  'tests/payment/validation.test.ts',
  'tests/payment/content-prices.test.ts',
  'tests/orders/test-checkout-pay.test.ts',
]

let dir: string
beforeAll(() => {
  dir = scratchClone('owner-prices-')
}, 3 * MINUTES)
afterAll(() => {
  if (dir) rmSync(path.dirname(dir), { recursive: true, force: true })
}, 3 * MINUTES)

it(
  'with every price changed in content/, the price tests pass as written',
  async () => {
    const folder = path.join(dir, 'content', 'products')
    const prices = ['1249.5', '0.99', '17', '42.42', '305.1', '64.25', '12.34', '77.7']
    const changed: string[] = []
    for (const [i, name] of readdirSync(folder).sort().entries()) {
      const file = path.join(folder, name)
      const text = readFileSync(file, 'utf8')
      const price = prices[i % prices.length]!
      const edited = text.replace(/^price: .*$/m, `price: ${price}`)
      expect(edited, name).not.toBe(text)
      writeFileSync(file, edited)
      changed.push(`${name}: ${price}`)
    }
    expect(changed.length).toBeGreaterThanOrEqual(2)
    const env: NodeJS.ProcessEnv = { ...process.env, VITEST_JSON_REPORT: 'test-results/owner-prices.json' }
    delete env.CONTENT_DIR
    const result = await run('npx', ['vitest', 'run', ...PRICE_TESTS], {
      cwd: dir,
      env,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout: string; stderr: string }) => error)
    const report = JSON.parse(readFileSync(path.join(dir, 'test-results/owner-prices.json'), 'utf8')) as {
      numTotalTests: number
      numFailedTests: number
      testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[]
    }
    const failed = report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((t) => t.status === 'failed')
        .map((t) => `${path.basename(file.name)}: ${t.fullName}`),
    )
    expect(failed, result.stdout.slice(-4000)).toEqual([])
    expect(report.testResults).toHaveLength(PRICE_TESTS.length)
    expect(report.numTotalTests).toBeGreaterThan(50)
  },
  12 * MINUTES,
)
