import { expect, test } from '@playwright/test'

test('unknown paths answer 404 with the not-found page, which logs the path', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (m) => logged.push(m.text()))
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  await expect.poll(() => logged.some((l) => l.includes('/no-such-page'))).toBe(true)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the not-found page is in the HTML itself (no JavaScript needed)', async ({ request }) => {
  const res = await request.get('/services/not-a-service/deeper')
  expect(res.status()).toBe(404)
  expect(await res.text()).toContain('Oops! Page not found')
})
