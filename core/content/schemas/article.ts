/**
 * A blog article: content/blog/<id>.md, front matter then the Markdown body. The file name is the
 * article's id and URL (/blog/<id>): a number.
 */
import { z } from 'zod'
import { form, imageFocus, line, responsiveImage } from './fields.ts'

export const articleFrontMatterSchema = form({
  title: line(),
  excerpt: z.string().trim().min(20).meta({ widget: 'text' }),
  image: responsiveImage(1200, 675),
  /** Empty when the image is decorative (the title says what the article is about). */
  imageAlt: z
    .string()
    .default('')
    .meta({ description: 'What the picture shows; leave empty if it is only decoration' }),
  /** Which part of the picture a card keeps when it shows it narrower or shorter than 16:9. */
  imageFocus: imageFocus('the blog list'),
  /** One or two words shown on the article's card, e.g. "Anxiety". */
  topic: z
    .string()
    .trim()
    .min(2)
    .max(24)
    .optional()
    .meta({ description: 'One or two words shown on the card, like Anxiety or Sleep (optional)' }),
  date: z
    .string()
    .regex(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
      'must be written like January 14, 2025',
    ),
  readTime: z.string().regex(/^\d+ min read$/, 'must be like 6 min read'),
  body: z.string().trim().min(1).meta({ widget: 'markdown' }),
})

export type ArticleMeta = Omit<z.infer<typeof articleFrontMatterSchema>, 'body'> & { id: number }
export type Article = ArticleMeta & { html: string }

/** A legal or notice text: content/legal/<page>.md (privacy policy, terms, Good Faith Estimate). */
export const legalFrontMatterSchema = form({
  title: line(),
  /** The page's search description. */
  description: z.string().trim().min(50).max(180).meta({ widget: 'text' }),
  lastUpdated: z
    .string()
    .regex(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
      'must be written like May 5, 2025',
    )
    .meta({ description: 'The effective date, like May 5, 2025' }),
  body: z.string().trim().min(1).meta({ widget: 'markdown' }),
})
export type LegalDocument = Omit<z.infer<typeof legalFrontMatterSchema>, 'body'> & { html: string }
