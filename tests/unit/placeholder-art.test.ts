/**
 * The placeholder art (`npm run placeholder-images`): every palette draws a picture sharp can
 * render, the same name always draws the same picture, and the portrait is a figure (a darker
 * head-and-shoulders shape in the middle of a lighter frame), not a blur.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { retreatsPage } from '#core/content/retreats.ts'
import { services } from '#core/content/services.ts'
import { speakingPage } from '#core/content/speaking.ts'
import { drawSvg, placeholderImages, sceneOf } from '#scripts/build/placeholder-images.ts'
import { PALETTES, SCENES } from '#scripts/build/placeholders/types.ts'

/** The mean luminance (0–255) of a region, as fractions of the picture. */
async function luminance(svg: string, region: { left: number; top: number; width: number; height: number }) {
  const image = sharp(Buffer.from(svg))
  const { width = 0, height = 0 } = await image.metadata()
  const pixels = await image
    .extract({
      left: Math.round(region.left * width),
      top: Math.round(region.top * height),
      width: Math.round(region.width * width),
      height: Math.round(region.height * height),
    })
    .greyscale()
    .raw()
    .toBuffer()
  return pixels.reduce((sum, value) => sum + value, 0) / pixels.length
}

describe('placeholder art', () => {
  it.each(PALETTES)(
    '%s: renders, the same each time, with the scene darker below than the sky',
    async (palette) => {
      const image = { path: `/images/test/${palette}`, width: 1200, height: 675, palette }
      expect(drawSvg(image)).toBe(drawSvg(image))
      const sky = await luminance(drawSvg(image), { left: 0, top: 0, width: 1, height: 0.15 })
      const ground = await luminance(drawSvg(image), { left: 0, top: 0.88, width: 1, height: 0.12 })
      expect(sky - ground).toBeGreaterThan(15)
    },
  )

  it.each(SCENES)('the %s scene renders, the sky lighter than the ground', async (scene) => {
    const svg = drawSvg({ path: `/images/test/${scene}`, width: 960, height: 720, palette: 'moss', scene })
    const sky = await luminance(svg, { left: 0, top: 0, width: 1, height: 0.15 })
    const ground = await luminance(svg, { left: 0, top: 0.88, width: 1, height: 0.12 })
    expect(sky - ground).toBeGreaterThan(15)
  })

  it('draws another picture for another name', () => {
    const a = drawSvg({ path: '/images/a', width: 800, height: 600, palette: 'water' })
    const b = drawSvg({ path: '/images/b', width: 800, height: 600, palette: 'water' })
    expect(a).not.toBe(b)
  })

  it.each(['shared', 'speaking'] as const)(
    'the %s portrait is a figure: a face and shoulders darker than the wall beside them',
    async (portrait) => {
      const svg = drawSvg({
        path: `/images/test/${portrait}`,
        width: 960,
        height: 1200,
        palette: 'light',
        portrait,
      })
      const beside = await luminance(svg, { left: 0, top: 0.4, width: 0.1, height: 0.1 })
      const head = await luminance(svg, { left: 0.45, top: 0.4, width: 0.1, height: 0.1 })
      const body = await luminance(svg, { left: 0.4, top: 0.8, width: 0.2, height: 0.15 })
      expect(beside - head).toBeGreaterThan(25)
      expect(beside - body).toBeGreaterThan(40)
    },
  )
})

/** Mean chroma (max − min of R, G, B; 0–255) over the whole picture: grey art scores near zero. */
async function chroma(svg: string) {
  const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer()
  let sum = 0
  for (let i = 0; i < pixels.length; i += 3) {
    const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!]
    sum += Math.max(r, g, b) - Math.min(r, g, b)
  }
  return sum / (pixels.length / 3)
}

// A grey stone cairn read as a grey picture, and greyer still once the dark theme dims it.
it.each(PALETTES)('%s: the picture has colour, not grey', async (palette) => {
  const svg = drawSvg({ path: `/images/test/${palette}`, width: 480, height: 270, palette })
  // Measured: water 36, light 57, leaves 22.5, dusk 26.5, stone 24 (the old greige stone: 12).
  expect(await chroma(svg)).toBeGreaterThan(18)
})

// One sea picture must not serve four places. Each page its own picture: no two placeholders
// draw the same scene in the same palette, and no two pages name the same hero picture.
describe('each page its own picture', () => {
  it('no two placeholders draw the same scene in the same palette', async () => {
    const seen = new Map<string, string>()
    for (const image of await placeholderImages()) {
      const art = `${sceneOf(image)} in ${image.palette}`
      if (image.path.endsWith('/portrait')) continue
      expect(seen.get(art), `${image.path} draws ${art}, as does`).toBeUndefined()
      seen.set(art, image.path)
    }
    expect(seen.size).toBeGreaterThan(30)
  })

  it('the service pages, /retreats, /store and /speaking each name their own hero, and each is drawn', async () => {
    const heroes = [
      ...services.map((s) => [`/services/${s.slug}`, s.page.image] as const),
      ['/retreats', retreatsPage.hero.image] as const,
      ['/store', '/images/store/hero'] as const,
      ['/speaking', speakingPage.hero.image] as const,
    ]
    const pageOf = new Map<string, string>()
    for (const [page, image] of heroes) {
      expect(pageOf.get(image), `${page} shows ${image}, as does`).toBeUndefined()
      pageOf.set(image, page)
    }
    const drawn = new Set((await placeholderImages()).map((image) => image.path))
    const photos = [
      ...heroes.map(([, image]) => image),
      retreatsPage.about.photo.src,
      ...retreatsPage.destinations.items.map((d) => d.photo.src),
    ]
    for (const image of photos) expect(drawn, image).toContain(image)
    expect(new Set(photos).size, 'the retreats photos differ from each other and from the heroes').toBe(
      photos.length,
    )
  })
})
