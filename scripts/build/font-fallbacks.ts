/**
 * `npm run font-fallbacks`: writes app/font-fallbacks.css, the metric-matched fallback faces of the two web
 * fonts, computed from the font files the site ships (@capsizecss/unpack reads their tables) against
 * the system fonts each platform has (@capsizecss/metrics): Arial (Windows, macOS, iOS; Liberation
 * Sans and Arimo are metric clones on Linux), Helvetica, and Roboto (Android) for Inter; Georgia,
 * Times New Roman (Liberation Serif, Tinos) and Noto Serif (Android) for Source Serif 4.
 *
 * Text first paints in the fallback; the web fonts join later (decision 0090): with `size-adjust`
 * and the ascent/descent overrides the two take the same room, so the page looks the same in both.
 * tests/unit/font-fallbacks.test.ts recomputes the file, so a font update cannot leave it stale.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import georgia from '@capsizecss/metrics/georgia'
import helvetica from '@capsizecss/metrics/helvetica'
import notoSerif from '@capsizecss/metrics/notoSerif'
import roboto from '@capsizecss/metrics/roboto'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { fromBuffer } from '@capsizecss/unpack'
import { WEB_FONTS_CLASS } from '#app/boot/web-fonts.ts'
import { projectRoot } from '#scripts/project-root.ts'

export const FONT_FALLBACKS_FILE = path.join(projectRoot, 'app', 'font-fallbacks.css')

/** The web fonts: the family name their @fontsource CSS declares, and the latin file the pages use. */
const WEB_FONTS = {
  sans: {
    family: 'Inter Variable',
    file: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    fallbacks: [arial, helvetica, roboto],
    generic: 'ui-sans-serif, system-ui, sans-serif',
  },
  serif: {
    family: 'Source Serif 4 Variable',
    file: 'node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
    fallbacks: [georgia, timesNewRoman, notoSerif],
    generic: 'Georgia, serif',
  },
} as const

/**
 * Metric-compatible clones that stand in for a system font where it is missing (Linux). They come
 * first in their face: on Linux every `local()` name is a synchronous round trip from the page's
 * renderer to the browser process (fontconfig), once per text size in the first layout, so names
 * Linux lacks cost there (decision 0068). Elsewhere a name Linux needs first is one cheap miss before
 * Arial or Times New Roman (Chromium on Windows and Android reads a table the browser shares with the
 * renderer; not measured here). Same metrics, so the overrides fit either.
 */
const CLONES: Record<string, string[]> = {
  Arial: ['Liberation Sans', 'Arimo'],
  'Times New Roman': ['Liberation Serif', 'Tinos'],
}

/**
 * The bold face of each fallback (full and PostScript names; its clones' bold faces, "<clone> Bold",
 * come first), for text set at 600–700 (headings, buttons): without it the browser would draw a
 * synthetic bold of the regular face, wider than both.
 */
const BOLD: Record<string, string[]> = {
  Arial: ['Arial Bold', 'Arial-BoldMT'],
  Helvetica: ['Helvetica Bold', 'Helvetica-Bold'],
  'Roboto Regular': ['Roboto Bold', 'Roboto-Bold'],
  Georgia: ['Georgia Bold', 'Georgia-Bold'],
  'Times New Roman': ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT'],
  'Noto Serif Regular': ['Noto Serif Bold', 'NotoSerif-Bold'],
}

export async function fontFallbacksCss(): Promise<string> {
  const blocks: string[] = []
  const themeLines: string[] = []
  const webFontLines: string[] = []
  for (const [name, font] of Object.entries(WEB_FONTS)) {
    const metrics = await fromBuffer(readFileSync(path.join(projectRoot, font.file)))
    const { fontFaces } = createFontStack([{ ...metrics, familyName: font.family }, ...font.fallbacks], {
      fontFaceFormat: 'styleObject',
    })
    const faceNames: string[] = []
    for (const face of fontFaces) {
      const rule = face['@font-face']
      const locals = [...(rule.src ?? '').matchAll(/local\('([^']+)'\)/g)].map((m) => m[1] ?? '')
      if (!locals[0]) throw new Error(`font-fallbacks: unexpected src ${rule.src}`)
      const family = rule.fontFamily.replace(/^["']|["']$/g, '')
      faceNames.push(`"${family}"`)
      const bold = BOLD[locals[0]]
      if (!bold) throw new Error(`font-fallbacks: no bold face listed for ${locals[0]}`)
      const clones = CLONES[locals[0]] ?? []
      const faces = [
        { weight: 'normal', names: [...clones, ...locals] },
        { weight: 'bold', names: [...clones.map((c) => `${c} Bold`), ...bold] },
      ]
      for (const { weight, names } of faces) {
        blocks.push(
          [
            '@font-face {',
            `  font-family: "${family}";`,
            `  src: ${names.map((f) => `local("${f}")`).join(', ')};`,
            `  font-weight: ${weight};`,
            `  ascent-override: ${rule.ascentOverride};`,
            `  descent-override: ${rule.descentOverride};`,
            `  line-gap-override: ${rule.lineGapOverride ?? '0%'};`,
            `  size-adjust: ${rule.sizeAdjust};`,
            '}',
          ].join('\n'),
        )
      }
    }
    themeLines.push(`  --font-${name}: var(--web-font-${name},) ${faceNames.join(', ')}, ${font.generic};`)
    webFontLines.push(`  --web-font-${name}: "${font.family}",;`)
  }
  return [
    '/* Generated by `npm run font-fallbacks` (scripts/build/font-fallbacks.ts) from the shipped font files: do not edit. */',
    '',
    '@theme inline {',
    ...themeLines,
    '}',
    '',
    `/* The web fonts lead the stacks once they are in the document (class "${WEB_FONTS_CLASS}" on <html>, set by`,
    '   app/boot/web-fonts.ts). Before that their names would only be failed system-font',
    '   lookups, one per text size in the first layout. */',
    `:root.${WEB_FONTS_CLASS} {`,
    ...webFontLines,
    '}',
    '',
    ...blocks.flatMap((b) => [b, '']),
  ].join('\n')
}

if (import.meta.main) {
  writeFileSync(FONT_FALLBACKS_FILE, await fontFallbacksCss())
  console.info(`font-fallbacks: wrote ${path.relative(projectRoot, FONT_FALLBACKS_FILE)}`)
}
