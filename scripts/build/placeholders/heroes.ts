import type { PlaceholderImage } from './types.ts'

/**
 * Page heroes: one picture per service page (named by `page.image` in content/services/<slug>.yml;
 * `calm` is the default for a service that names none), the retreats and the store. Placeholders:
 * replace with real photos of the same names and sizes.
 */
const SERVICE_PALETTES: Record<string, PlaceholderImage['palette']> = {
  calm: 'water',
  'anxiety-therapy': 'water',
  'bfrb-treatment': 'leaves',
  'dentaphobia-treatment': 'light',
  'depression-counseling': 'light',
  'eft-therapy': 'leaves',
  'emdr-therapy': 'water',
  'family-therapy': 'light',
  'grief-counseling': 'dusk',
  'hsp-counseling': 'leaves',
  hypnotherapy: 'dusk',
  'mediation-services': 'stone',
  'pandas-therapy': 'leaves',
  'performance-anxiety': 'dusk',
  'relationship-counseling': 'light',
  'spiritual-cleansing': 'dusk',
  'teen-therapy': 'water',
  'trauma-therapy': 'stone',
  'walk-talk-therapy': 'leaves',
}

export const images: PlaceholderImage[] = [
  ...Object.entries(SERVICE_PALETTES).map(([name, palette]) => ({
    path: `/images/services/${name}`,
    width: 960,
    height: 720,
    palette,
  })),
  { path: '/images/retreats/hero', width: 960, height: 720, palette: 'leaves' },
  { path: '/images/store/hero', width: 960, height: 720, palette: 'light' },
]
