import { PRODUCT_IMAGE_SIZE, type Product } from '#app/content/products.ts'

export interface ProductImage {
  src: string
  alt: string
  width: number
  height: number
}

/** The product's images with their alt text and intrinsic size, first = default. */
export function productImages(product: Product): ProductImage[] {
  return product.images.map((src, i) => ({
    src,
    alt: product.imageAlts[i] ?? product.name,
    ...PRODUCT_IMAGE_SIZE,
  }))
}
