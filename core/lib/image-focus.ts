/**
 * Where a cropped picture keeps its subject (CSS object-position keywords): one content field,
 * `imageFocus`, for every picture a page crops (an article's card, a page's hero). Its own module,
 * apart from images.ts, so pages that crop nothing (the home page) do not load the class map.
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
