import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { FONT_FALLBACKS_FILE, fontFallbacksCss } from '#scripts/build/font-fallbacks.ts'

it('app/font-fallbacks.css matches the metrics of the font files the site ships (run `npm run font-fallbacks`)', async () => {
  expect(readFileSync(FONT_FALLBACKS_FILE, 'utf8')).toBe(await fontFallbacksCss())
})

it('has a fallback face for each weight the pages use, for each platform font of both families', async () => {
  const css = await fontFallbacksCss()
  for (const local of ['Helvetica', 'Roboto Regular', 'Georgia', 'Noto Serif Regular']) {
    expect(css).toContain(`src: local("${local}")`)
  }
  // Arial and Times New Roman come after their Linux clones (next test).
  expect(css).toContain('local("Liberation Sans"), local("Arimo"), local("Arial")')
  expect(css).toContain('local("Liberation Serif"), local("Tinos"), local("Times New Roman")')
  // Six platform fonts, each at 400, 500 (regular glyphs), 600 and 700 (bold glyphs).
  for (const weight of [400, 500, 600, 700])
    expect(css.match(new RegExp(`font-weight: ${weight};`, 'g'))).toHaveLength(6)
  expect(css.match(/src: local\("[^"]* Bold"\)|src: local\("Liberation S[a-z]+ Bold"\)/g)).toHaveLength(12)
  expect(css).toMatch(/size-adjust: \d+(\.\d+)?%;/)
})

it("lists Linux's metric clones first in their faces (each local() name is a browser round trip there)", async () => {
  const css = await fontFallbacksCss()
  expect(css).toContain('src: local("Liberation Sans"), local("Arimo"), local("Arial"), local("ArialMT");')
  expect(css).toContain(
    'src: local("Liberation Serif Bold"), local("Tinos Bold"), local("Times New Roman Bold"),',
  )
})

it('names the web fonts in the stacks only under the class the page sets when it adds them', async () => {
  const css = await fontFallbacksCss()
  const stacks = css.match(/@theme inline \{[^}]*\}/)?.[0]
  expect(stacks).toContain('--font-sans: var(--web-font-sans,) "Inter Variable Fallback: Arial"')
  expect(stacks).not.toMatch(/"Inter Variable"|"Source Serif 4 Variable"/)
  expect(css).toMatch(
    /:root\.web-fonts \{\s+--web-font-sans: "Inter Variable",;\s+--web-font-serif: "Source Serif 4 Variable",;/,
  )
})

it('scales each bold fallback face to the web font at its own weight, not as the regular one', async () => {
  // A bold face scaled like the regular one set semibold headings and buttons about 5% wider than
  // the web fonts: they wrapped onto more lines until the web fonts arrived, and what was below moved.
  const css = await fontFallbacksCss()
  const sizeAdjust = (family: string, weight: number) => {
    const face = css
      .split('@font-face')
      .find((f) => f.includes(`font-family: "${family}";`) && f.includes(`font-weight: ${weight};`))
    return Number(face?.match(/size-adjust: ([\d.]+)%;/)?.[1])
  }
  for (const family of [
    'Inter Variable Fallback: Arial',
    'Source Serif 4 Variable Fallback: Times New Roman',
  ]) {
    const regular = sizeAdjust(family, 400)
    expect(sizeAdjust(family, 500)).toBeGreaterThan(regular)
    expect(sizeAdjust(family, 600)).toBeLessThan(regular * 0.97)
    expect(sizeAdjust(family, 700)).toBeGreaterThan(sizeAdjust(family, 600))
  }
})
