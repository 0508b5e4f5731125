/**
 * Pictures and the dark theme (docs/design-notes.md): a crop per width that keeps the
 * subject the content names, art dimmed in dark without a grey veil, and tinted bands that show
 * against the dark page with text on them still AA.
 */
import { expect, type Locator, test } from '@playwright/test'
import sharp from 'sharp'
import { retreatsPage } from '#core/content/retreats.ts'
import { services } from '#core/content/services.ts'
import type { ImageFocus } from '#core/lib/image-focus.ts'
import { newPage } from './support.ts'

/** The computed object-position a focus keyword gives (`top right` → `100% 0%`). */
function objectPosition(focus: ImageFocus): string {
  const x = focus.includes('left') ? '0%' : focus.includes('right') ? '100%' : '50%'
  const y = focus.includes('top') ? '0%' : focus.includes('bottom') ? '100%' : '50%'
  return `${x} ${y}`
}

const emdr = services.find((s) => s.slug === 'emdr-therapy')!
const HEROES = [
  { path: '/services/emdr-therapy', focus: emdr.page.imageFocus },
  { path: '/retreats', focus: retreatsPage.hero.imageFocus },
]

test.describe('the hero picture: whole beside the words, 3:2 on a phone, cropped around its focus', () => {
  for (const { path, focus } of HEROES)
    test(`${path} (focus: ${focus})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(path)
      const img = page.locator('main [data-hero-split] img')
      const ratio = () =>
        img.evaluate((el) => el.getBoundingClientRect().height / el.getBoundingClientRect().width)
      expect(await ratio(), 'the whole 4:3 picture at 1440').toBeCloseTo(3 / 4, 2)
      await page.setViewportSize({ width: 375, height: 812 })
      // A 5:2 band at 375 read as a thin strip of the picture.
      expect(await ratio(), 'a 3:2 picture at 375').toBeCloseTo(2 / 3, 2)
      await expect(img).toHaveCSS('object-position', objectPosition(focus))
    })
})

/** Mean and 5th-95th percentile range of the luminance (0-255) of what the element shows. */
async function tones(img: Locator) {
  const { data } = await sharp(await img.screenshot({ animations: 'disabled' }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const lum: number[] = []
  for (let i = 0; i < data.length; i += 3)
    lum.push(0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!)
  lum.sort((a, b) => a - b)
  const at = (q: number) => lum[Math.floor(q * (lum.length - 1))]!
  return { mean: lum.reduce((sum, v) => sum + v, 0) / lum.length, range: at(0.95) - at(0.05) }
}

// Less grey veil on the art: dimming alone squeezed the tones (the sun and the sky went
// flat grey: 81% of the range at brightness(0.72) contrast(1.12)); the dark theme still dims the art
// but keeps its range.
test('dark theme: the art is dimmed, and keeps its range of tones (no grey veil)', async ({ browser }) => {
  const measured: Record<string, Awaited<ReturnType<typeof tones>>> = {}
  for (const theme of ['light', 'dark'] as const) {
    const page = await newPage(browser, { theme })
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/retreats')
    const img = page.locator('main [data-hero-split] img')
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0)
    measured[theme] = await tones(img)
    await page.context().close()
  }
  const { light, dark } = measured as Record<'light' | 'dark', Awaited<ReturnType<typeof tones>>>
  // Dimmed to about 0.62 × 1.4 (app.css, --image-filter): the mean well down, the range nearly
  // kept (a grey veil would shrink it toward the mean's ratio and flatten the skies).
  expect(dark.mean / light.mean, 'dimmed in dark').toBeLessThan(0.77)
  expect(dark.range / light.range, 'its range of tones kept').toBeGreaterThan(0.85)
})

// In dark the tinted bands could not be told from the page. They are one calm step
// lighter, and the text on them stays AA.
test('dark theme: a tinted band shows against the page, and its text stays AA', async ({ browser }) => {
  const page = await newPage(browser, { theme: 'dark' })
  await page.goto('/retreats', { waitUntil: 'load' })
  const colours = await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    // The band's colour as painted over the page (a translucent fill: drawn on the page colour).
    const paint = (...layers: string[]) => {
      context.clearRect(0, 0, 1, 1)
      for (const css of layers) {
        context.fillStyle = css
        context.fillRect(0, 0, 1, 1)
      }
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
    }
    const lum = ([r, g, b]: number[]) => {
      const f = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!)
    }
    const page = getComputedStyle(document.body).backgroundColor
    const band = document.querySelector('main [data-band="tinted"]')!
    const bandColour = paint(page, getComputedStyle(band).backgroundColor)
    const muted = band.querySelector('.text-muted-foreground') ?? band.querySelector('p')!
    return {
      page: lum(paint(page)),
      band: lum(bandColour),
      muted: lum(paint(getComputedStyle(muted).color)),
      heading: lum(paint(getComputedStyle(band.querySelector('h2')!).color)),
    }
  })
  const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  // Before: 1.08:1 (--secondary #1a2e3a at 50%), a step nobody could see.
  expect(contrast(colours.band, colours.page), 'the band against the page').toBeGreaterThan(1.14)
  expect(contrast(colours.band, colours.page), 'a calm step, not a stripe').toBeLessThan(1.4)
  expect(contrast(colours.muted, colours.band), 'muted text on the band').toBeGreaterThanOrEqual(4.5)
  expect(contrast(colours.heading, colours.band), 'the heading on the band').toBeGreaterThanOrEqual(4.5)
  await page.context().close()
})
