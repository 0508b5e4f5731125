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
