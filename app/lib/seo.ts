import type { MetaDescriptor } from 'react-router'
import { practice, siteTitle } from '#core/config/practice.ts'
import { absoluteUrl } from '#core/lib/site-url.ts'

export { absoluteUrl, SITE_URL } from '#core/lib/site-url.ts'

/** The share image used when a page has none of its own (1200×630). */
export const DEFAULT_SHARE_IMAGE = '/images/share/default.png'
/** What the default share image shows (scripts/build/share-image.ts draws the name, roles and city). */
export const DEFAULT_SHARE_IMAGE_ALT = `${practice.name}, ${practice.credentials}: ${practice.roles.slice(0, 3).join(', ')} in ${practice.address.city}, ${practice.address.region}`

export interface PageMetaInput {
  /** The page's own title; omitted on the home page, whose title is the site title. */
  title?: string
  description: string
  /** The route path, for the canonical URL. */
  path: string
  /** Site-relative image path for social cards. */
  image?: string
  /** What `image` shows (required with it); the default share image has its own. */
  imageAlt?: string
  type?: 'website' | 'article' | 'product'
}

export function documentTitle(title?: string): string {
  return title ? `${title} | ${siteTitle}` : siteTitle
}

/** Title, description, canonical URL and Open Graph / Twitter tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  image,
  imageAlt,
  type = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = documentTitle(title)
  const url = absoluteUrl(path)
  const imageUrl = absoluteUrl(image ?? DEFAULT_SHARE_IMAGE)
  const alt = (image && imageAlt) || DEFAULT_SHARE_IMAGE_ALT
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type === 'product' ? 'product' : type },
    { property: 'og:site_name', content: practice.practiceName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:alt', content: alt },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: alt },
  ]
}

/** Keeps a page out of search results. */
export const NOINDEX: MetaDescriptor = { name: 'robots', content: 'noindex' }

/** A JSON-LD block for `meta`: rendered into the prerendered HTML as a script tag. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': data }
}
