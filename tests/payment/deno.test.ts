/**
 * The Supabase Edge Function entry, run by real Deno (the `deno` npm package) against the fake
 * Stripe: the same handler code path as the Node host.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLOR_PRODUCT_ID, getProduct } from '#app/content/products.ts'
import { MESSAGES } from '#functions/create-payment/order.ts'
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts'
import { post, SHIPPING, validOrder } from './support.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const FUNCTION_DIR = path.join(ROOT, 'supabase/functions/create-payment')
const DENO = path.join(ROOT, 'node_modules/.bin/deno')
const SITE = 'https://shop.example.test'
const START_TIMEOUT_MS = 45_000

interface DenoFunction {
  url: string
  process: ChildProcess
  output: () => string
}

const running: ChildProcess[] = []

/** `deno run` on the Supabase entry; resolves once Deno.serve prints its address. */
function startDeno(env: Record<string, string>): Promise<DenoFunction> {
  const child = spawn(
    DENO,
    [
      'run',
      '--no-prompt',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      // Resolve zod and stripe from this project's node_modules instead of downloading them.
      '--node-modules-dir=manual',
      `--config=${path.join(FUNCTION_DIR, 'deno.json')}`,
      path.join(FUNCTION_DIR, 'index.ts'),
    ],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...(process.env.DENO_DIR && { DENO_DIR: process.env.DENO_DIR }),
        NO_COLOR: '1',
        DENO_NO_UPDATE_CHECK: '1',
        // Deno.serve() listens here: loopback, a free port.
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  running.push(child)
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`Deno did not start within ${START_TIMEOUT_MS} ms:\n${output}`))
    }, START_TIMEOUT_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/Listening on (http:\/\/127\.0\.0\.1:\d+)\//)
      if (match) {
        clearTimeout(timer)
        resolve({ url: `${match[1]}/functions/v1/create-payment`, process: child, output: () => output })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Deno exited with ${code}:\n${output}`))
    })
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
  })
}

let stripe: FakeStripe
let withKey: DenoFunction
let withoutKey: DenoFunction

beforeAll(async () => {
  stripe = await startFakeStripe()
  ;[withKey, withoutKey] = await Promise.all([
    // The fake Stripe is a stand-in API URL, which only a non-production run accepts.
    startDeno({
      NODE_ENV: 'development',
      STRIPE_SECRET_KEY: 'sk_test_deno',
      STRIPE_API_URL: stripe.url,
      SITE_URL: SITE,
    }),
    startDeno({ SITE_URL: SITE }),
  ])
}, START_TIMEOUT_MS + 5000)

afterAll(async () => {
  for (const child of running) {
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  await stripe?.close()
})

describe('Supabase Edge Function entry under Deno', () => {
  it('creates the Checkout Session with the same body as the Node host', async () => {
    const res = await post(withKey.url, validOrder(COLOR_PRODUCT_ID, 2, { selectedColor: 'White' }), {
      Origin: SITE,
    })
    expect(res.status, withKey.output()).toBe(200)
    expect(res.json.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(stripe.requests).toHaveLength(1)
    const sent = stripe.requests[0]!
    expect(sent.headers.authorization).toBe('Bearer sk_test_deno')
    expect(sent.headers['idempotency-key']).toMatch(/^create-payment-[0-9a-f]{64}$/)
    const f = sent.form
    const product = getProduct(COLOR_PRODUCT_ID)!
    expect(f.mode).toBe('payment')
    expect(f['line_items[0][price_data][unit_amount]']).toBe(String(Math.round(product.price * 100)))
    expect(f['line_items[0][price_data][currency]']).toBe('usd')
    expect(f['line_items[0][quantity]']).toBe('2')
    expect(f['line_items[0][price_data][product_data][name]']).toBe(product.name)
    expect(f['line_items[0][price_data][product_data][images][0]']).toBe(`${SITE}${product.images[0]}`)
    expect(f.customer_email).toBe(SHIPPING.email)
    expect(f.success_url).toBe(`${SITE}/purchase-thank-you?session_id={CHECKOUT_SESSION_ID}`)
    expect(f.cancel_url).toBe(`${SITE}/store/${COLOR_PRODUCT_ID}`)
    expect(f['metadata[color]']).toBe('White')
    expect(f['metadata[shipping_zip]']).toBe(SHIPPING.zip)
    expect(f['payment_intent_data[shipping][address][postal_code]']).toBe(SHIPPING.zip)
  })

  it('refuses an invalid order without calling Stripe, and answers the CORS preflight', async () => {
    stripe.requests.length = 0
    const res = await post(withKey.url, { ...validOrder('nad-patches'), quantity: 0 })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ error: MESSAGES.quantity })
    const pre = await fetch(withKey.url, { method: 'OPTIONS', headers: { Origin: SITE } })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-client-info')
    // Deno counts as production unless told otherwise: a local origin is not allowed there.
    expect(
      (await fetch(withoutKey.url, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173' } }))
        .status,
    ).toBe(403)
    expect(stripe.requests).toHaveLength(0)
  })

  it('answers 503 without a key (never the test checkout)', async () => {
    const res = await post(withoutKey.url, validOrder('nad-patches'))
    expect(res.status).toBe(503)
    expect(res.json).toEqual({ error: 'Payments are not configured' })
  })

  it('refuses to boot in production with STRIPE_API_URL or a malformed key, saying why', async () => {
    const refused = await startDeno({ STRIPE_SECRET_KEY: 'sk_test_deno', STRIPE_API_URL: stripe.url }).then(
      () => 'started',
      (error: Error) => error.message,
    )
    expect(refused).toMatch(/Deno exited with [1-9]/)
    expect(refused).toContain('STRIPE_API_URL is set in production')
  })

  it('type-checks under Deno', () => {
    const result = spawnSync(
      DENO,
      [
        'check',
        '--node-modules-dir=manual',
        `--config=${path.join(FUNCTION_DIR, 'deno.json')}`,
        path.join(FUNCTION_DIR, 'index.ts'),
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: START_TIMEOUT_MS, env: { ...process.env, NO_COLOR: '1' } },
    )
    expect(result.status, result.stderr).toBe(0)
  })

  it('pins the same zod, stripe and hono-rate-limiter ranges as package.json', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
    const deno = JSON.parse(readFileSync(path.join(FUNCTION_DIR, 'deno.json'), 'utf8'))
    for (const name of ['zod', 'stripe', 'hono-rate-limiter']) {
      expect(deno.imports[name]).toBe(`npm:${name}@${pkg.dependencies[name]}`)
    }
  })
})
