import { expect, test } from '@playwright/test'
import { LEGAL_LINKS, QUICK_LINKS } from '#core/config/navigation.ts'
import { practice } from '#core/config/practice.ts'

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

test('at 375 px the two link lists share a row under the address (one column was two screens)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await page.goto('/')
  // Both boxes from one layout: two boundingBox() calls are viewport positions read at two moments,
  // and a scroll between them (the page settling after load) once made them 65 px apart in CI.
  const { quick, follow, heading } = await page.getByRole('contentinfo').evaluate((footer) => {
    const h2 = [...footer.querySelectorAll('h2')].find((h) => h.textContent === 'Follow and find')
    return {
      quick: footer
        .querySelector('nav[aria-label="Quick links"]')!
        .getBoundingClientRect()
        .toJSON() as DOMRect,
      follow: h2?.getBoundingClientRect().toJSON() as DOMRect,
      heading: h2?.textContent,
    }
  })
  expect(heading).toBe('Follow and find')
  // Design notes, Footer: on a phone the two link lists share a row.
  expect(Math.abs(quick.y - follow.y)).toBeLessThan(2)
  expect(follow.x).toBeGreaterThan(quick.x + quick.width - 1)
  // Nothing runs out of the footer sideways (WCAG 1.4.10 reflow: no horizontal scroll).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test('the crisis numbers in the footer are 44 px targets that keep their punctuation against them', async ({
  page,
}) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const line = page.getByTestId('emergency-line')
    for (const number of ['988', '911']) {
      const link = line.getByRole('link', { name: number, exact: true })
      const box = (await link.boundingBox())!
      expect(box.height, `${number} at ${width}`).toBeGreaterThanOrEqual(44)
      expect(box.width, `${number} at ${width}`).toBeGreaterThanOrEqual(44)
    }
    // Where the number's last digit ends and the punctuation after it begins, as drawn.
    const gaps = await line.evaluate((p) =>
      [...p.querySelectorAll('a')].map((a) => {
        const digits = document.createRange()
        digits.selectNodeContents(a)
        const after = a.nextSibling!
        const mark = document.createRange()
        mark.setStart(after, 0)
        mark.setEnd(after, 1)
        const end = [...digits.getClientRects()].at(-1)!
        const next = mark.getClientRects()[0]!
        return {
          mark: mark.toString(),
          gap: Math.round(next.left - end.right),
          sameLine: next.top < end.bottom,
        }
      }),
    )
    expect(gaps.map((g) => g.mark)).toEqual([';', '.'])
    for (const g of gaps) if (g.sameLine) expect(g.gap, `"${g.mark}" at ${width}`).toBeLessThanOrEqual(1)
  }
})
