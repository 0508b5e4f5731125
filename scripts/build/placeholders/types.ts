/** One placeholder image to generate: `public${path}-{width}.{avif,webp}` at each variant width. */
export interface PlaceholderImage {
  /** Base path under public/, e.g. `/images/contact/office-1`. */
  path: string
  width: number
  height: number
  /** Colour family of the abstract art. */
  palette: 'water' | 'light' | 'leaves' | 'dusk' | 'stone'
}
