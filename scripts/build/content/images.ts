/**
 * Sizes of the photos the owner uploads in the CMS (public/images/uploads/): for every upload a
 * content file uses as a responsive image, and every uploaded product photo, AVIF and WebP at each
 * width, cropped to the size the page draws it at. They go to public/images/responsive/uploads/ (ignored by git; made again
 * whenever missing or older than the upload).
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import {
  IMAGE_FORMATS,
  isUploadedPhoto,
  PRODUCT_IMAGE_SIZE,
  UPLOAD_SIZES_BASE,
  uploadVariantBase,
  variantUrl,
  variantWidths,
} from '#core/lib/images.ts'
import { projectRoot } from '#scripts/project-root.ts'

const PUBLIC_DIR = path.join(projectRoot, 'public')

/** Every string inside a value (the generated content), depth first. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value
  else if (Array.isArray(value)) for (const v of value) yield* strings(v)
  else if (value && typeof value === 'object') for (const v of Object.values(value)) yield* strings(v)
}

const BASE = new RegExp(`^${UPLOAD_SIZES_BASE}/([\\w.-]+)-(\\d+)x(\\d+)$`)

/**
 * Makes the missing sizes; returns how many files it wrote, and the problems (an upload that
 * is not there) for the content error.
 */
export async function makeUploadSizes(
  content: unknown,
  publicDir = PUBLIC_DIR,
): Promise<{ written: number; problems: string[] }> {
  const uploads = path.join(publicDir, 'images/uploads')
  const available = existsSync(uploads) ? readdirSync(uploads) : []
  const problems: string[] = []
  let written = 0
  const products = (content as { products?: readonly { images: readonly string[] }[] }).products ?? []
  const productPhotos = products
    .flatMap((p) => p.images)
    .filter(isUploadedPhoto)
    .map((src) => uploadVariantBase(src, PRODUCT_IMAGE_SIZE.width, PRODUCT_IMAGE_SIZE.height))
  for (const base of new Set([...[...strings(content)].filter((s) => BASE.test(s)), ...productPhotos])) {
    const [, name, w, h] = BASE.exec(base)!
    const source = available.find((file) => file.replace(/\.\w+$/, '') === name)
    if (!source) {
      problems.push(
        `the photo ${name} is used but missing from ${path.relative(path.dirname(publicDir), uploads)}/`,
      )
      continue
    }
    const sourcePath = path.join(uploads, source)
    const width = Number(w)
    const height = Number(h)
    for (const size of variantWidths(width))
      for (const format of IMAGE_FORMATS) {
        const target = path.join(publicDir, variantUrl(base, size, format))
        if (existsSync(target) && statSync(target).mtimeMs >= statSync(sourcePath).mtimeMs) continue
        mkdirSync(path.dirname(target), { recursive: true })
        const resized = sharp(sourcePath)
          .rotate()
          .resize(size, Math.round((height * size) / width), { fit: 'cover' })
        await (format === 'avif' ? resized.avif({ quality: 50 }) : resized.webp({ quality: 72 })).toFile(
          target,
        )
        written++
      }
  }
  return { written, problems }
}
