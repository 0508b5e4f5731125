import type { PlaceholderImage } from './types.ts'

/** Home page teasers and blog article images (replace with real photos of the same names and sizes). */
export const images: PlaceholderImage[] = [
  { path: '/images/home/book', width: 960, height: 720, palette: 'dusk', scene: 'dunes' },
  { path: '/images/home/retreats', width: 960, height: 720, palette: 'water', scene: 'dunes' },
  // Meet: a picture of its own, not the hero's portrait again. The owner's second photo
  // (at work, or the office) replaces it; its description goes in home.yml's meet.pictureAlt.
  { path: '/images/home/meet', width: 960, height: 1200, palette: 'stone', scene: 'path' },
  // Each article its own object and colour: tea for an anxious mind (blue), the light an EMDR
  // session follows (gold), a stem letting leaves go for grief (rose), the moon for sleep (dusk).
  { path: '/images/blog/article-1', width: 1200, height: 675, palette: 'mist', scene: 'tea' },
  { path: '/images/blog/article-2', width: 1200, height: 675, palette: 'light', scene: 'sway' },
  { path: '/images/blog/article-3', width: 1200, height: 675, palette: 'rose', scene: 'sprig' },
  { path: '/images/blog/article-4', width: 1200, height: 675, palette: 'dusk', scene: 'moon' },
]
