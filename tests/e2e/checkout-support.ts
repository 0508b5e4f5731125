import { expect, type Page, type Request, type Route } from '@playwright/test'
import type { ShippingInfo } from '#core/contracts/checkout.ts'

export const FUNCTION_ROUTE = '**/functions/v1/create-payment'
export const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_a1b2c3'

export const SHIPPING: ShippingInfo = {
  name: 'Alex Rivera',
  email: 'alex@example.org',
  address: '12 Harbor View Drive',
  city: 'Irvine',
  state: 'CA',
  zip: '92612',
  country: 'US',
}

const LABELS: Record<Exclude<keyof ShippingInfo, 'country'>, string> = {
  name: 'Full name',
  email: 'Email',
  address: 'Street address',
  city: 'City',
  state: 'State / Province',
  zip: 'ZIP / Postal code',
}

/** Fills the shipping form through its visible labels. */
export async function fillShipping(page: Page, info: Partial<ShippingInfo> = SHIPPING): Promise<void> {
  for (const [key, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
    const value = info[key]
    if (value !== undefined) await page.getByLabel(label, { exact: true }).fill(value)
  }
  if (info.country) await page.getByLabel('Country', { exact: true }).selectOption(info.country)
}

export const purchaseButton = (page: Page) => page.getByRole('button', { name: 'Purchase Now with Stripe' })

/** A toast by its title, with the destructive styling when asked. */
export function toast(page: Page, title: string, { destructive = false } = {}) {
  const selector = destructive ? '[data-sonner-toast].toast-destructive' : '[data-sonner-toast]'
  return page.locator(selector).filter({ hasText: title })
}

export async function expectToast(
  page: Page,
  title: string,
  description: string,
  options: { destructive?: boolean } = {},
): Promise<void> {
  const t = toast(page, title, options)
  await expect(t).toBeVisible()
  await expect(t).toContainText(description)
}

export interface Recorded {
  body: unknown
  headers: Record<string, string>
}

/**
 * Answers the create-payment function in the browser and records every request.
 * `reply` decides the answer; by default a checkout URL.
 */
export async function answerFunction(
  page: Page,
  reply: (route: Route, request: Request) => Promise<void> = (route) =>
    route.fulfill({ json: { url: CHECKOUT_URL } }),
): Promise<Recorded[]> {
  const recorded: Recorded[] = []
  await page.route(FUNCTION_ROUTE, async (route, request) => {
    recorded.push({ body: request.postDataJSON(), headers: await request.allHeaders() })
    await reply(route, request)
  })
  // The checkout host is not on the internet here: answer it too.
  await page.context().route('https://checkout.stripe.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>',
    }),
  )
  return recorded
}

/** A promise with its resolver, to hold a response until the test lets it go. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {}
  const wait = new Promise<void>((resolve) => {
    open = resolve
  })
  return { wait, open }
}

/**
 * Client-side navigation, for paths the server answers with its 404 page on a direct load
 * (an unknown product id): the app's own rendering of them is what is tested.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    (to) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate(to),
    path,
  )
}
