// The two web fonts, and when they are allowed to change the page's text (decision 0062).
//
// Swapping a web font in re-lays-out every line of text on the page: 20-25 ms on this project's
// test machine for /store when idle, 56-120 ms in a Lighthouse trace, where it was the longest task
// after the first paint. So a page never swaps fonts under a reader:
// - first page of a first visit: the text stays in the metric-matched fallbacks (app/font-fallbacks.css);
//   the fonts download after the first paint, quietly, and are kept ready;
// - the first navigation to another page adds them in the same frame as the new page (one layout,
//   not two), so from the second page on the site is in its own type;
// - later visits: the head script adds them before the first paint with `font-display: optional`,
//   so they come from the browser cache in the first layout (or, if the cache lost them, not at all
//   on that page: the fallbacks stay and nothing moves).
// Without JavaScript or the FontFace API the fallbacks stay everywhere.

import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import serifLatin from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url'
import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'
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

/** `faces(display)`: source of an expression that builds the FontFace objects. */
const faces = (display: 'optional' | 'swap') =>
  `${JSON.stringify(WEB_FONTS)}.map(function(w){return new FontFace(w.family,"url("+w.url+") format(\\"woff2\\")",` +
  `{weight:w.weight,style:"normal",display:"${display}",unicodeRange:${JSON.stringify(LATIN)}})})`

/**
 * Inline <head> script, before the first paint: on a visit after the fonts were downloaded, adds
 * them with `font-display: optional` (from the cache they are there for the first layout) and marks
 * them applied (`window.__webFonts = 'applied'`). A function, so the client bundle does not carry it.
 */
export const webFontsHeadScript = () =>
  `(function(){try{if(!window.FontFace||!document.fonts||` +
  `localStorage.getItem(${JSON.stringify(WEB_FONTS_STORAGE_KEY)})!==${JSON.stringify(downloaded())})return;` +
  `${addFaces(faces('optional'))}}catch(e){}})()`

/**
 * Statements for the after-first-paint script: unless applied already, downloads both fonts, notes
 * in localStorage that this browser has them, and keeps ready in `window.__webFonts` the function
 * that adds them (or calls it at once if a navigation asked for them while they were downloading).
 * That function is the one place after the first paint that adds the fonts and the class, and it
 * keeps the client bundle from carrying either.
 */
export const webFontsAfterPaint = () =>
  `if(window.__webFonts||!window.FontFace||!document.fonts)return;var f=${faces('swap')};window.__webFonts="loading";` +
  `Promise.all(f.map(function(x){return x.load()})).then(function(){` +
  `try{localStorage.setItem(${JSON.stringify(WEB_FONTS_STORAGE_KEY)},${JSON.stringify(downloaded())})}catch(e){}` +
  `var a=function(){${addFaces('f')}};` +
  `if(window.__webFonts==="wanted")a();else window.__webFonts=a},function(){})`

declare global {
  interface Window {
    /** Where the web fonts are: see webFontsHeadScript and webFontsAfterPaint (a function: downloaded, ready to add). */
    __webFonts?: 'applied' | 'loading' | 'wanted' | (() => void)
  }
}

/** Adds the downloaded fonts to the document now, or as soon as they have downloaded. */
export function applyWebFonts() {
  const state = window.__webFonts
  if (typeof state === 'function') state()
  else if (state === 'loading') window.__webFonts = 'wanted'
}

/**
 * From the first navigation to another page on: the fonts join the new page before it paints
 * (a layout effect), so the text is laid out once, in its own type. Jumps within a page (a hash)
 * change nothing.
 */
export function useWebFontsFromFirstNavigation() {
  const { pathname } = useLocation()
  const first = useRef(pathname)
  useLayoutEffect(() => {
    if (pathname !== first.current) applyWebFonts()
  }, [pathname])
}
