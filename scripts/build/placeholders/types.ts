/** The colour families of the abstract art (scripts/build/placeholder-images.ts). */
export const PALETTES = ['water', 'light', 'leaves', 'dusk', 'stone', 'rose', 'mist', 'moss'] as const
/** What the art shows: each page its own picture comes from a scene and a palette no other picture uses. */
export const SCENES = [
  'sea',
  'lake',
  'hills',
  'leaves',
  'stones',
  'tree',
  'dunes',
  'path',
  // One object each, for the articles: a cup of tea, a light moving side to side, a stem with
  // falling leaves, a crescent moon over water.
  'tea',
  'sway',
  'sprig',
  'moon',
] as const

/** One placeholder image to generate: `public${path}-{width}.{avif,webp}` at each variant width. */
export interface PlaceholderImage {
  /** Base path under public/, e.g. `/images/contact/office-1`. */
  path: string
  width: number
  height: number
  /** Colour family of the abstract art. */
  palette: (typeof PALETTES)[number]
  /** What it shows (default: the palette's own scene, sea for water, stones for stone, hills else). */
  scene?: (typeof SCENES)[number]
  /** The practitioner's illustrated portrait in one of its colourings, instead of a scene. */
  portrait?: 'shared' | 'speaking'
  /** Softer: a small warm sun without a halo, the nearest layer lighter (the retreats' family). */
  calm?: boolean
}
