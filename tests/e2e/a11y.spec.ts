import { test } from '@playwright/test'
import { ALL_PATHS, expectNoAxeViolations, newPage } from './support.ts'

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const path of [...ALL_PATHS, '/not-a-page']) {
      test(`${path}`, async ({ browser }) => {
        const page = await newPage(browser, { theme, reducedMotion: 'reduce' })
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        await expectNoAxeViolations(page)
        await page.context().close()
      })
    }
  })
}

test('axe on the open mobile menu', async ({ browser }) => {
  // Reduced motion: the page's sections fade up as they first render (off-screen ones only when
  // axe makes them render), and a half-faded card is not what this test is about.
  const page = await newPage(browser, { viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Menu' }).click()
  await expectNoAxeViolations(page)
  await page.context().close()
})
