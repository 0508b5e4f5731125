/** SPEC §1: what the product does and for whom — the practice facts and the footer on every page. */
import { expect, test } from '@playwright/test'
import { expectTexts, open, practice, SPEC_PATHS } from './support.ts'

test('§1 Product: presents services, credentials and reviews', async ({ page }) => {
  await open(page, '/')
  const main = page.getByRole('main')
  await expect(
    main.getByRole('link', { name: 'Services' }).or(main.getByRole('link', { name: /^Explore / }).first()),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(practice.credentials)
  await expect(main.getByRole('link', { name: new RegExp(practice.reviews.reviewSite.label) })).toBeVisible()
})

test('§1 Product: presents podcast interviews', async ({ page }) => {
  await open(page, '/')
  await expect(page.getByRole('heading', { name: 'Featured Podcast Appearances' })).toBeVisible()
})

test('§1 Product: an upcoming book announced for 2025, with a waiting list and a giveaway', async ({
  page,
}) => {
  await open(page, '/about')
  await expectTexts(page.getByRole('main'), ['2025'])
  await expect(page.getByRole('heading', { name: 'Join the Book Waiting List' })).toBeVisible()
  await open(page, '/anxiety-annihilated-contest')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/giveaway|win/i)
})

test('§1 Product: healing retreats announced for 2026, with a waiting list', async ({ page }) => {
  await open(page, '/retreats')
  await expectTexts(page.getByRole('main'), ['2026'])
  await expect(page.getByRole('heading', { name: /Waiting List/i })).toBeVisible()
})

test('§1 Product: a wellness store whose products mostly link out', async ({ page }) => {
  await open(page, '/store')
  const details = page.getByRole('main').getByRole('link', { name: /^View Details/ })
  const targets = await details.evaluateAll((links) => links.map((a) => a.getAttribute('target')))
  expect(targets.filter((t) => t === '_blank').length).toBeGreaterThan(targets.length / 2)
})

test('§1 Practice facts: office in Newport Beach, CA, plus virtual sessions across California', async ({
  page,
}) => {
  await open(page, '/contact')
  await expectTexts(page.getByRole('main'), [
    'Newport Beach, CA',
    /virtual sessions anywhere in California|online anywhere in California/,
  ])
})

test('§1 Practice facts: in practice since 1997, founded 2002, second office 2017, award 2014', async ({
  page,
}) => {
  await open(page, '/about')
  const journey = page.getByRole('region', { name: 'Professional journey' })
  await expectTexts(page.getByRole('main'), ['since 1997'])
  for (const year of ['2002', '2017', '2014']) await expectTexts(journey, [year])
  await expectTexts(journey, [/own practice|practice/i, /second office/i, /award/i])
})

test('§1 Practice facts: hours by appointment only, Mon–Wed 11–8, Thu 11–2, Fri–Sun closed', async ({
  page,
}) => {
  for (const path of ['/about', '/contact']) {
    await open(page, path)
    const main = page.getByRole('main')
    await expectTexts(main, ['By appointment only', '11:00 AM – 8:00 PM', '11:00 AM – 2:00 PM', 'Closed'])
    await expectTexts(main, [/Monday\s*(–|-|to)\s*Wednesday/, 'Thursday', /Friday\s*(–|-|to)\s*Sunday/])
  }
})

test('§1 Practice facts: the thank-you page says she can be reached Tuesday to Friday', async ({ page }) => {
  await open(page, '/thankyou')
  await expectTexts(page.getByRole('main'), ['Tuesday to Friday'])
})

test('§1 Practice facts: out-of-network, superbills, HSA and FSA, cards, sliding scale', async ({ page }) => {
  await open(page, '/services')
  await expectTexts(page.getByRole('region', { name: 'Insurance and fees' }), [
    /out-of-network/i,
    /Superbills/i,
    /HSA and FSA/,
    /credit and debit cards/i,
    /Sliding-scale fees/i,
  ])
})

test('§1 Practice facts: concierge in-home sessions within a radius around Newport Beach', async ({
  page,
}) => {
  await open(page, '/services')
  await expectTexts(page.getByRole('main'), [/in-home sessions .*within a radius around Newport Beach/i])
})

test('§1 Practice facts: a free 15-minute phone consultation', async ({ page }) => {
  await open(page, '/')
  await expectTexts(page.getByRole('main'), [/free 15-minute phone consultation/i])
})

test('§1 Practice facts: service areas Newport Beach, Laguna Beach, Costa Mesa, Irvine, Corona Del Mar', async ({
  page,
}) => {
  await open(page, '/contact')
  await expectTexts(page.getByRole('main'), [
    'Newport Beach',
    'Laguna Beach',
    'Costa Mesa',
    'Irvine',
    'Corona Del Mar',
  ])
})

test('§1 Footer: on every page, a street address, a phone number and a contact e-mail', async ({ page }) => {
  for (const path of SPEC_PATHS) {
    await page.goto(path)
    const footer = page.getByRole('contentinfo')
    await expectTexts(footer, [practice.address.street])
    await expect(footer.locator('a[href^="tel:"]').first(), path).toBeVisible()
    await expect(footer.getByRole('link', { name: practice.email }), path).toHaveAttribute(
      'href',
      `mailto:${practice.email}`,
    )
  }
})

test('§1 Footer: links to video, social and professional-network profiles', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const profile of practice.profiles)
    await expect(footer.getByRole('link', { name: new RegExp(profile.label) })).toHaveAttribute(
      'href',
      profile.url,
    )
  const hosts = practice.profiles.map((p) => new URL(p.url).host)
  expect(
    hosts.some((h) => /youtube|vimeo/.test(h)),
    'a video profile',
  ).toBe(true)
  expect(
    hosts.some((h) => /linkedin|psychologytoday/.test(h)),
    'a professional-network profile',
  ).toBe(true)
})

test('§1 Footer: a copyright line with the current year', async ({ page }) => {
  await page.goto('/')
  await expectTexts(page.getByRole('contentinfo'), [`© ${new Date().getFullYear()}`])
})

test('§1 Footer: links to /privacy-policy and /terms-of-service', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  )
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms-of-service',
  )
})

test('§1 Footer: quick links to /about, /services, /blog and /contact', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const [name, href] of [
    ['About', '/about'],
    ['Services', '/services'],
    ['Blog', '/blog'],
    ['Contact', '/contact'],
  ] as const)
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
})

test('§1 Product: no sign-in, no accounts, no back-office screens', async ({ page }) => {
  for (const path of SPEC_PATHS) {
    await page.goto(path)
    await expect(page.getByRole('link', { name: /sign in|log in|account/i }), path).toHaveCount(0)
    await expect(page.locator('input[type="password"]'), path).toHaveCount(0)
  }
})

test('§1 Footer (departure): the licence numbers, the Good Faith Estimate and the crisis lines California’s rules add', async ({
  page,
}) => {
  const { licenses } = (await import('yaml')).parse(
    (await import('node:fs')).readFileSync(new URL('../../content/practice.yml', import.meta.url), 'utf8'),
  ) as { licenses: string[] }
  for (const path of SPEC_PATHS) {
    await page.goto(path)
    const footer = page.getByRole('contentinfo')
    await expectTexts(footer, licenses)
    await expect(footer.getByRole('link', { name: 'Good Faith Estimate' }), path).toHaveAttribute(
      'href',
      '/good-faith-estimate',
    )
    await expect(footer.locator('a[href="tel:988"]'), path).toBeVisible()
  }
  const response = await page.goto('/good-faith-estimate')
  expect(response?.status()).toBe(200)
})
