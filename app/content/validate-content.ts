/**
 * Build-time content check. The content the browser imports (home, podcasts, awards, testimonials,
 * the store catalogue) is plain typed data, so its zod schemas (./schemas/*) stay out of the
 * client bundle; this module checks it instead. `react-router build` calls validateContent() from
 * the config's prerender(), so bad content fails the build before a page is written, and
 * tests/unit/content.test.ts runs the same checks (and shows broken entries are refused).
 *
 * The copy that only route loaders read (about, contact, services…) still validates itself at
 * import: loaders run at build time and React Router strips them from the client, so that zod
 * never ships. validateContent() imports those modules too, so every failure surfaces here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { type ZodType, z } from 'zod'
import { awardsSchema } from '#app/content/schemas/awards.ts'
import { homeSchema } from '#app/content/schemas/home.ts'
import { podcastsSchema } from '#app/content/schemas/podcasts.ts'
import { productCatalogueSchema } from '#app/content/schemas/products.ts'
import { testimonialSectionsSchema } from '#app/content/schemas/testimonials.ts'
import { readArticles } from './articles.ts'
import { awards } from './awards.ts'
import { home } from './home.ts'
import { podcasts } from './podcasts.ts'
import { PRODUCT_IDS } from './product-ids.ts'
import { COLOR_PRODUCT_ID, products } from './products.ts'
import { testimonialSections } from './testimonials.ts'

/** The content that ships to the browser as plain data, plus the blog's Markdown sources. */
export type ClientContent = {
  home: unknown
  podcasts: unknown
  awards: unknown
  testimonials: unknown
  products: unknown
  /** `{ '…/blog/{id}.md': source }` */
  blog: Record<string, string>
}

/** The content modules that validate themselves at import (used by build-time loaders only). */
const LOADER_ONLY_MODULES = {
  about: () => import('./about.ts'),
  contact: () => import('./contact.ts'),
  contest: () => import('./contest.ts'),
  'legal-privacy': () => import('./legal-privacy.ts'),
  'legal-terms': () => import('./legal-terms.ts'),
  retreats: () => import('./retreats.ts'),
  services: () => import('./services.ts'),
  'services-overview': () => import('./services-overview.ts'),
  thankyou: () => import('./thankyou.ts'),
} as const

const BLOG_DIR = new URL('./blog/', import.meta.url)

/** The Markdown articles as read from app/content/blog. */
export function readBlogSources(): Record<string, string> {
  const files: Record<string, string> = {}
  for (const name of readdirSync(BLOG_DIR)
    .filter((n) => n.endsWith('.md'))
    .sort())
    files[`app/content/blog/${name}`] = readFileSync(new URL(name, BLOG_DIR), 'utf8')
  return files
}

/** The real content, as the site ships it. */
export function clientContent(): ClientContent {
  return { home, podcasts, awards, testimonials: testimonialSections, products, blog: readBlogSources() }
}

/**
 * Parses `data` with `schema`. The data ships to the browser unparsed, so the schema must not
 * change it either (no defaults filled in, no trimming): what was checked is what ships.
 */
function check(name: string, schema: ZodType, data: unknown): string[] {
  const result = schema.safeParse(data)
  if (!result.success) return [`${name}: ${z.prettifyError(result.error)}`]
  if (!isDeepStrictEqual(result.data, data))
    return [`${name}: the data must be written out in full (its schema would change it: a default or a trim)`]
  return []
}

/** Every problem found in the given content, one line each (empty: all good). */
export function checkClientContent(content: ClientContent): string[] {
  const problems = [
    ...check('home', homeSchema, content.home),
    ...check('podcasts', podcastsSchema, content.podcasts),
    ...check('awards', awardsSchema, content.awards),
    ...check('testimonials', testimonialSectionsSchema, content.testimonials),
    ...check('products', productCatalogueSchema, content.products),
  ]
  // The tiny id list that route-paths.ts uses must be the catalogue's ids, in the same order.
  if (Array.isArray(content.products)) {
    const ids = content.products.map((p: { id?: unknown }) => p?.id)
    if (!isDeepStrictEqual(ids, [...PRODUCT_IDS]))
      problems.push(
        `products: the ids must be those of app/content/product-ids.ts, in order (${PRODUCT_IDS.join(', ')}); found ${ids.join(', ')}`,
      )
    if (!ids.includes(COLOR_PRODUCT_ID))
      problems.push(`products: no product ${COLOR_PRODUCT_ID} (COLOR_PRODUCT_ID)`)
  }
  try {
    readArticles(content.blog)
  } catch (error) {
    problems.push(`blog: ${(error as Error).message}`)
  }
  return problems
}

/** Checks all content, the loader-only modules included; throws one error listing every problem. */
export async function validateContent(content: ClientContent = clientContent()): Promise<void> {
  const problems = checkClientContent(content)
  for (const [name, load] of Object.entries(LOADER_ONLY_MODULES)) {
    try {
      await load()
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`)
    }
  }
  if (problems.length) throw new Error(`Invalid content:\n- ${problems.join('\n- ')}`)
}
