import { type Product, products } from '#core/content/products.ts'
import { type ProductImage, productImages } from './product-image.ts'

/** What a product page needs of another product to show it in "You might also like". */
export interface RelatedProduct {
  id: string
  name: string
  priceCents: number
  image: ProductImage | undefined
  partner: boolean
}

/**
 * Build time only (the product route's loader): the next three products in store order after
 * `id`, from the start again after the last, so every page's choice is fixed and each product is
 * shown from three others' pages. Only what the strip draws reaches the page.
 */
export function relatedProducts(id: string, count = 3): RelatedProduct[] {
  const at = products.findIndex((p) => p.id === id)
  const others: Product[] = []
  for (let i = 1; i < products.length && others.length < count; i++) {
    const other = products[(at + i) % products.length]
    if (other && other.id !== id) others.push(other)
  }
  return others.map((p) => ({
    id: p.id,
    name: p.name,
    priceCents: p.priceCents,
    image: productImages(p)[0],
    partner: !p.soldHere,
  }))
}
