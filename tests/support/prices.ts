/**
 * Prices as the catalogue has them (content/products/<id>.yml, through the generated module), so
 * no test writes a price out and an owner's price edit keeps the tests green.
 */
import { getProduct, totalCents } from '#core/content/products.ts'
import { formatCents } from '#core/lib/price.ts'

/** A product's price in dollars, as its file writes it (49.99). */
export const priceOf = (id: string): number => getProduct(id)!.price

/** What a page or e-mail shows for `quantity` of a product: "$599.98". */
export const priceText = (id: string, quantity = 1): string =>
  formatCents(totalCents(getProduct(id)!, quantity))

/** The total in whole cents, as orders store it. */
export const totalOf = (id: string, quantity = 1): number => totalCents(getProduct(id)!, quantity)
