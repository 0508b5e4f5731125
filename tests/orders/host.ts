/**
 * The order functions on the real Node host (createApp + @hono/node-server on a free port), and
 * Stripe events signed as Stripe signs them (the SDK's test-header helper).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Stripe from 'stripe'
import { type NodeOrders, nodeOrders } from '#functions/hosts/node-orders.ts'
import { newsletterSettingsFromEnv } from '#functions/newsletter/config.ts'
import { createNewsletterHandler } from '#functions/newsletter/handler.ts'
import { createApp } from '#server/app.ts'
import { listen } from '#server/listen.ts'

export const WEBHOOK_SECRET = 'whsec_test_orders_0123456789'

export interface OrdersHost {
  base: string
  webhookUrl: string
  statusUrl: (sessionId: string) => string
  newsletterUrl: string
  orders: NodeOrders
  logs: string[]
  close(): Promise<void>
}

export async function startOrdersHost(
  env: Record<string, string | undefined>,
  options: { outboxDir?: string; now?: () => Date } = {},
): Promise<OrdersHost> {
  const root = mkdtempSync(path.join(tmpdir(), 'orders-site-'))
  mkdirSync(path.join(root, '404'))
  writeFileSync(path.join(root, '404', 'index.html'), '<h1>Oops! Page not found</h1>')
  const logs: string[] = []
  const log = (line: string) => logs.push(line)
  const orders = nodeOrders((name) => env[name], { log, outboxDir: options.outboxDir, now: options.now })
  const app = createApp({
    root,
    functions: {
      'stripe-webhook': orders.webhook,
      'order-status': orders.orderStatus,
      newsletter: createNewsletterHandler({
        settings: newsletterSettingsFromEnv((name) => env[name], false),
        open: async () => {
          const f = await orders.fulfilment()
          return { db: f.store.db, outbox: f.outbox }
        },
        waitUntil: orders.waitUntil,
        now: options.now,
        log,
      }),
    },
    log: () => {},
  })
  const server = await listen(app)
  return {
    base: server.origin,
    webhookUrl: `${server.origin}/functions/v1/stripe-webhook`,
    newsletterUrl: `${server.origin}/functions/v1/newsletter`,
    statusUrl: (id) => `${server.origin}/functions/v1/order-status?session_id=${encodeURIComponent(id)}`,
    orders,
    logs,
    async close() {
      await server.close()
      await orders.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

let eventCounter = 0

export function stripeEvent(type: string, object: Record<string, unknown>, id?: string) {
  return {
    id: id ?? `evt_test_${Date.now().toString(36)}${(eventCounter++).toString(36)}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  }
}

const signer = new Stripe('sk_test_signer')

export interface DeliverOptions {
  secret?: string
  /** Unix seconds the signature claims (default now). */
  timestamp?: number
  /** The Stripe-Signature header as sent (overrides signing; null sends none). */
  signature?: string | null
}

/** POSTs an event the way Stripe delivers it: raw JSON body, Stripe-Signature header. */
export async function deliver(
  url: string,
  event: unknown,
  options: DeliverOptions = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const payload = JSON.stringify(event, null, 2)
  const signature =
    options.signature !== undefined
      ? options.signature
      : signer.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          timestamp: options.timestamp,
        })
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      ...(signature !== null && { 'Stripe-Signature': signature }),
    },
    body: payload,
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}
