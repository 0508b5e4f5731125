import type { PlaceholderImage } from './types.ts'

/** Contact and retreats photos (placeholders: replace with real photos of the same names and sizes). */
export const images: PlaceholderImage[] = [
  { path: '/images/contact/office-1', width: 1200, height: 900, palette: 'stone' },
  { path: '/images/contact/office-2', width: 1200, height: 900, palette: 'leaves' },
  { path: '/images/contact/office-3', width: 1200, height: 900, palette: 'light' },
  { path: '/images/retreats/retreat-1', width: 1200, height: 900, palette: 'water' },
  { path: '/images/retreats/retreat-2', width: 1200, height: 900, palette: 'leaves' },
  { path: '/images/retreats/retreat-3', width: 1200, height: 900, palette: 'dusk' },
  { path: '/images/retreats/retreat-4', width: 1200, height: 900, palette: 'light' },
]
