/**
 * An uploaded photo becomes the responsive sizes the page draws: AVIF and WebP at each width,
 * cropped to the proportions of its place (a blog image 1200 × 675), named after the base path
 * the content module holds. A missing upload is a content problem, not a broken page.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, expect, test } from 'vitest'
import { articleFrontMatterSchema } from '#app/content/schemas/article.ts'
import { IMAGE_FORMATS, variantUrl, variantWidths } from '#app/lib/images.ts'
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
