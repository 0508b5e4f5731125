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
import arialBold from '@capsizecss/metrics/arial/700'
import georgia from '@capsizecss/metrics/georgia'
import georgiaBold from '@capsizecss/metrics/georgia/700'
import helvetica from '@capsizecss/metrics/helvetica'
import helveticaBold from '@capsizecss/metrics/helvetica/700'
import inter500 from '@capsizecss/metrics/inter/500'
import inter600 from '@capsizecss/metrics/inter/600'
import inter700 from '@capsizecss/metrics/inter/700'
import interRegular from '@capsizecss/metrics/inter/regular'
import notoSerif from '@capsizecss/metrics/notoSerif'
import notoSerifBold from '@capsizecss/metrics/notoSerif/700'
import roboto from '@capsizecss/metrics/roboto'
import robotoBold from '@capsizecss/metrics/roboto/700'
import sourceSerif500 from '@capsizecss/metrics/sourceSerif4/500'
import sourceSerif600 from '@capsizecss/metrics/sourceSerif4/600'
import sourceSerif700 from '@capsizecss/metrics/sourceSerif4/700'
import sourceSerifRegular from '@capsizecss/metrics/sourceSerif4/regular'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700'
import { fromBuffer } from '@capsizecss/unpack'
import { WEB_FONTS_CLASS } from '#app/boot/web-fonts.ts'
import { projectRoot } from '#scripts/project-root.ts'

export const FONT_FALLBACKS_FILE = path.join(projectRoot, 'app', 'font-fallbacks.css')

/**
 * The web fonts: the family name their @fontsource CSS declares, the latin file the pages use, and
 * the metrics collection's entries for their instances at the weights the pages use (for the widths);
 * each fallback's regular and bold face.
 */
const WEB_FONTS = {
  sans: {
    family: 'Inter Variable',
    file: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    atWeight: { 400: interRegular, 500: inter500, 600: inter600, 700: inter700 },
    fallbacks: [
      [arial, arialBold],
      [helvetica, helveticaBold],
      [roboto, robotoBold],
    ],
    generic: 'ui-sans-serif, system-ui, sans-serif',
  },
  serif: {
    family: 'Source Serif 4 Variable',
    file: 'node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
    atWeight: { 400: sourceSerifRegular, 500: sourceSerif500, 600: sourceSerif600, 700: sourceSerif700 },
    fallbacks: [
      [georgia, georgiaBold],
      [timesNewRoman, timesNewRomanBold],
      [notoSerif, notoSerifBold],
    ],
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

/**
 * The weights the pages set text in: 400 (body), 500 (font-medium), 600 (font-semibold: headings,
 * buttons, labels) and 700 (<strong>, <b>). Each gets its own fallback face, scaled to the web font's
 * width at that weight: the variable web fonts widen as they get heavier, and the fallbacks' bold
 * faces by a different amount, so a bold fallback scaled like the regular one set semibold text
 * about 5% wider than the web font, and headings and buttons wrapped onto more lines until the web
 * fonts arrived. Below 600 the fallback draws with its regular face, from 600 with its bold face.
 */
const WEIGHTS = [400, 500, 600, 700] as const
const BOLD_FROM = 600

type Metrics = Parameters<typeof createFontStack>[0][number]

/**
 * Metrics with the average character width set to `xWidthAvg` (latin): what size-adjust is computed
 * from. Without `subsets`, whose latin width would come first.
 */
const withWidth = ({ subsets: _, ...metrics }: Metrics, xWidthAvg: number): Metrics => ({
  ...metrics,
  xWidthAvg,
})

const latinWidth = (metrics: Metrics) => metrics.subsets?.latin?.xWidthAvg ?? metrics.xWidthAvg

/**
 * The web font's average character width (latin) at `weight`: the shipped file's (read at its
 * default instance, 400) times the ratio the metrics collection records between that weight's
 * instance of the same family and its regular one.
 */
const widthAt = (
  metrics: Metrics,
  atWeight: Record<(typeof WEIGHTS)[number], Metrics>,
  weight: (typeof WEIGHTS)[number],
) => (latinWidth(metrics) * latinWidth(atWeight[weight])) / latinWidth(atWeight[400])

export async function fontFallbacksCss(): Promise<string> {
  const faces: string[] = []
  const themeLines: string[] = []
  const webFontLines: string[] = []
  for (const [name, font] of Object.entries(WEB_FONTS)) {
    const metrics = await fromBuffer(readFileSync(path.join(projectRoot, font.file)))
    const faceNames: string[] = []
    for (const [fallback, fallbackBold] of font.fallbacks) {
      let family = ''
      let regularLocals: string[] = []
      for (const weight of WEIGHTS) {
        const web = withWidth(
          { ...metrics, familyName: font.family },
          widthAt(metrics, font.atWeight, weight),
        )
        const bold = weight >= BOLD_FROM
        const { fontFaces } = createFontStack(
          [web, bold ? withWidth(fallback, latinWidth(fallbackBold)) : fallback],
          {
            fontFaceFormat: 'styleObject',
          },
        )
        const rule = fontFaces[0]?.['@font-face']
        if (!rule) throw new Error(`font-fallbacks: no face for ${fallback.familyName}`)
        const locals = [...(rule.src ?? '').matchAll(/local\('([^']+)'\)/g)].map((m) => m[1] ?? '')
        if (!locals[0]) throw new Error(`font-fallbacks: unexpected src ${rule.src}`)
        family = `${font.family} Fallback: ${fallback.familyName}`
        regularLocals = locals
        const boldNames = BOLD[locals[0]]
        if (!boldNames) throw new Error(`font-fallbacks: no bold face listed for ${locals[0]}`)
        const clones = CLONES[locals[0]] ?? []
        const names = bold ? [...clones.map((c) => `${c} Bold`), ...boldNames] : [...clones, ...regularLocals]
        // One face a line: the faces are a table (family x weight), read down a column.
        faces.push(
          [
            '@font-face {',
            `font-family: "${family}";`,
            `src: ${names.map((f) => `local("${f}")`).join(', ')};`,
            `font-weight: ${weight};`,
            `ascent-override: ${rule.ascentOverride};`,
            `descent-override: ${rule.descentOverride};`,
            `line-gap-override: ${rule.lineGapOverride ?? '0%'};`,
            `size-adjust: ${rule.sizeAdjust};`,
            '}',
          ].join(' '),
        )
      }
      faceNames.push(`"${family}"`)
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
    ...faces,
    '',
  ].join('\n')
}

if (import.meta.main) {
  writeFileSync(FONT_FALLBACKS_FILE, await fontFallbacksCss())
  console.info(`font-fallbacks: wrote ${path.relative(projectRoot, FONT_FALLBACKS_FILE)}`)
}
