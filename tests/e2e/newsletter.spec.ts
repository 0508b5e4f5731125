import { expect, test } from '@playwright/test'
import { home } from '#app/content/home.ts'
import { scrollToHydrated, waitForHydration } from './support.ts'

const MESSAGE = 'Please enter a valid email address.'

for (const path of ['/', '/blog']) {
  test(`${path}: the newsletter form validates, confirms with a toast, clears and sends nothing`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    // On the home page the section hydrates as a reader nears it: the form is live once it has.
    await scrollToHydrated(page, 'newsletter-heading')
    const section = page.getByRole('region', { name: home.newsletter.heading })
    for (const benefit of home.newsletter.benefits) await expect(section).toContainText(benefit)
    const field = section.getByLabel('Email address')
    await expect(field).toHaveAttribute('type', 'email')

    // Images lazy-load as the page scrolls and the toast code loads with the first toast (same-origin
    // scripts); anything else (fetch, XHR, beacon, form post, navigation) would be a send.
    const origin = new URL(page.url()).origin
    const requests: string[] = []
    page.on('request', (r) => {
      const loadsCode = r.resourceType() === 'script' && r.url().startsWith(`${origin}/assets/`)
      if (r.resourceType() !== 'image' && !loadsCode)
        requests.push(`${r.method()} ${r.resourceType()} ${r.url()}`)
    })

    await field.fill('not-an-email')
    await section.getByRole('button', { name: 'Subscribe' }).click()
    const error = section.getByText(MESSAGE)
    await expect(error).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    const describedBy = await field.getAttribute('aria-describedby')
    expect(await error.getAttribute('id')).toBe(describedBy)
    await expect(field).toBeFocused()

    await field.fill('')
    await section.getByRole('button', { name: 'Subscribe' }).click()
    await expect(error).toBeVisible()

    await field.fill('reader@example.com')
    await section.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Thank you for subscribing!')).toBeVisible()
    await expect(field).toHaveValue('')
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(section.getByText(MESSAGE)).toHaveCount(0)
    await page.waitForLoadState('networkidle') // a request, had one been sent, has been seen
    expect(requests).toEqual([])
  })
}
