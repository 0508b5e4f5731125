/**
 * Build-time schema of the store catalogue (app/content/products.ts). Only validate-content.ts,
 * tests and the server import this file; the catalogue imports its types only, which TypeScript
 * erases, so zod never reaches the browser.
 */
import { z } from 'zod'
import { PRODUCT_CATEGORIES } from '#app/content/products.ts'

const articleSectionSchema = z.object({
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).default([]),
  points: z.array(z.string().min(1)).optional(),
})

/** A long read shown under a product (red-light-therapy): sections, then a closing disclaimer. */
const articleSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(1),
  sections: z.array(articleSectionSchema).min(1),
  disclaimer: z.string().min(1),
})

const productSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    /** Price in US dollars, at most 2 decimals. */
    price: z.number().positive().multipleOf(0.01),
    shortDescription: z.string().min(1).max(160),
    longDescription: z.array(z.string().min(1)).min(1),
    features: z.array(z.string().min(1)).min(3),
    /** Site-relative image paths (under public/). The first is the gallery's default. */
    images: z.array(z.string().startsWith('/images/')).min(1),
    /** Alt text for each image, in the same order as `images`. */
    imageAlts: z.array(z.string().min(1)),
    category: z.enum(PRODUCT_CATEGORIES),
    affiliateLink: z.url().optional(),
    article: articleSchema.optional(),
  })
  .refine((p) => p.imageAlts.length === p.images.length, {
    message: 'Every product image needs its alt text (imageAlts and images differ in length)',
  })

export type Product = z.infer<typeof productSchema>
export type ProductArticle = z.infer<typeof articleSchema>

/** The whole catalogue: every product valid, no id twice. */
export const productCatalogueSchema = z.array(productSchema).superRefine((list, ctx) => {
  const ids = new Set<string>()
  for (const p of list) {
    if (ids.has(p.id)) ctx.addIssue({ code: 'custom', message: `Duplicate product id ${p.id}` })
    ids.add(p.id)
  }
})
