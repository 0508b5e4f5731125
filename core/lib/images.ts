/** Widths generated for every raster image (capped at the image's own width). */
export const IMAGE_WIDTHS = [480, 960, 1440] as const
export const IMAGE_FORMATS = ['avif', 'webp'] as const

/** The widths that exist for an image whose full size is `width` px. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width)
  widths.push(width)
  return widths
}

/** `/images/contact/office-1` + 960 + webp → `/images/contact/office-1-960.webp` */
export function variantUrl(base: string, width: number, format: (typeof IMAGE_FORMATS)[number]): string {
  return `${base}-${width}.${format}`
}

/** Where the build writes the sizes of uploaded photos (a folder git ignores). */
export const UPLOAD_SIZES_BASE = '/images/responsive/uploads'
/** The base path of an uploaded photo's sizes, cropped to width × height: `${base}-${w}.webp`. */
export function uploadVariantBase(upload: string, width: number, height: number): string {
  const name = upload.replace(/^\/images\/uploads\//, '').replace(/\.\w+$/, '')
  return `${UPLOAD_SIZES_BASE}/${name}-${width}x${height}`
}
/** A photo the owner uploaded (not drawn artwork): the build makes its sizes. */
export const isUploadedPhoto = (src: string) =>
  /^\/images\/uploads\/[\w.-]+\.(jpe?g|png|webp|avif)$/i.test(src)

/** The size a product picture is drawn at (4:3); an uploaded photo is cropped to it. */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 600 } as const

/** The practitioner's portrait (one file, its variants built by scripts/build/placeholder-images.ts). */
export const PORTRAIT = { src: '/images/shared/portrait', width: 960, height: 1200 } as const
