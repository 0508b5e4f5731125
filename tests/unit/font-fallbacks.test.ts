import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { FONT_FALLBACKS_FILE, fontFallbacksCss } from '#scripts/build/font-fallbacks.ts'

it('app/font-fallbacks.css matches the metrics of the font files the site ships (run `npm run font-fallbacks`)', async () => {
  expect(readFileSync(FONT_FALLBACKS_FILE, 'utf8')).toBe(await fontFallbacksCss())
})

it('has a regular and a bold fallback face for each platform font of both families', async () => {
  const css = await fontFallbacksCss()
  for (const local of ['Helvetica', 'Roboto Regular', 'Georgia', 'Noto Serif Regular']) {
    expect(css).toContain(`src: local("${local}")`)
  }
  // Arial and Times New Roman come after their Linux clones (next test).
  expect(css).toContain('local("Liberation Sans"), local("Arimo"), local("Arial")')
  expect(css).toContain('local("Liberation Serif"), local("Tinos"), local("Times New Roman")')
  expect(css.match(/font-weight: bold;/g)).toHaveLength(6)
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
