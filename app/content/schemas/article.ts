/**
 * Front matter of one Markdown article (app/content/blog/{id}.md): title, excerpt, image, date and
 * read time, as the blog list and the article page show them. Build time only: zod stays out of
 * the client bundle, the browser imports the types alone.
 */
import { z } from 'zod'

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
