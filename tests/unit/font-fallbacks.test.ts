import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { FONT_FALLBACKS_FILE, fontFallbacksCss } from '#scripts/font-fallbacks.ts'

it('app/font-fallbacks.css matches the metrics of the font files the site ships (run `npm run fonts`)', async () => {
  expect(readFileSync(FONT_FALLBACKS_FILE, 'utf8')).toBe(await fontFallbacksCss())
})

it('has a regular and a bold fallback face for each platform font of both families', async () => {
  const css = await fontFallbacksCss()
  for (const local of [
    'Arial',
    'Helvetica',
    'Roboto Regular',
    'Georgia',
    'Times New Roman',
    'Noto Serif Regular',
  ]) {
    expect(css).toContain(`src: local("${local}")`)
  }
  expect(css.match(/font-weight: bold;/g)).toHaveLength(6)
  expect(css).toMatch(/size-adjust: \d+(\.\d+)?%;/)
})
