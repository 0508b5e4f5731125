/**
 * Every public path of the site, in one list: the prerender step, the sitemap and the route tests
 * all read it. The products, services and articles are the files in content/ (their ids come from
 * the file names), so adding or removing a file adds or removes its page. Plain data so build
 * scripts and the server can import it.
 */
import { bookingEnabled } from '#core/config/booking.ts'
import { BLOG_IDS, PRODUCT_IDS, SERVICE_SLUGS } from '#core/content/generated/ids.ts'
import { sitePaths } from '#core/content/site-paths.ts'

export { type ContentIds, productPath, STATIC_PATHS, sitePaths } from '#core/content/site-paths.ts'
export { BLOG_IDS, SERVICE_SLUGS }
/** A service's URL name: the name of its file in content/services/. */
export type ServiceSlug = (typeof SERVICE_SLUGS)[number]

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

/**
 * The owner's action pages, opened only from the signed links in her notices (no content links to
 * them): besides noindex, never stored by any cache (the static host's headers and the Node
 * server's say no-store), so a shared device or proxy keeps no copy of what they show.
 */
export const OWNER_PATHS: readonly string[] = ['/owner/ship', '/owner/cancel', '/owner/block', '/owner/send']

/** Pages kept out of search results and the sitemap: personal and thin (an order, a newsletter link, a booking's confirm and cancel links). */
export const NOINDEX_PATHS: readonly string[] = [
  '/purchase-thank-you',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/book/confirm',
  '/book/cancel',
  // The owner's action pages: opened only from her notices' signed links.
  ...OWNER_PATHS,
  // The booking page only while booking is off (it is not linked then).
  ...(bookingEnabled ? [] : ['/book']),
]

/** Every route of this site's content that gets its own prerendered HTML. */
export const ALL_PATHS: readonly string[] = [
  ...sitePaths({ products: PRODUCT_IDS, services: SERVICE_SLUGS, blog: BLOG_IDS }),
  ...OWNER_PATHS,
]
