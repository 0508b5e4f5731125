/** Shared helpers for the create-payment tests: the real Node host on a random port, and orders. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { BLANKET_COLORS, COLOR_PRODUCT_ID, getProduct, totalCents } from '#core/content/products.ts'
import { createApp, type FunctionHandler } from '#server/app.ts'
import { functions } from '#server/functions.ts'
import { listen } from '#server/listen.ts'

export const FUNCTION_PATH = '/functions/v1/create-payment'

export interface NodeHost {
  base: string
  url: string
  /** Every line the server and its functions logged. */
  logs: string[]
  close(): Promise<void>
}

/**
 * createApp + @hono/node-server with the functions built from `env`, as `npm start` does, or with
 * the given ones (a production configuration pointed at the fake Stripe, which the environment refuses).
 */
export async function startNodeHost(
  env: Record<string, string | undefined>,
  given?: (log: (line: string) => void) => Record<string, FunctionHandler>,
): Promise<NodeHost> {
  const root = mkdtempSync(path.join(tmpdir(), 'payment-site-'))
  mkdirSync(path.join(root, '404'))
  writeFileSync(path.join(root, 'index.html'), '<h1>Home</h1>')
  writeFileSync(path.join(root, '404', 'index.html'), '<h1>Oops! Page not found</h1>')
  const logs: string[] = []
  const log = (line: string) => void logs.push(line)
  // These tests send hundreds of orders from one loopback client: the limit is off unless a test
  // sets CHECKOUT_RATE_LIMIT (rate-limit.test.ts does).
  const fns = given ? given(log) : functions({ CHECKOUT_RATE_LIMIT: '0', ...env }, { log })
  const app = createApp({ root, functions: fns, log })
  const { origin, close } = await listen(app)
  return {
    base: origin,
    url: origin + FUNCTION_PATH,
    logs,
    close: async () => {
      await close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

export const SHIPPING = {
  name: 'Alex Rivera',
  email: 'alex@example.org',
  address: '12 Harbor View Dr',
  city: 'Newport Beach',
  state: 'CA',
  zip: '92660',
  country: 'US',
}

/** A valid order body for a product, priced as the page would (float dollars). */
export function validOrder(productId: string, quantity = 1, extra: Record<string, unknown> = {}) {
  const product = getProduct(productId)!
  return {
    productId,
    quantity,
    ...(productId === COLOR_PRODUCT_ID && { selectedColor: BLANKET_COLORS[0] }),
    shippingInfo: { ...SHIPPING },
    amount: product.price * quantity,
    ...extra,
  }
}

export const cents = (productId: string, quantity: number) => totalCents(getProduct(productId)!, quantity)

export async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  let json: Record<string, unknown>
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`Not JSON (status ${res.status}): ${text.slice(0, 200)}`)
  }
  return { status: res.status, json, headers: res.headers }
}
