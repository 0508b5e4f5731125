/**
 * An uploaded photo becomes the responsive sizes the page draws: AVIF and WebP at each width,
 * cropped to the proportions of its place (a blog image 1200 × 675), named after the base path
 * the content module holds; a product photo is drawn from its sizes. A missing upload is a content
 * problem, not a broken page.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, expect, test } from 'vitest'
import { productImages } from '#app/features/store/product-image.ts'
import type { Product } from '#core/content/products.ts'
import { articleFrontMatterSchema } from '#core/content/schemas/article.ts'
import { IMAGE_FORMATS, PRODUCT_IMAGE_SIZE, variantUrl, variantWidths } from '#core/lib/images.ts'
import { makeUploadSizes } from '#scripts/build/content/images.ts'

const publicDir = mkdtempSync(path.join(tmpdir(), 'uploads-'))
afterAll(() => rmSync(publicDir, { recursive: true, force: true }))

test('an uploaded photo gets its AVIF and WebP sizes, cropped to 1200 × 675', async () => {
  mkdirSync(path.join(publicDir, 'images/uploads'), { recursive: true })
  // A 1600 × 1600 photo, as a phone might take it.
  await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#7ea88a' } })
    .jpeg()
    .toFile(path.join(publicDir, 'images/uploads/garden.jpg'))
  const article = articleFrontMatterSchema.parse({
    title: 'In the garden',
    excerpt: 'A walk outside, and what it does for a busy mind.',
    image: '/images/uploads/garden.jpg',
    date: 'June 2, 2025',
    readTime: '4 min read',
    body: 'Text.',
  })
  expect(article.image).toBe('/images/responsive/uploads/garden-1200x675')

  const first = await makeUploadSizes({ article }, publicDir)
  expect(first.problems).toEqual([])
  expect(first.written).toBe(variantWidths(1200).length * IMAGE_FORMATS.length)
  for (const width of variantWidths(1200))
    for (const format of IMAGE_FORMATS) {
      const file = path.join(publicDir, variantUrl(article.image, width, format))
      const meta = await sharp(file).metadata()
      expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([
        format,
        width,
        Math.round((675 * width) / 1200),
      ])
    }
  // Up to date: nothing is made again.
  expect((await makeUploadSizes({ article }, publicDir)).written).toBe(0)
})

test('an uploaded 1600 × 1200 product photo gets its sizes, and the product page draws them', async () => {
  mkdirSync(path.join(publicDir, 'images/uploads'), { recursive: true })
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c2a77e' } })
    .jpeg()
    .toFile(path.join(publicDir, 'images/uploads/blanket-photo.jpg'))
  const product = {
    name: 'Blanket',
    images: ['/images/uploads/blanket-photo.jpg', '/images/products/weighted-blanket-1.svg'],
    imageAlts: ['A folded blanket', 'Drawn blanket'],
  } as unknown as Product
  const { written, problems } = await makeUploadSizes({ products: [product] }, publicDir)
  expect(problems).toEqual([])
  expect(written).toBe(variantWidths(PRODUCT_IMAGE_SIZE.width).length * IMAGE_FORMATS.length)
  const [photo, art] = productImages(product)
  expect(art!.src).toBe('/images/products/weighted-blanket-1.svg')
  expect(art!.srcSet).toBeUndefined()
  const drawn = photo!.srcSet!.split(', ').map((candidate) => candidate.split(' ')[0]!)
  expect(drawn).toEqual(
    variantWidths(800).map((w) => `/images/responsive/uploads/blanket-photo-800x600-${w}.webp`),
  )
  for (const file of [photo!.src, ...drawn]) {
    const meta = await sharp(path.join(publicDir, file)).metadata()
    expect(meta.width! / meta.height!, file).toBeCloseTo(4 / 3, 2)
  }
})

test('a photo the content names but nobody uploaded is reported', async () => {
  const { problems } = await makeUploadSizes(
    { image: '/images/responsive/uploads/missing-1200x900' },
    publicDir,
  )
  expect(problems).toEqual([
    expect.stringMatching(/the photo missing is used but missing from .*images\/uploads\//),
  ])
  expect(existsSync(path.join(publicDir, 'images/responsive/uploads/missing-1200x900-480.webp'))).toBe(false)
})
