/**
 * Helpers for the conformance suite (tests/spec/). Facts the owner edits (names, prices, the product
 * list, the practice profile) are read from the content files themselves, so a content edit never
 * needs a test edit; everything else a test asserts is the specification's own words and numbers.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { parse } from 'yaml'

const CONTENT = path.join(import.meta.dirname, '..', '..', 'content')

function readYaml<T>(file: string): T {
  return parse(readFileSync(path.join(CONTENT, file), 'utf8')) as T
}

export interface ContentProduct {
  id: string
  order?: number
  name: string
  price: number
  shortDescription: string
  longDescription: string | string[]
  features: string[]
  images: string[]
  category: string
  affiliateLink?: string
  colors?: string[]
}

/** The catalogue as the content files hold it, in the store's order. */
export const catalogue: ContentProduct[] = readdirSync(path.join(CONTENT, 'products'))
  .filter((f) => f.endsWith('.yml'))
  .map((f) => ({ id: f.replace(/\.yml$/, ''), ...readYaml<Omit<ContentProduct, 'id'>>(`products/${f}`) }))
  .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))

export const product = (id: string): ContentProduct => {
  const found = catalogue.find((p) => p.id === id)
  if (!found) throw new Error(`no product ${id} in content/products`)
  return found
}

/** Dollars as the page shows them: two decimals. */
export const dollars = (amount: number): string => `$${amount.toFixed(2)}`

export interface Practice {
  name: string
  credentials: string
  titleSuffix: string
  phone: string
  email: string
  address: { street: string; city: string; region: string; postalCode: string }
  profiles: { label: string; url: string }[]
  reviews: Record<'reviewSite' | 'maps', { label: string; url: string; rating: number }>
  forms: Record<'contact' | 'bookWaitlist' | 'retreatsWaitlist' | 'giveaway', { title: string; url: string }>
  video: { embedBase: string; moreInterviewsUrl: string }
  hspSelfTestUrl: string
  serviceAreas: string[]
  paymentProvider: string
}
export const practice = readYaml<Practice>('practice.yml')

export interface Appearance {
  title: string
  host: string
  embedId: string
}
export const podcasts = readYaml<{ appearances: Appearance[] }>('podcasts.yml').appearances

export interface TestimonialSection {
  id: string
  title: string
  testimonials: { quote: string; rating: number; name: string; date: string }[]
}
export const testimonialSections = readYaml<{ sections: TestimonialSection[] }>('testimonials.yml').sections

export const blogIds = readdirSync(path.join(CONTENT, 'blog'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''))

/** The routes of the spec's route table that have one fixed path. */
export const SPEC_PATHS = [
  '/',
  '/about',
  '/services',
  '/store',
  '/retreats',
  '/blog',
  '/contact',
  '/testimonials',
  '/anxiety-annihilated-contest',
  '/privacy-policy',
  '/terms-of-service',
  '/thankyou',
  '/purchase-thank-you',
] as const

export const SERVICE_PAGES = [
  'emdr-therapy',
  'teen-therapy',
  'anxiety-therapy',
  'depression-counseling',
  'trauma-therapy',
  'hypnotherapy',
  'grief-counseling',
  'relationship-counseling',
  'bfrb-treatment',
  'dentaphobia-treatment',
  'family-therapy',
  'hsp-counseling',
  'performance-anxiety',
  'walk-talk-therapy',
  'eft-therapy',
  'mediation-services',
  'spiritual-cleansing',
  'pandas-therapy',
] as const

export const SERVICE_CARDS = [
  'emdr-therapy',
  'trauma-therapy',
  'hypnotherapy',
  'grief-counseling',
  'relationship-counseling',
  'anxiety-therapy',
  'teen-therapy',
  'bfrb-treatment',
  'depression-counseling',
  'eft-therapy',
  'hsp-counseling',
  'performance-anxiety',
  'walk-talk-therapy',
  'pandas-therapy',
] as const

export const NAV = [
  ['Home', '/'],
  ['About', '/about'],
  ['Services', '/services'],
  ['Store', '/store'],
  ['Blog', '/blog'],
  ['Retreats', '/retreats'],
  ['Testimonials', '/testimonials'],
  ['Contact', '/contact'],
] as const

/** Loads a page and waits until the app has taken it over (clicks and state work from then on). */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.waitForFunction(
    () => '__reactRouterRouteModules' in window && document.readyState === 'complete',
  )
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return !!main && Object.keys(main).some((k) => k.startsWith('__react'))
  })
}

/**
 * The page's text as a reader sees it: every text node whose element is rendered (including bands
 * that the browser skips painting while they are off screen), joined by spaces.
 */
export async function visibleText(scope: Locator): Promise<string> {
  const text = await scope.evaluate((root) => {
    const parts: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, template')) continue
      if (!parent.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: false })) continue
      parts.push(node.textContent ?? '')
    }
    return parts.join(' ')
  })
  return text.replace(/\s+/g, ' ').replace(/ ([,.;:])/g, '$1')
}

/** Expects every phrase somewhere in the visible text of `scope`. */
export async function expectTexts(scope: Locator, phrases: (string | RegExp)[]): Promise<void> {
  const text = await visibleText(scope)
  for (const phrase of phrases) {
    if (typeof phrase === 'string') expect(text, `"${phrase}" on the page`).toContain(phrase)
    else expect(text, `${phrase} on the page`).toMatch(phrase)
  }
}

/** The toasts on screen, in the notification region assistive technology announces. */
export const notifications = (page: Page): Locator => page.getByRole('region', { name: /Notifications/ })

/** A toast by its title; `destructive` expects the error kind (the error mark a reader sees). */
export async function expectToast(
  page: Page,
  title: string,
  description: string,
  { destructive = false } = {},
): Promise<void> {
  const toast = notifications(page).getByRole('listitem').filter({ hasText: title }).first()
  await expect(toast).toBeVisible()
  await expect(toast).toContainText(description)
  if (destructive) await expect(toast).toHaveAttribute('data-type', 'error')
}

/** The third-party form host answers with a stand-in form, as the provider would. */
export async function serveFormHost(page: Page): Promise<void> {
  const host = new URL(practice.forms.contact.url).origin
  await page.context().route(`${host}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Form</title><form><input></form>',
    }),
  )
}

/** An iframe's rendered height in CSS pixels, as a reader sees the embed. */
export async function frameHeight(frame: Locator): Promise<number> {
  const box = await frame.boundingBox()
  return Math.round(box?.height ?? 0)
}

export const SHIPPING = {
  name: 'Alex Rivera',
  email: 'alex@example.org',
  address: '12 Harbor View Drive',
  city: 'Irvine',
  state: 'CA',
  zip: '92612',
  country: 'US',
}

/** The shipping form's fields by their visible labels (the spec's field names in the same order). */
export const SHIPPING_LABELS = {
  name: /^Full name/,
  email: /^Email/,
  address: /^(Street )?address/i,
  city: /^City/,
  state: /^State/,
  zip: /^ZIP/i,
} as const

export async function fillShipping(page: Page, info: Partial<typeof SHIPPING> = SHIPPING): Promise<void> {
  const form = page.getByRole('form', { name: 'Purchase Details' })
  for (const [key, label] of Object.entries(SHIPPING_LABELS) as [keyof typeof SHIPPING_LABELS, RegExp][]) {
    const value = info[key]
    if (value !== undefined) await form.getByRole('textbox', { name: label }).fill(value)
  }
}

export const purchaseButton = (page: Page): Locator =>
  page.getByRole('button', { name: /Purchase Now with Stripe|Processing/ })

export const FUNCTION_ROUTE = '**/functions/v1/create-payment'
export const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_spec'
