/**
 * The README's front door on a scratch clone of this repository (committed files only: no
 * core/content/generated/, no build/), with this checkout's node_modules hard-linked in:
 * 1. `npm start` serves `/`, a product page and a checkout at the product file's price.
 * 2. After a price change and a new product in content/, one more `npm start` rebuilds, and the
 *    checkout prices from the same catalogue as the new pages: new price 200, old price 409, the
 *    new product purchasable. That rebuild runs with NODE_ENV set to an empty string, as some
 *    hosts' build settings leave it.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkout, productFiles, type RunningServer, smoke, startServer } from '#scripts/smoke.ts'
import { scratchClone } from '#tests/support/scratch-clone.ts'

const MINUTES = 60_000

describe('a fresh clone', () => {
  let dir: string
  let server: RunningServer | undefined
  let bought: { id: string; price: number } | undefined
  beforeAll(() => {
    dir = scratchClone('fresh-clone-')
  }, 3 * MINUTES)
  afterAll(async () => {
    await server?.stop()
    rmSync(path.dirname(dir), { recursive: true, force: true })
  }, 3 * MINUTES)

  it(
    '`npm start` builds and serves the home page, a product page and a checkout',
    async () => {
      server = await startServer(dir)
      const { checked, product } = await smoke(dir, server.origin)
      bought = product
      expect(checked.join('\n')).toMatch(
        /POST create-payment [\w-]+ at \$[\d.]+: 200 \/test-checkout\/cs_test_/,
      )
      await server.stop()
    },
    12 * MINUTES,
  )

  it(
    'after a price change and a new product, one restart serves both pages and checkout',
    async () => {
      // The product the first start sold is the one edited (and copied as a new one).
      const probe = bought ?? productFiles(dir)[0]!
      const file = path.join(dir, 'content', 'products', `${probe.id}.yml`)
      const text = readFileSync(file, 'utf8')
      const newPrice = Math.round((probe.price + 1.23) * 100) / 100
      writeFileSync(file, text.replace(/^price: .*$/m, `price: ${newPrice}`))
      const added = 'fresh-clone-added'
      writeFileSync(
        path.join(dir, 'content', 'products', `${added}.yml`),
        text
          .replace(/^name: .*$/m, 'name: Fresh Clone Added Product')
          .replace(/^price: .*$/m, 'price: 12.34'),
      )

      // As a host whose build settings leave NODE_ENV empty: the rebuild still works.
      server = await startServer(dir, { env: { NODE_ENV: '' } })
      const old = await checkout(server.origin, probe.id, probe.price)
      const current = await checkout(server.origin, probe.id, newPrice)
      const fresh = await checkout(server.origin, added, 12.34)
      const page = await (await fetch(`${server.origin}/store/${added}`)).text()
      const log = server.output()
      await server.stop()

      expect(old.status, log).toBe(409)
      expect(current.status, JSON.stringify(current.body)).toBe(200)
      expect(current.body.url).toMatch(/\/test-checkout\/cs_test_/)
      expect(fresh.status, JSON.stringify(fresh.body)).toBe(200)
      expect(page).toContain('Fresh Clone Added Product')
      expect(page).toContain('12.34')
    },
    12 * MINUTES,
  )
})
