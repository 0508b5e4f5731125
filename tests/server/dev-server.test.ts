/**
 * `npm run dev` on a scratch clone, as the owner's guide's "On your computer" steps use it: /admin/ is the
 * CMS (not the app's 404 page); the dev server hosts the functions and prices from the catalogue
 * as it is after each save; a save in content/ updates the open page in the browser by itself, and
 * a save the build would refuse shows its problems on that page and over the CMS.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type Browser, chromium, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.ts'
import { checkout, productFiles, type RunningServer, startServer } from '#scripts/smoke.ts'
import { scratchClone } from '#tests/support/scratch-clone.ts'

const MINUTES = 60_000
let dir: string
let server: RunningServer

/** Writes a new price into a product's file (as the CMS does on save). */
function setPrice(id: string, price: number): void {
  const file = path.join(dir, 'content', 'products', `${id}.yml`)
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^price: .*$/m, `price: ${price}`))
}

/** Polls `check` until it returns true (the dev server regenerates content asynchronously). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs / 1000} s:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Opens a page of the dev server as an owner has it open while editing: loaded, and connected to
 * the dev server (the connection that tells it to reload after a save).
 */
async function openLive(browser: Browser, urlPath: string): Promise<Page> {
  const page = await browser.newPage()
  const connected = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('[vite] connected'),
    timeout: 2 * MINUTES,
  })
  await page.goto(`${server.origin}${urlPath}`)
  await connected.catch((error: Error) => {
    throw new Error(`${error.message}\nthe dev server printed:\n${server.output().slice(-4000)}`)
  })
  return page
}

beforeAll(async () => {
  dir = scratchClone('dev-server-')
  server = await startServer(dir, {
    command: ['npm', 'run', 'dev', '--', '--port', '{port}', '--strictPort'],
    ready: /Local:\s+http/,
    timeoutMs: 5 * MINUTES,
  })
}, 8 * MINUTES)
afterAll(async () => {
  await server?.stop()
  rmSync(path.dirname(dir), { recursive: true, force: true })
}, 3 * MINUTES)

describe('npm run dev', () => {
  it.each(['/admin/', '/admin'])('serves the CMS at %s', async (urlPath) => {
    const response = await fetch(`${server.origin}${urlPath}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<script src="/admin/sveltia-cms.js"')
    expect(html).not.toContain('Page not found')
  })

  it(
    'hosts the functions, pricing from the catalogue as saved',
    async () => {
      const product = productFiles(dir)[0]!
      const first = await checkout(server.origin, product.id, product.price)
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      expect(first.body.url).toMatch(/\/test-checkout\/cs_test_\w+$/)
      expect((await fetch(first.body.url!)).status).toBe(200)

      const newPrice = Math.round((product.price + 2.5) * 100) / 100
      setPrice(product.id, newPrice)
      await eventually(async () => (await checkout(server.origin, product.id, newPrice)).status === 200)
      expect((await checkout(server.origin, product.id, product.price)).status).toBe(409)
    },
    3 * MINUTES,
  )

  it(
    'a save the build would refuse is shown on the open page and over the CMS, not only in the terminal',
    async () => {
      const product = productFiles(dir)[0]!
      const file = path.join(dir, 'content', 'products', `${product.id}.yml`)
      const saved = readFileSync(file, 'utf8')
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
      try {
        const page = await openLive(browser, `/store/${product.id}`)
        await expect.poll(() => page.locator('h1').textContent(), { timeout: 60_000 }).toContain(product.name)
        const cms = await browser.newPage()
        await cms.goto(`${server.origin}/admin/`)
        writeFileSync(file, saved.replace(/^price: .*$/m, 'price: $24.75'))
        const problem = `content/products/${product.id}.yml: price: is written as text ("$24.75"): write 24.75, a number without $, commas or quotes`
        await page.waitForFunction((text) => document.body?.textContent?.includes(text), problem, {
          timeout: 60_000,
        })
        expect(await page.locator('h1').textContent()).toBe(
          'The site cannot be built from content/ as it is now',
        )
        const banner = cms.locator('#content-problems')
        await expect.poll(() => banner.textContent(), { timeout: 10_000 }).toContain(problem)
        expect((await fetch(`${server.origin}/about`, { headers: { accept: 'text/html' } })).status).toBe(500)

        writeFileSync(file, saved)
        await page.waitForFunction(
          (name) => document.querySelector('h1')?.textContent?.includes(name),
          product.name,
          {
            timeout: 60_000,
          },
        )
        await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(0)
      } finally {
        writeFileSync(file, saved)
        await browser.close()
      }
    },
    3 * MINUTES,
  )

  it(
    'a save in content/ updates the open page without a manual reload',
    async () => {
      const product = productFiles(dir)[0]!
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
      try {
        const page = await openLive(browser, `/store/${product.id}`)
        await expect.poll(() => page.locator('h1').textContent(), { timeout: 60_000 }).toContain(product.name)
        const newPrice = Math.round((product.price + 3.75) * 100) / 100
        const shown = `$${newPrice.toFixed(2)}`
        expect(await page.locator('main').textContent()).not.toContain(shown)
        setPrice(product.id, newPrice)
        await page
          .waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text), shown, {
            timeout: 60_000,
          })
          .catch((error: Error) => {
            throw new Error(`${error.message}\nthe dev server printed:\n${server.output().slice(-4000)}`)
          })
      } finally {
        await browser.close()
      }
    },
    3 * MINUTES,
  )
})
