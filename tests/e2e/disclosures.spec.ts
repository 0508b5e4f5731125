/**
 * What a California therapy practice's website must show, where it must show it: the license line
 * and a not-for-emergencies line on every page, the Good Faith Estimate notice (linked from the
 * footer, the services fees and the contact page), the partner-link disclosure beside every
 * affiliate button, a privacy policy covering what CalOPPA asks, and complete share metadata.
 */
import { expect, type Locator, test } from '@playwright/test'
import { licenseLine, practice } from '#core/config/practice.ts'
import { products } from '#core/content/products.ts'
import { ALL_PATHS } from './support.ts'

test('every page: license line, emergency line, Good Faith Estimate link and share image alt text', async ({
  request,
}) => {
  test.setTimeout(120_000)
  expect(licenseLine).toBe(`${practice.name}, ${practice.licenses.join(', ')}`)
  for (const path of ALL_PATHS) {
    const html = await (await request.get(path)).text()
    const footer = html.slice(html.indexOf('<footer'))
    expect(footer, path).toContain(`data-testid="license-line">${licenseLine.replaceAll('&', '&amp;')}</p>`)
    expect(footer, path).toMatch(/data-testid="emergency-line"[^>]*>Not for emergencies[\s\S]*988[\s\S]*911/)
    expect(footer, path).toContain('href="/good-faith-estimate"')
    for (const name of ['property="og:image:alt"', 'name="twitter:image:alt"'])
      expect(html, `${path}: ${name}`).toMatch(new RegExp(`<meta ${name} content="[^"]{10,}"`))
  }
})

test('the Good Faith Estimate page carries the standard notice', async ({ page }) => {
  await page.goto('/good-faith-estimate')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Good Faith Estimate')
  const main = page.locator('main')
  for (const text of [
    'You have the right to receive a Good Faith Estimate',
    'in writing at least 1 business day before',
    'at least $400 more than your Good Faith Estimate, you can dispute the bill',
    '1-800-985-3059',
  ])
    await expect(main).toContainText(text)
  await expect(main.getByRole('link', { name: 'www.cms.gov/nosurprises' })).toHaveAttribute(
    'href',
    'https://www.cms.gov/nosurprises',
  )
  // A summary first, with the way to ask for an estimate, above the notice's own text.
  const inShort = page.getByTestId('gfe-in-short')
  await expect(inShort.getByRole('heading', { name: 'In short' })).toBeVisible()
  await expect(inShort).toContainText('You have the right to one')
  await expect(inShort.getByRole('link', { name: `Call ${practice.phone.display}` })).toHaveAttribute(
    'href',
    practice.phone.href,
  )
  await expect(inShort.getByRole('link', { name: `E-mail ${practice.email}` })).toHaveAttribute(
    'href',
    /^mailto:.*subject=Good%20Faith%20Estimate/,
  )
  const [summary, notice] = await Promise.all([
    inShort.boundingBox(),
    main.getByRole('heading', { name: /^You have the right to receive/ }).boundingBox(),
  ])
  expect(summary!.y + summary!.height).toBeLessThan(notice!.y)
  // The box and the text under it share one measure (740 against 560 px).
  const text = (await main.locator('h2 ~ p').last().boundingBox())!
  expect(Math.abs(summary!.x - text.x)).toBeLessThanOrEqual(1)
  expect(Math.abs(summary!.width - text.width)).toBeLessThanOrEqual(1)
})

test('the services fees section and the contact page link to the Good Faith Estimate', async ({ page }) => {
  await page.goto('/services')
  const fees = page.locator('section', { has: page.getByRole('heading', { name: 'Insurance and fees' }) })
  await fees.getByRole('link', { name: 'Your right to a Good Faith Estimate' }).click()
  await expect(page).toHaveURL(/\/good-faith-estimate$/)
  await page.goto('/contact')
  await expect(
    page.locator('main').getByRole('link', { name: 'About Good Faith Estimates' }),
  ).toHaveAttribute('href', '/good-faith-estimate')
})

test('every partner product card discloses the partner link beside its button, the whole disclosure above the grid', async ({
  page,
}) => {
  await page.goto('/store')
  const partners = products.filter((p) => p.affiliateLink)
  expect(partners.length).toBeGreaterThan(0)
  for (const product of partners) {
    const card: Locator = page.locator('article', { has: page.getByRole('heading', { name: product.name }) })
    const button = card.getByRole('link', { name: /View Details/ })
    await expect(button).toHaveAttribute('href', product.affiliateLink!)
    // The disclosure's first sentence right beside the button; the whole of it once above the grid.
    const label = card.getByTestId('affiliate-disclosure')
    await expect(label).toHaveText(/^Partner link: .*commission.*\.$/)
    expect(practice.affiliateDisclosure.startsWith((await label.textContent())!)).toBe(true)
  }
  await expect(page.getByTestId('store-disclosure')).toContainText(practice.affiliateDisclosure)
  // Products without a partner link carry no such line.
  for (const product of products.filter((p) => !p.affiliateLink)) {
    const card = page.locator('article', { has: page.getByRole('heading', { name: product.name }) })
    await expect(card.getByTestId('affiliate-disclosure')).toHaveCount(0)
  }
})

test('the privacy policy covers what CalOPPA asks', async ({ page }) => {
  await page.goto('/privacy-policy')
  const main = page.locator('main')
  for (const text of [
    'Information we collect', // categories
    'Stripe',
    'LeadConnector', // the form and mailing-list provider
    'Mailing-list provider',
    'YouTube',
    'only when you press play',
    'Reviewing and correcting your information',
    'Do Not Track',
    'over time and across different websites',
    'announce it with a notice on the home page',
    'effective as of',
    'Last updated May 5, 2025',
  ])
    await expect(main).toContainText(text)
})

test('form frames keep a sandbox that still means something', async ({ page }) => {
  await page.route(/leadconnectorhq\.com|msgsndr\.com/, (route) => route.fulfill({ status: 200, body: '' }))
  await page.goto('/contact')
  const frame = page.locator(`iframe[title="${practice.forms.contact.title}"]`)
  const sandbox = ((await frame.getAttribute('sandbox')) ?? '').split(' ')
  expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-forms']))
  expect(sandbox).not.toContain('allow-popups-to-escape-sandbox')
  expect(sandbox).not.toContain('allow-top-navigation')
  expect(new URL(practice.forms.contact.url).origin).not.toBe(new URL(page.url()).origin)
})

test('articles name their publisher with its logo', async ({ request }) => {
  const html = await (await request.get('/blog/1')).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
  const article = blocks.find((b) => b['@type'] === 'BlogPosting') as { publisher: Record<string, unknown> }
  expect(article.publisher).toMatchObject({
    name: practice.practiceName,
    logo: { '@type': 'ImageObject', url: expect.stringMatching(/\/images\/logo\.png$/) },
  })
  const logo = await request.get('/images/logo.png')
  expect(logo.status()).toBe(200)
})
