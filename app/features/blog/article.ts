import { z } from 'zod'
import { BLOG_IDS } from '~/content/route-paths'

/** Front matter of one article in app/content/blog/{id}.md (spec section 3: Blog article). */
export const articleMetaSchema = z.object({
  id: z.number().int().min(1),
  title: z.string().min(1),
  excerpt: z.string().min(20),
  /** Base path of the image (see scripts/placeholders/home.ts), without size or extension. */
  image: z.string().regex(/^\/images\/blog\/[\w-]+$/),
  /** Empty when the image is decorative (the title says what the article is about). */
  imageAlt: z.string().default(''),
  date: z.string().min(1),
  readTime: z.string().regex(/^\d+ min read$/),
})
export type ArticleMeta = z.infer<typeof articleMetaSchema>
export type Article = ArticleMeta & { html: string }

export const ARTICLE_IMAGE = { width: 1200, height: 675 } as const

/** True for the ids of the four articles, as they appear in the URL. */
export function isArticleId(id: string): boolean {
  return (BLOG_IDS as readonly number[]).some((known) => String(known) === id)
}
