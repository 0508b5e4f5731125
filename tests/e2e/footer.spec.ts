import { expect, test } from '@playwright/test'
import { LEGAL_LINKS, QUICK_LINKS } from '#app/config/navigation.ts'
import { practice } from '#app/config/practice.ts'

for (const path of ['/', '/store/weighted-blanket', '/blog/2']) {
  test(`footer on ${path}`, async ({ page }) => {
    await page.goto(path)
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText(practice.address.street)
    await expect(footer).toContainText(
      `${practice.address.city}, ${practice.address.region} ${practice.address.postalCode}`,
    )
    await expect(footer.getByRole('link', { name: practice.phone.display })).toHaveAttribute(
      'href',
      practice.phone.href,
    )
    await expect(footer.getByRole('link', { name: practice.email })).toHaveAttribute(
      'href',
      `mailto:${practice.email}`,
    )
    for (const profile of practice.profiles) {
      const link = footer.getByRole('link', { name: new RegExp(`^${profile.label}`) })
      await expect(link).toHaveAttribute('href', profile.url)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
    for (const l of [...LEGAL_LINKS, ...QUICK_LINKS]) {
      await expect(footer.getByRole('link', { name: l.name, exact: true })).toHaveAttribute('href', l.path)
    }
  })
}
