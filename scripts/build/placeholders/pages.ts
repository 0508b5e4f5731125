import type { PlaceholderImage } from './types.ts'

/** Contact and retreats photos (placeholders: replace with real photos of the same names and sizes). */
export const images: PlaceholderImage[] = [
  { path: '/images/contact/office-1', width: 1200, height: 900, palette: 'stone', scene: 'hills' },
  { path: '/images/contact/office-2', width: 1200, height: 900, palette: 'moss', scene: 'leaves' },
  { path: '/images/contact/office-3', width: 1200, height: 900, palette: 'light', scene: 'lake' },
  // Soft morning light over calm ocean water; a garden's leaves; dusk over a still bay; sand at the
  // water. One calm family: a small warm sun, no deep foreground.
  {
    path: '/images/retreats/retreat-1',
    width: 1200,
    height: 900,
    palette: 'water',
    scene: 'sea',
    calm: true,
  },
  {
    path: '/images/retreats/retreat-2',
    width: 1200,
    height: 900,
    palette: 'leaves',
    scene: 'leaves',
    calm: true,
  },
  {
    path: '/images/retreats/retreat-3',
    width: 1200,
    height: 900,
    palette: 'dusk',
    scene: 'lake',
    calm: true,
  },
  {
    path: '/images/retreats/retreat-4',
    width: 1200,
    height: 900,
    palette: 'light',
    scene: 'dunes',
    calm: true,
  },
]
