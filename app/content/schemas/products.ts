/**
 * A store product: content/products/<id>.yml, where the file name is the product's id and URL
 * (/store/<id>). The create-payment function prices orders from these files (through the catalogue
 * generated at build time), never from the browser.
 */
import { z } from 'zod'
import { PRODUCT_CATEGORIES, PRODUCT_COLORS } from './choices.ts'
import { line, lines, paragraph, paragraphs, plainImage, url } from './fields.ts'

export type { ProductColor } from './choices.ts'

const articleSectionSchema = z.strictObject({
  heading: line(),
  paragraphs: z.array(paragraph()).default([]),
  points: lines().optional(),
})

/** A long read shown under a product: sections, then a closing disclaimer. */
const articleSchema = z.strictObject({
  title: line(),
  intro: paragraph(),
  sections: z.array(articleSectionSchema).min(1),
  disclaimer: paragraph(),
})

const productFields = {
  name: line(),
  /** Position in the store, smallest first. */
  order: z.number().int().min(1).meta({ description: 'Position in the store: 1 comes first' }),
  price: z
    .number()
    .positive()
    .multipleOf(0.01, 'must have at most two decimals (cents)')
    .meta({ description: 'Price in US dollars, such as 49.99' }),
  shortDescription: z.string().trim().min(1).max(160).meta({ widget: 'text' }),
  /** One line on why the practice recommends it, shown beside the card and the purchase button. */
  recommendation: z
    .string()
    .trim()
    .min(1)
    .max(160)
    .meta({ description: 'One sentence: why the practice recommends it', widget: 'text' }),
  longDescription: paragraphs(),
  features: lines(3),
  /** The first image is the gallery's default. */
  images: z.array(plainImage()).min(1),
  /** Alt text for each image, in the same order as `images`. */
  imageAlts: z
    .array(line())
    .min(1)
    .meta({ description: 'One description per image, in the same order as the images' }),
  category: z.enum(PRODUCT_CATEGORIES),
  /** Colours the visitor chooses from (the first is the default); none for most products. */
  colors: z.array(z.enum(PRODUCT_COLORS)).min(2).optional(),
  /** A partner's page: the product is sold there, not here (an affiliate link). */
  affiliateLink: url()
    .optional()
    .meta({ description: 'Only for products sold by a partner: the partner page (affiliate link)' }),
  article: articleSchema.optional(),
}

const altsMatchImages = (p: { images: string[]; imageAlts: string[] }) =>
  p.imageAlts.length === p.images.length
const altsMessage = {
  message: 'every image needs its alt text (imageAlts and images differ in length)',
  path: ['imageAlts'],
}

/** One file of content/products/ (its id is the file name). */
export const productFileSchema = z.strictObject(productFields).refine(altsMatchImages, altsMessage)

export type Product = z.infer<typeof productFileSchema> & { id: string }
export type ProductArticle = z.infer<typeof articleSchema>

const productSchema = z
  .strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), ...productFields })
  .refine(altsMatchImages, altsMessage)

/** The whole catalogue: every product valid, no id twice, at most one product with colours. */
export const productCatalogueSchema = z.array(productSchema).superRefine((list, ctx) => {
  const ids = new Set<string>()
  for (const p of list) {
    if (ids.has(p.id)) ctx.addIssue({ code: 'custom', message: `Duplicate product id ${p.id}` })
    ids.add(p.id)
  }
  if (list.filter((p) => p.colors).length > 1)
    ctx.addIssue({ code: 'custom', message: 'Only one product may offer a choice of colours' })
})
