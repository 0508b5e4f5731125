/**
 * The CMS at /admin/: served from this site's own files with its own CSP, kept out of search
 * results and the sitemap, and its interface renders in a browser without console errors. The test
 * machine has no internet: the CMS's version check gets an empty answer, as the site's own third
 * parties do in console.spec.ts, and a failed request to GitHub (the CMS checks GitHub's status on
 * start) is the one error allowed. Its interface fonts, icons included, come from this site.
 */
import { expect, test } from '@playwright/test'
import { adminContentSecurityPolicy } from '#server/security-headers.ts'

const GITHUB_HOSTS = /^https:\/\/([\w-]+\.)*(github\.com|githubstatus\.com|githubusercontent\.com)\//

test('/admin/ is noindex, has its own CSP and is not in the sitemap', async ({ request }) => {
  const response = await request.get('/admin/')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-security-policy']).toBe(adminContentSecurityPolicy())
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />')
  const config = await request.get('/admin/config.yml')
  expect(config.status()).toBe(200)
  expect(await config.text()).toContain('folder: content/products')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/admin')
})

test('the CMS interface renders without console errors', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const problems: string[] = []
  const githubFailures: string[] = []
  page.on('console', (m) => {
    // The CMS warns about options it does not know or no longer supports: the configuration has none.
    if (m.type() === 'warning' && /configuration schema|deprecated|not supported/i.test(m.text()))
      problems.push(`console.warning: ${m.text()}`)
    if (m.type() !== 'error') return
    const url = m.location().url
    // A request the browser could not complete is reported against its own URL.
    if (GITHUB_HOSTS.test(url) || /net::ERR_/.test(m.text())) githubFailures.push(m.text())
    else problems.push(`console.error: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('requestfailed', (r) => {
    if (!GITHUB_HOSTS.test(r.url())) problems.push(`request failed: ${r.url()}`)
  })
  await page.route('https://unpkg.com/**', (route) => route.fulfill({ status: 200, body: '' }))
  const elsewhere: string[] = []
  page.on('request', (r) => {
    const { hostname } = new URL(r.url())
    if (!['127.0.0.1', 'localhost', 'unpkg.com'].includes(hostname) && !GITHUB_HOSTS.test(r.url()))
      elsewhere.push(r.url())
  })
  page.on('response', (r) => {
    if (r.status() >= 400 && !GITHUB_HOSTS.test(r.url())) problems.push(`${r.status()}: ${r.url()}`)
  })
  const started = Date.now()
  await page.goto('/admin/')
  // The sign-in screen: the GitHub backend, and the local-repository mode this page offers on localhost.
  await expect(page.getByRole('button', { name: /sign in with .?github/i })).toBeVisible({ timeout: 20_000 })
  console.info(`/admin/: sign-in screen visible after ${Date.now() - started} ms`)
  // The icons are a font: without it each shows as its name (arrow_back). It loads from this site.
  const iconFont = await page.evaluate(async () =>
    (await document.fonts.load('24px "Material Symbols Outlined"', 'arrow_back')).map((f) => f.status),
  )
  expect(iconFont).toEqual(['loaded'])
  expect(problems).toEqual([])
  expect(elsewhere).toEqual([])
  await context.close()
})
