/**
 * `node scripts/cms-screenshots.ts`: the screenshots of the CMS in docs/guides/owner.md, "Editing the site"
 * (docs/images/cms-*.png), taken from the built site (`npm run build` first) with Chromium. The
 * editing views use the CMS's in-memory test backend, so no GitHub account is needed to take them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { parse, stringify } from 'yaml'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.ts'
import { clientRoot, projectRoot } from '#scripts/project-root.ts'
import { createApp } from '#server/app.ts'
import { listen } from '#server/listen.ts'

const OUT = path.join(projectRoot, 'docs/images')
mkdirSync(OUT, { recursive: true })

const configFile = path.join(clientRoot, 'admin/config.yml')
const realConfig = readFileSync(configFile, 'utf8')
const { origin, close } = await listen(createApp({ root: clientRoot, log: () => {} }))
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })

async function newPage(testBackend: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  // The CMS's version check and GitHub's status get an empty answer (its fonts are this site's).
  await page.route(/unpkg\.com|githubstatus\.com/, (r) => r.fulfill({ status: 200, body: '' }))
  await page.goto(`${origin}/admin/${testBackend ? '?test' : ''}`)
  return page
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(OUT, `cms-${name}.png`) })

try {
  const signIn = await newPage(false)
  await signIn.getByRole('button', { name: /sign in with .?github/i }).waitFor()
  await shot(signIn, 'sign-in')

  // The in-memory test backend, for this run only (the built file is put back below).
  writeFileSync(configFile, stringify({ ...parse(realConfig), backend: { name: 'test-repo' } }))
  const page = await newPage(true)
  await page.getByRole('button', { name: /test repository/i }).click()
  await page.getByText('Store products').first().waitFor()
  await shot(page, 'collections')
  await page.getByText('Store products').first().click()
  await page.getByRole('button', { name: /new/i }).first().click()
  await page.getByText('Price', { exact: true }).first().waitFor()
  await shot(page, 'new-product')
} finally {
  writeFileSync(configFile, realConfig)
  await browser.close()
  await close()
}
