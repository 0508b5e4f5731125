import type { PlaceholderImage } from './types.ts'

/** Images used on several pages. */
export const images: PlaceholderImage[] = [
  { path: '/images/shared/portrait', width: 960, height: 1200, palette: 'light', portrait: 'shared' },
]
