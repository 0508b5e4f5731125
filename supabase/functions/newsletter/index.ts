/**
 * Supabase Edge Function entry (Deno): the same newsletter handler the Node host serves, on the
 * orders' Postgres and mail outbox (each call also sends what is still owed: no timers here).
 * Deploy: `supabase functions deploy newsletter --use-api` (see README.md → Newsletter).
 * Production unless NODE_ENV says otherwise: without NEWSLETTER_SECRET it stops at boot.
 */
import { newsletterSettingsFromEnv } from '#functions/newsletter/config.ts'
import { createNewsletterHandler } from '#functions/newsletter/handler.ts'
import { edgeOrders } from '#functions/orders/edge-host.ts'
import { lazyFulfilment } from '#functions/orders/fulfil.ts'

const env = (key: string) => Deno.env.get(key)
const orders = edgeOrders('newsletter', env)
const fulfilment = lazyFulfilment(orders.fulfilment)
// Off unless NEWSLETTER_RATE_LIMIT is set: every request comes through Supabase's gateway (as checkout).
const handler = createNewsletterHandler({
  settings: newsletterSettingsFromEnv(env, (env('NODE_ENV') ?? 'production') === 'production', {
    defaultRateLimit: 0,
  }),
  open: async () => {
    const f = await fulfilment()
    orders.waitUntil?.(f.outbox.sweep().catch(() => {}))
    return { db: f.store.db, outbox: f.outbox }
  },
  waitUntil: orders.waitUntil,
})

Deno.serve((request, info) => handler(request, { address: info.remoteAddr.hostname }))
