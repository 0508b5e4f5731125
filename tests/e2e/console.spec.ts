/**
 * No console errors, failed requests or uncaught exceptions on any page, after hydration and a scroll
 * to the bottom (which reveals lazy content). Third-party hosts (form provider and its embed script, video host) answer
 * with an empty 200: the sandbox has no internet, and their own scripts are not ours to test.
 * A CSP violation shows up here as a console error too.
 */
import { expect, type Page, test } from '@playwright/test'
import { THIRD_PARTY } from '#server/security-headers.ts'
import { ALL_PATHS, waitForHydration } from './support.ts'

const THIRD_PARTY_ORIGINS = [
  ...THIRD_PARTY.formFrames,
  THIRD_PARTY.video,
  ...(THIRD_PARTY.formEmbedScript ? [new URL(THIRD_PARTY.formEmbedScript).origin] : []),
]

async function collectProblems(page: Page): Promise<string[]> {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  for (const origin of THIRD_PARTY_ORIGINS) {
    await page.route(`${origin}/**`, (route) => route.fulfill({ status: 200, body: '' }))
  }
  return problems
}

async function visitAndScroll(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      // Two frames per step: what comes into view is observed and rendered before the next step.
      for (let f = 0; f < 2; f++) await new Promise((r) => requestAnimationFrame(r))
    }
    window.scrollTo(0, document.body.scrollHeight)
  })
  await page.waitForLoadState('networkidle')
  return response
}

test.describe('no console errors', () => {
  for (const path of ALL_PATHS) {
    test(path, async ({ page }) => {
      const problems = await collectProblems(page)
      const response = await visitAndScroll(page, path)
      expect(response?.status()).toBe(200)
      expect(problems).toEqual([])
    })
  }
})

test('the not-found page logs exactly its path and its own 404 status', async ({ page }) => {
  const problems = await collectProblems(page)
  const path = '/this/page/does-not-exist'
  const response = await visitAndScroll(page, path)
  expect(response?.status()).toBe(404)
  await expect.poll(() => problems.length).toBe(2)
  expect(problems.sort()).toEqual([
    `console.error: 404 Error: User attempted to access non-existent route: ${path}`,
    'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ])
})
