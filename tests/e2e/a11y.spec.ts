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
  const page = await newPage(browser, { viewport: { width: 375, height: 740 } })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Menu' }).click()
  await expectNoAxeViolations(page)
  await page.context().close()
})
