/**
 * Supabase Edge Function entry (Deno): the same newsletter handler the Node host serves, on the
 * orders' Postgres and mail outbox (each call also sends what is still owed: no timers here).
 * Deploy: `supabase functions deploy newsletter --use-api` (see docs/guides/deploying.md).
 * Production unless NODE_ENV says otherwise: without NEWSLETTER_SECRET it stops at boot.
 */

import { edgeOrders } from '#functions/hosts/edge-orders.ts'
import {
  DEFAULT_EDGE_NEWSLETTER_RATE_LIMIT,
  newsletterSettingsFromEnv,
} from '#functions/newsletter/config.ts'
import { createNewsletterHandler } from '#functions/newsletter/handler.ts'
import { lazyFulfilment } from '#functions/orders/fulfil.ts'

const env = (key: string) => Deno.env.get(key)
const orders = edgeOrders('newsletter', env)
const fulfilment = lazyFulfilment(orders.fulfilment)
// A per-client limit by default (NEWSLETTER_RATE_LIMIT, 0 turns it off); behind Supabase's gateway
// set TRUST_PROXY=1 so clients are told apart by the address it forwards. The mail limits of the
// store hold whatever this is set to.
const handler = createNewsletterHandler({
  settings: newsletterSettingsFromEnv(env, (env('NODE_ENV') ?? 'production') === 'production', {
    defaultRateLimit: DEFAULT_EDGE_NEWSLETTER_RATE_LIMIT,
  }),
  open: async () => {
    const f = await fulfilment()
    orders.waitUntil?.(f.outbox.sweep().catch(() => {}))
    return { db: f.store.db, outbox: f.outbox }
  },
  waitUntil: orders.waitUntil,
})

Deno.serve((request, info) => handler(request, { address: info.remoteAddr.hostname }))
