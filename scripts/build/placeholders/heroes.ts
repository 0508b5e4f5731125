import type { PlaceholderImage } from './types.ts'

/**
 * Page heroes: one picture per service page (named by `page.image` in content/services/<slug>.yml;
 * `calm` is the default for a service that names none), the retreats, the store and /speaking. Each
 * its own scene and palette (no two placeholders alike: tests/unit/placeholder-art.test.ts). Placeholders:
 * replace with real photos of the same names and sizes.
 */
const SERVICE_ART: Record<string, Pick<PlaceholderImage, 'palette' | 'scene'>> = {
  calm: { palette: 'mist', scene: 'lake' },
  'anxiety-therapy': { palette: 'light', scene: 'sea' },
  'bfrb-treatment': { palette: 'rose', scene: 'leaves' },
  'dentaphobia-treatment': { palette: 'light', scene: 'hills' },
  'depression-counseling': { palette: 'light', scene: 'tree' },
  'eft-therapy': { palette: 'moss', scene: 'tree' },
  'emdr-therapy': { palette: 'water', scene: 'lake' },
  'family-therapy': { palette: 'rose', scene: 'tree' },
  'grief-counseling': { palette: 'dusk', scene: 'sea' },
  'hsp-counseling': { palette: 'mist', scene: 'leaves' },
  hypnotherapy: { palette: 'dusk', scene: 'tree' },
  'mediation-services': { palette: 'rose', scene: 'stones' },
  'pandas-therapy': { palette: 'moss', scene: 'hills' },
  'performance-anxiety': { palette: 'rose', scene: 'dunes' },
  'relationship-counseling': { palette: 'rose', scene: 'sea' },
  'spiritual-cleansing': { palette: 'dusk', scene: 'stones' },
  'teen-therapy': { palette: 'light', scene: 'path' },
  'trauma-therapy': { palette: 'mist', scene: 'stones' },
  'walk-talk-therapy': { palette: 'leaves', scene: 'path' },
}

export const images: PlaceholderImage[] = [
  ...Object.entries(SERVICE_ART).map(([name, art]) => ({
    path: `/images/services/${name}`,
    width: 960,
    height: 720,
    ...art,
  })),
  { path: '/images/retreats/hero', width: 960, height: 720, palette: 'leaves', scene: 'tree', calm: true },
  { path: '/images/store/hero', width: 960, height: 720, palette: 'stone', scene: 'dunes' },
  // /speaking: her photo beside the title (the illustrated portrait in a mustard cardigan on a
  // lilac wall) and the picture before a talk video plays.
  { path: '/images/speaking/portrait', width: 960, height: 1200, palette: 'dusk', portrait: 'speaking' },
  { path: '/images/speaking/reel', width: 960, height: 540, palette: 'dusk', scene: 'path' },
]
