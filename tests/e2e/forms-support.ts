import type { Page } from '@playwright/test'
import { practice } from '#core/config/practice.ts'

/**
 * The form provider's hosts (there is no internet in tests): answer them with an empty page, and
 * its embed script with an empty script.
 */
export async function stubFormProvider(page: Page): Promise<void> {
  const hosts = new Set(
    [practice.forms.contact.url, practice.forms.bookWaitlist.url].map((u) => new URL(u).host),
  )
  for (const host of hosts) {
    await page.route(`https://${host}/**`, (route) => route.fulfill({ status: 200, body: '' }))
  }
  if (practice.formEmbedScript)
    await page.route(practice.formEmbedScript, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    )
}
