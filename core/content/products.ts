/**
 * The wellness store catalogue, from content/products/<id>.yml (one file per product; the file
 * name is its id and URL). The store pages render it and the create-payment function prices orders
 * from it (never from the browser), so it stays plain data: the schema and the YAML reader run at
 * build time only (scripts/build/content/).
 */

import { PRODUCT_IDS } from '#core/content/generated/ids.ts'
import { data } from '#core/content/generated/products.ts'
import { PRODUCT_COLORS, type ProductColor } from '#core/content/schemas/choices.ts'
import type {
  PartnerProduct as PartnerEntry,
  Product as ProductEntry,
  SoldHereProduct as SoldHereEntry,
} from '#core/content/schemas/products.ts'

export { PRODUCT_CATEGORIES } from '#core/content/schemas/choices.ts'
export type { ProductArticle } from '#core/content/schemas/products.ts'
export { PRODUCT_IDS }
export type ProductId = (typeof PRODUCT_IDS)[number]

/**
 * A catalogue product: its content entry plus its price in whole cents, which all code uses. Sold
 * here (`soldHere`: the checkout sells it, and an `affiliateLink` may also name a partner) or only by
 * a partner (`soldHere: false`, with its `affiliateLink`: the checkout refuses it).
 */
export type SoldHereProduct = SoldHereEntry & { readonly priceCents: number }
export type PartnerProduct = PartnerEntry & { readonly priceCents: number }
export type Product = SoldHereProduct | PartnerProduct

/** The catalogue as written (dollar prices, as people write them), for its schema check. */
export const productEntries: readonly ProductEntry[] = data

/** The only place dollars become cents: 299.99 → 29999, free of floating-point drift. */
export const products: readonly Product[] = productEntries.map(
  (entry) => ({ ...entry, priceCents: Math.round(entry.price * 100) }) as Product,
)

/**
 * The colours a product is offered in, the first being the default (a product with a choice offers
 * at least two), or null when it has no choice. Any product may have them (content: colors).
 */
export function colorsOf(product: Product): readonly [ProductColor, ...ProductColor[]] | null {
  return product.soldHere && product.colors ? (product.colors as [ProductColor, ...ProductColor[]]) : null
}
export type { ProductColor }

/** The first product with a colour choice: the example tests and benches use. */
const firstWithColors = products.find((p) => colorsOf(p))
/** Its id ('' when no product has a choice). */
export const COLOR_PRODUCT_ID: string = firstWithColors?.id ?? ''
/** Its colours (every colour there is when no product has a choice). */
export const BLANKET_COLORS: readonly [ProductColor, ...ProductColor[]] =
  (firstWithColors && colorsOf(firstWithColors)) || PRODUCT_COLORS

/** Every product image is drawn on the same canvas: the <img> width/height attributes. */
export { PRODUCT_IMAGE_SIZE } from '#core/lib/images.ts'

export function getProduct(id: string): Product | undefined {
  return products.find((p) => p.id === id)
}

/** Price × quantity in whole cents. */
export function totalCents(product: Pick<Product, 'priceCents'>, quantity: number): number {
  return product.priceCents * quantity
}

/**
 * Who sells a product, in one sentence: the store card and the product page both say this, so a
 * product is never "a partner link" in one place and "sold by the practice" in the other. It
 * follows the product's content (`soldHere`, `affiliateLink`) and nothing else.
 */
export function sellerLine(product: Pick<Product, 'soldHere' | 'affiliateLink'>): string {
  if (!product.soldHere) return 'Sold, shipped and returned by our partner.'
  return product.affiliateLink ? 'Sold by the practice or our partner.' : 'Sold and shipped by the practice.'
}
