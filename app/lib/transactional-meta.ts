import type { MetaDescriptor } from 'react-router'
import { NOINDEX, pageMeta } from './seo.ts'

/**
 * The transactional pages (a signed link's landing, an order's status), by path: each one's title
 * and description. Without the visitor's token or order such a page says nothing to a searcher.
 */
const TRANSACTIONAL_PAGES = {
  '/book/cancel': ['Cancel Your Consultation', 'Cancel or change the time of your free consultation.'],
  '/book/confirm': ['Confirm Your Consultation', 'Confirm the time you chose for your free consultation.'],
  '/newsletter/confirm': [
    'Confirm Your Subscription',
    'Confirm your subscription to the monthly newsletter.',
  ],
  '/newsletter/unsubscribe': ['Unsubscribe', 'Leave the monthly newsletter.'],
  '/purchase-thank-you': [
    'Your Order',
    'The status of your order from the store: confirmation, packing and delivery.',
  ],
} as const satisfies Record<string, readonly [title: string, description: string]>

/** A transactional page's `meta`: its tags as any page's, and `noindex`. */
export function transactionalMeta(path: keyof typeof TRANSACTIONAL_PAGES): () => MetaDescriptor[] {
  const [title, description] = TRANSACTIONAL_PAGES[path]
  return () => [...pageMeta({ title, description, path }), NOINDEX]
}
