/**
 * The site's paths for a given set of content ids, without importing the generated content: the
 * content reader checks every link in content/ against them before anything is generated.
 */

/** The page of one product. */
export const productPath = (id: string) => `/store/${id}`

export const STATIC_PATHS = [
  '/',
  '/about',
  '/services',
  '/store',
  '/retreats',
  '/speaking',
  '/blog',
  '/contact',
  '/book',
  '/book/confirm',
  '/book/cancel',
  '/testimonials',
  '/anxiety-annihilated-contest',
  '/privacy-policy',
  '/terms-of-service',
  '/good-faith-estimate',
  '/thankyou',
  '/purchase-thank-you',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
] as const

/** The ids of the files in content/products, content/services and content/blog. */
export interface ContentIds {
  products: readonly string[]
  services: readonly string[]
  blog: readonly (string | number)[]
}

/** Every route that gets its own prerendered HTML for the given content (the not-found copies excluded). */
export function sitePaths(ids: ContentIds): string[] {
  return [
    ...STATIC_PATHS,
    ...ids.services.map((slug) => `/services/${slug}`),
    ...ids.products.map(productPath),
    ...ids.blog.map((id) => `/blog/${id}`),
  ]
}
