/**
 * Every public path of the site, in one list: the prerender step, the sitemap and the
 * route tests all read it. Plain data so build scripts and the server can import it.
 */
import { PRODUCT_IDS } from './product-ids.ts'

/** Services with their own page (/services/{slug}). */
export const SERVICE_SLUGS = [
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
export type ServiceSlug = (typeof SERVICE_SLUGS)[number]

/** The page of one product. */
export const productPath = (id: string) => `/store/${id}`

export const BLOG_IDS = [1, 2, 3, 4] as const

/** The prerendered copy of the not-found page, served with status 404 for unknown paths. */
export const NOT_FOUND_PATH = '/404'

/**
 * Prerendered not-found copies for the routes with a parameter. An unknown `/store/x` must be
 * answered with HTML rendered by the same route the browser will match (the product route, showing
 * 'Product Not Found'), or hydration would not match the page. Everything else gets NOT_FOUND_PATH.
 */
export const NOT_FOUND_COPIES = [
  { pattern: /^\/services\/[^/]+$/, path: '/services/__not-found' },
  { pattern: /^\/store\/[^/]+$/, path: '/store/__not-found' },
  { pattern: /^\/blog\/[^/]+$/, path: '/blog/__not-found' },
] as const

/** Every prerendered not-found page (never listed in the sitemap). */
export const NOT_FOUND_PATHS: readonly string[] = [NOT_FOUND_PATH, ...NOT_FOUND_COPIES.map((c) => c.path)]

/** Which prerendered not-found page answers an unknown path. */
export function notFoundPathFor(pathname: string): string {
  return NOT_FOUND_COPIES.find((c) => c.pattern.test(pathname))?.path ?? NOT_FOUND_PATH
}

export const STATIC_PATHS = [
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

/** Pages kept out of search results and the sitemap: an order confirmation is personal and thin. */
export const NOINDEX_PATHS: readonly string[] = ['/purchase-thank-you']

/** Every route that gets its own prerendered HTML (the not-found copy excluded). */
export const ALL_PATHS: readonly string[] = [
  ...STATIC_PATHS,
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  ...PRODUCT_IDS.map(productPath),
  ...BLOG_IDS.map((id) => `/blog/${id}`),
]
