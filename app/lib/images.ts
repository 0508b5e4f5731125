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

/**
 * Where a cropped picture keeps its subject (CSS object-position keywords): one content field,
 * `imageFocus`, for every picture a page crops (an article's card, a page's hero).
 */
export const IMAGE_FOCUS = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'top left',
  'top right',
  'bottom left',
  'bottom right',
] as const
export type ImageFocus = (typeof IMAGE_FOCUS)[number]

/** The object-position class for each focus (static class names, for Tailwind). */
export const IMAGE_FOCUS_CLASS: Record<ImageFocus, string> = {
  center: 'object-center',
  top: 'object-top',
  bottom: 'object-bottom',
  left: 'object-left',
  right: 'object-right',
  'top left': 'object-[left_top]',
  'top right': 'object-[right_top]',
  'bottom left': 'object-[left_bottom]',
  'bottom right': 'object-[right_bottom]',
}
