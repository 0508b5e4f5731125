import { PRODUCT_IMAGE_SIZE, type Product } from '#core/content/products.ts'
import { isUploadedPhoto, uploadVariantBase, variantUrl, variantWidths } from '#core/lib/images.ts'

export interface ProductImage {
  src: string
  alt: string
  width: number
  height: number
  /** An uploaded photo's sizes (WebP, made by the build), for the browser to choose from. */
  srcSet?: string
}

/** An uploaded photo is drawn from the sizes the build made of it; drawn artwork as it is. */
function sources(src: string): Pick<ProductImage, 'src' | 'srcSet'> {
  if (!isUploadedPhoto(src)) return { src }
  const base = uploadVariantBase(src, PRODUCT_IMAGE_SIZE.width, PRODUCT_IMAGE_SIZE.height)
  const widths = variantWidths(PRODUCT_IMAGE_SIZE.width)
  return {
    src: variantUrl(base, widths.at(-1)!, 'webp'),
    srcSet: widths.map((w) => `${variantUrl(base, w, 'webp')} ${w}w`).join(', '),
  }
}

/** The product's images with their alt text and intrinsic size, first = default. */
export function productImages(product: Product): ProductImage[] {
  return product.images.map((src, i) => ({
    ...sources(src),
    alt: product.imageAlts[i] ?? product.name,
    ...PRODUCT_IMAGE_SIZE,
  }))
}
