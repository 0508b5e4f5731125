/**
 * A store product: content/products/<id>.yml, where the file name is the product's id and URL
 * (/store/<id>). The create-payment function prices orders from these files (through the catalogue
 * generated at build time), never from the browser.
 */
import { z } from 'zod'
import { PRODUCT_CATEGORIES, PRODUCT_COLORS } from './choices.ts'
import { form, line, lines, paragraph, paragraphs, plainImage, url } from './fields.ts'

export type { ProductColor } from './choices.ts'

const articleSectionSchema = form({
  heading: line(),
  paragraphs: z.array(paragraph()).default([]),
  points: lines().optional(),
})

/** A long read shown under a product: sections, then a closing disclaimer. */
const articleSchema = form({
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
  /** One line on why the practice recommends it, shown on the product's page beside the purchase button. */
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
  /**
   * The partner's page for this product (an affiliate link). The store card's 'View Details' opens
   * it in a new tab, with the practice's disclosure beside it; the product's own page offers it
   * beside the purchase form, or instead of it when the practice does not sell the product.
   */
  affiliateLink: z
    .union([z.literal(''), url()])
    .optional()
    .meta({
      description:
        "The partner's page for this product (affiliate link). Leave empty when no partner sells it",
    }),
  /** Whether the practice sells and ships it itself (with Stripe). Off, only the partner sells it. */
  soldHere: z.boolean().default(true).meta({
    description:
      'On: sold and shipped by the practice, with Stripe. Off: sold only by the partner (needs the affiliate link)',
  }),
  article: articleSchema.optional(),
}

type Checked = {
  images: string[]
  imageAlts: string[]
  affiliateLink?: string
  soldHere?: boolean
  colors?: unknown[]
}

/**
 * The rules across fields: an alt text per image; a product the practice does not sell needs the
 * partner's page and offers no colour choice here.
 */
function crossFieldRules(p: Checked, ctx: z.RefinementCtx): void {
  if (p.imageAlts.length !== p.images.length)
    ctx.addIssue({
      code: 'custom',
      path: ['imageAlts'],
      message: 'every image needs its alt text (imageAlts and images differ in length)',
    })
  if (p.soldHere === false && !p.affiliateLink)
    ctx.addIssue({
      code: 'custom',
      path: ['affiliateLink'],
      message: 'a product not sold here needs the partner’s page (fill affiliateLink, or turn soldHere on)',
    })
  if (p.soldHere === false && p.colors)
    ctx.addIssue({
      code: 'custom',
      path: ['colors'],
      message:
        'a product sold only by a partner has no colour choice here (remove colors, or turn soldHere on)',
    })
}

/** An empty affiliate link (as the editor may save it) means none. */
const withoutEmptyLink = <T extends { affiliateLink?: string }>({ affiliateLink, ...rest }: T) =>
  (affiliateLink ? { ...rest, affiliateLink } : rest) as T

/** One file of content/products/ (its id is the file name). */
export const productFileSchema = form(productFields).superRefine(crossFieldRules).transform(withoutEmptyLink)

type ProductFile = Omit<z.infer<typeof productFileSchema>, 'affiliateLink' | 'soldHere' | 'colors'> & {
  id: string
}
/**
 * Sold here: the product page takes the order and the checkout charges it with Stripe. With an
 * affiliate link it is also available from the partner, and the page says both.
 */
export type SoldHereProduct = ProductFile & {
  soldHere: true
  affiliateLink?: string
  colors?: z.infer<typeof productFileSchema>['colors']
}
/** Sold only by a partner: the product page links there, with the disclosure; the checkout refuses it. */
export type PartnerProduct = ProductFile & { soldHere: false; affiliateLink: string; colors?: undefined }
export type Product = SoldHereProduct | PartnerProduct
export type ProductArticle = z.infer<typeof articleSchema>

const productSchema = z
  .strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), ...productFields })
  .superRefine(crossFieldRules)

/** The whole catalogue: every product valid, no id twice. */
export const productCatalogueSchema = z.array(productSchema).superRefine((list, ctx) => {
  const ids = new Set<string>()
  for (const p of list) {
    if (ids.has(p.id)) ctx.addIssue({ code: 'custom', message: `Duplicate product id ${p.id}` })
    ids.add(p.id)
  }
})
