/**
 * The wellness store catalogue: the one source of truth for ids, names, prices, images,
 * categories and affiliate links. The store pages render it and the create-payment function
 * prices orders from it (never from the browser), so it stays plain data with no Vite-only imports.
 */
import { z } from 'zod'

export const PRODUCT_CATEGORIES = ['Wellness', 'Sleep', 'Toys'] as const
/** Colours offered for the weighted blanket, the first being the default. */
export const BLANKET_COLORS = ['Navy Blue', 'Black', 'White'] as const
export type BlanketColor = (typeof BLANKET_COLORS)[number]
/** The one product with a colour choice. */
export const COLOR_PRODUCT_ID = 'weighted-blanket'

const productSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /** Price in US dollars, at most 2 decimals. */
  price: z.number().positive().multipleOf(0.01),
  shortDescription: z.string().min(1),
  longDescription: z.array(z.string().min(1)).min(1),
  features: z.array(z.string().min(1)).min(3),
  /** Site-relative image paths (under public/). The first is the gallery's default. */
  images: z.array(z.string().startsWith('/images/')).min(1),
  category: z.enum(PRODUCT_CATEGORIES),
  affiliateLink: z.url().optional(),
})

export type Product = z.infer<typeof productSchema>

const catalogue = [
  {
    id: 'nad-patches',
    name: 'NAD+ Energy Patches',
    price: 49.99,
    shortDescription: 'Slow-release NAD+ patches for steady everyday energy.',
    longDescription: ['Slow-release NAD+ patches for steady everyday energy.'],
    features: ['Slow release', 'Easy to apply', 'Thirty-day supply'],
    images: ['/images/products/nad-patches-1.svg'],
    category: 'Wellness',
    affiliateLink: 'https://www.example.com/affiliate/nad-patches',
  },
  {
    id: 'impact-mvp',
    name: 'Impact MVP Massage Gun',
    price: 89.99,
    shortDescription: 'A compact percussion massager to release tension after a long day.',
    longDescription: ['A compact percussion massager to release tension after a long day.'],
    features: ['Five speeds', 'Quiet motor', 'Travel case'],
    images: ['/images/products/impact-mvp-1.svg'],
    category: 'Wellness',
    affiliateLink: 'https://www.example.com/affiliate/impact-mvp',
  },
  {
    id: 'red-light-therapy',
    name: 'Red Light Therapy Panel',
    price: 299.99,
    shortDescription: 'A home red-light panel for brighter mornings and calmer evenings.',
    longDescription: ['A home red-light panel for brighter mornings and calmer evenings.'],
    features: ['Red and near-infrared light', 'Built-in timer', 'Desk or wall mount'],
    images: ['/images/products/red-light-therapy-1.svg'],
    category: 'Wellness',
  },
  {
    id: 'weighted-blanket',
    name: 'Calming Weighted Blanket',
    price: 299.99,
    shortDescription: 'A 15 lb weighted blanket for deeper, more settled sleep.',
    longDescription: ['A 15 lb weighted blanket for deeper, more settled sleep.'],
    features: ['15 lbs', '42x72 inches', '14-day money-back guarantee'],
    images: ['/images/products/weighted-blanket-1.svg'],
    category: 'Sleep',
    affiliateLink: 'https://www.example.com/affiliate/weighted-blanket',
  },
  {
    id: 'pulsetto-device',
    name: 'Pulsetto Vagus Nerve Stimulator',
    price: 599.99,
    shortDescription: 'A wearable that gently stimulates the vagus nerve to ease stress.',
    longDescription: ['A wearable that gently stimulates the vagus nerve to ease stress.'],
    features: ['Guided programmes', 'App controlled', 'Rechargeable'],
    images: ['/images/products/pulsetto-device-1.svg'],
    category: 'Wellness',
    affiliateLink: 'https://www.example.com/affiliate/pulsetto-device',
  },
  {
    id: 'essential-oils',
    name: 'Calm Essential Oils Set',
    price: 59.99,
    shortDescription: 'Lavender, bergamot and cedarwood oils for a calming routine.',
    longDescription: ['Lavender, bergamot and cedarwood oils for a calming routine.'],
    features: ['Three oils', 'Pure and undiluted', 'Glass bottles'],
    images: ['/images/products/essential-oils-1.svg'],
    category: 'Wellness',
    affiliateLink: 'https://www.example.com/affiliate/essential-oils',
  },
  {
    id: 'squishy-pig-toy',
    name: 'Squishy Pig Stress Toy',
    price: 29.99,
    shortDescription: 'A soft, slow-rising squeeze toy for restless hands.',
    longDescription: ['A soft, slow-rising squeeze toy for restless hands.'],
    features: ['Slow rising', 'Soft to the touch', 'Pocket sized'],
    images: ['/images/products/squishy-pig-toy-1.svg'],
    category: 'Toys',
    affiliateLink: 'https://www.example.com/affiliate/squishy-pig-toy',
  },
  {
    id: 'magnetic-stones',
    name: 'Magnetic Fidget Stones',
    price: 29.99,
    shortDescription: 'Smooth magnetic stones that click together for focus and calm.',
    longDescription: ['Smooth magnetic stones that click together for focus and calm.'],
    features: ['Smooth finish', 'Satisfying click', 'Carry pouch'],
    images: ['/images/products/magnetic-stones-1.svg'],
    category: 'Toys',
    affiliateLink: 'https://www.example.com/affiliate/magnetic-stones',
  },
] satisfies Product[]

/** Validated at import time: a bad edit fails the build, the tests and the function's start. */
export const products: readonly Product[] = z
  .array(productSchema)
  .superRefine((list, ctx) => {
    const ids = new Set<string>()
    for (const p of list) {
      if (ids.has(p.id)) ctx.addIssue({ code: 'custom', message: `Duplicate product id ${p.id}` })
      ids.add(p.id)
    }
  })
  .parse(catalogue)

export type ProductId = (typeof catalogue)[number]['id']

export const PRODUCT_IDS = products.map((p) => p.id)

export function getProduct(id: string): Product | undefined {
  return products.find((p) => p.id === id)
}

/** Price × quantity in whole cents, free of floating-point drift. */
export function totalCents(product: Pick<Product, 'price'>, quantity: number): number {
  return Math.round(product.price * 100) * quantity
}

/** "299.99" */
export function formatPrice(dollars: number): string {
  return dollars.toFixed(2)
}
