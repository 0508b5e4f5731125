// The two web fonts and the web app manifest. On every page view, the first of a first visit
// included, the text is drawn in the brand's type (decision 0090):
// - Every page is painted first in the metric-matched fallbacks (app/font-fallbacks.css): nothing
//   waits for a font, and the fonts do not compete with the HTML for a slow phone's connection.
// - Right after the first paint (and the page's load) both fonts download (FontFace.load()) and, once
//   both are there, join the document together: one relayout into the brand's type. The fallbacks
//   take exactly the web fonts' room, so no line moves; only the letter shapes change.
// - A later visit: the script adds them before the first paint, so they come from the browser cache
//   into the first layout; if the cache is slow or lost them, they swap in as on a first visit.
// Without JavaScript or the FontFace API the fallbacks stay everywhere.

/**
 * The class on <html> while the web fonts are in the document. Only under it do the CSS font stacks
 * name them (app/font-fallbacks.css, written by scripts/build/font-fallbacks.ts): before that each name
 * would be a failed system-font lookup per text size in the first layout.
 */
export const WEB_FONTS_CLASS = 'web-fonts'

/** The latin subset (the pages are in English), as @fontsource declares it. */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,' +
  'U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

/** One variable web font file. */
export interface WebFontFile {
  family: string
  url: string
  weight: string
}

export interface WebFontsBoot {
  /** The font files (app/components/fonts/web-font-files.ts: their URLs are known to Vite only). */
  files: WebFontFile[]
  unicodeRange: string
  /** localStorage key; its value lists the font files this browser has downloaded (new files, new value). */
  storageKey: string
  className: string
  /** The web app manifest, linked after the first paint (nothing on the first screen needs it). */
  manifest: string
}

/** Where the web fonts are: absent (not started), downloading, or in the document. */
export type WebFontsState = 'loading' | 'applied'

declare global {
  interface Window {
    /** Set only by startWebFonts. */
    __webFonts?: WebFontsState
  }
}

/**
 * In <head>, before the first paint: on a visit after the fonts were downloaded, adds them at once.
 * After the first paint: links the manifest, then (unless added already) downloads both fonts once
 * the page has loaded, notes in localStorage that this browser has them, and adds them and the
 * class together. `window.__webFonts`: absent, then 'loading', then 'applied'.
 */
export function startWebFonts(
  { files, unicodeRange, storageKey, className, manifest }: WebFontsBoot,
  afterPaint: (run: () => void) => void,
): void {
  const downloaded = files.map((file) => file.url).join(' ')
  const supported = typeof FontFace === 'function' && !!document.fonts
  const faces = () =>
    files.map(
      (file) =>
        new FontFace(file.family, `url(${file.url}) format("woff2")`, {
          weight: file.weight,
          style: 'normal',
          display: 'swap',
          unicodeRange,
        }),
    )
  const add = (list: FontFace[]) => {
    for (const face of list) document.fonts.add(face)
    document.documentElement.classList.add(className)
    window.__webFonts = 'applied'
  }
  try {
    if (supported && localStorage.getItem(storageKey) === downloaded) add(faces())
  } catch {
    // Storage unavailable: as on a first visit.
  }
  afterPaint(() => {
    const link = document.createElement('link')
    link.rel = 'manifest'
    link.href = manifest
    document.head.appendChild(link)
    if (window.__webFonts || !supported) return
    window.__webFonts = 'loading'
    const list = faces()
    const load = () =>
      Promise.all(list.map((face) => face.load())).then(
        () => {
          try {
            localStorage.setItem(storageKey, downloaded)
          } catch {
            // Not remembered: the next visit downloads them after its first paint again.
          }
          add(list)
        },
        () => {},
      )
    // After the page's own load (its images in view included): on a slow connection the fonts do not
    // compete with a lazy image that is the page's largest paint.
    if (document.readyState === 'complete') void load()
    else addEventListener('load', () => void load())
  })
}
