// The two web fonts: on every page view, the first of a first visit included, the text is drawn in
// the brand's type (decision 0090, which replaced 0062's "never swap under a reader").
//
// - Every page is painted first in the metric-matched fallbacks (app/font-fallbacks.css): nothing
//   waits for a font, and the fonts do not compete with the HTML for a slow phone's connection.
// - Right after the first paint both fonts download (FontFace.load()) and, once both are there, join
//   the document together: one relayout into the brand's type. The fallbacks take exactly the web
//   fonts' room, so no line moves (CLS 0); only the letter shapes change, usually within a second.
// - A later visit: the head script adds them before the first paint, so they come from the browser
//   cache in the first layout; if the cache is slow or lost them, they swap in as on a first visit.
// Without JavaScript or the FontFace API the fallbacks stay everywhere.

import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import serifLatin from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url'
import { WEB_FONTS_CLASS } from './web-fonts-class.ts'

/** The latin files of the two variable web fonts (the pages are in English), as @fontsource declares them. */
const WEB_FONTS = [
  { family: 'Inter Variable', url: interLatin, weight: '100 900' },
  { family: 'Source Serif 4 Variable', url: serifLatin, weight: '200 900' },
]
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,' +
  'U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

/** Statements that add the faces of `list` (an expression) and the class to the document, and mark them applied. */
const addFaces = (list: string) =>
  `${list}.forEach(function(x){document.fonts.add(x)});` +
  `document.documentElement.classList.add(${JSON.stringify(WEB_FONTS_CLASS)});window.__webFonts="applied"`

/** localStorage key; its value names the font files this browser has downloaded (new files, new value). */
const WEB_FONTS_STORAGE_KEY = 'web-fonts'
/** The storage value: the font files' URLs (they carry a content hash). */
const downloaded = () => WEB_FONTS.map((f) => f.url).join(' ')

/** Source of an expression that builds the FontFace objects (`font-display: swap`). */
const faces = () =>
  `${JSON.stringify(WEB_FONTS)}.map(function(w){return new FontFace(w.family,"url("+w.url+") format(\\"woff2\\")",` +
  `{weight:w.weight,style:"normal",display:"swap",unicodeRange:${JSON.stringify(LATIN)}})})`

/**
 * Inline <head> script, before the first paint: on a visit after the fonts were downloaded, adds
 * them (from the cache they are there for the first layout; a slow cache swaps them in) and marks
 * them applied (`window.__webFonts = 'applied'`). A function, so the client bundle does not carry it.
 */
export const webFontsHeadScript = () =>
  `(function(){try{if(!window.FontFace||!document.fonts||` +
  `localStorage.getItem(${JSON.stringify(WEB_FONTS_STORAGE_KEY)})!==${JSON.stringify(downloaded())})return;` +
  `${addFaces(faces())}}catch(e){}})()`

/**
 * Statements for the after-first-paint script: unless applied already, once the page has loaded
 * downloads both fonts, notes
 * in localStorage that this browser has them, and adds them and the class to the document together
 * (`window.__webFonts`: "loading", then "applied"). The client bundle carries none of it.
 */
export const webFontsAfterPaint = () =>
  `if(window.__webFonts||!window.FontFace||!document.fonts)return;var f=${faces()};window.__webFonts="loading";` +
  `var g=function(){Promise.all(f.map(function(x){return x.load()})).then(function(){` +
  `try{localStorage.setItem(${JSON.stringify(WEB_FONTS_STORAGE_KEY)},${JSON.stringify(downloaded())})}catch(e){}` +
  `${addFaces('f')}},function(){})};` +
  // After the page's own load (its images in view included): on a slow connection the fonts do not
  // compete with a lazy image that is the page's largest paint (the article image).
  `if(document.readyState==="complete")g();else addEventListener("load",g)`

declare global {
  interface Window {
    /** Where the web fonts are: see webFontsHeadScript and webFontsAfterPaint. */
    __webFonts?: 'applied' | 'loading'
  }
}
