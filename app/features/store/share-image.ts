import type { Product } from '#core/content/products.ts'

/** Only raster images make good share cards; SVG product art keeps the site's default. */
export function shareImageFor(product: Product): string | undefined {
  const first = product.images[0]
  return first && /\.(png|jpe?g|webp)$/i.test(first) ? first : undefined
}
