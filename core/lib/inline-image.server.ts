/**
 * A product's first photo travels inside its page when the file is tiny (≤ 4 KB, Vite's own limit
 * for inlining imported assets): the page then paints it with the text, with no second request
 * after the HTML. On a throttled phone that request is the product page's largest paint (about
 * 150 ms later than the text); today's placeholders are 1–2 KB SVGs. The owner's photos are larger
 * and stay files, loaded with high priority as before. Build time only: the product route's loader
 * calls this while prerendering (React Router keeps `*.server.ts` out of the browser bundle).
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { mediaTypeOf } from '#core/lib/media-types.ts'

export const INLINE_IMAGE_MAX_BYTES = 4096

/**
 * `src` (a site path such as `/images/products/a.svg`, checked by the content schema) as a data URL
 * when its file in `publicDir` is at most INLINE_IMAGE_MAX_BYTES, else undefined. A missing file
 * is an error: the build stops and names it.
 */
export function inlineIfSmall(src: string, publicDir = path.resolve('public')): string | undefined {
  const type = mediaTypeOf(src)
  if (!src.startsWith('/images/') || src.includes('..') || !type?.startsWith('image/')) return undefined
  const file = path.join(publicDir, src)
  let size: number
  try {
    size = statSync(file).size
  } catch {
    throw new Error(`inlineIfSmall: ${src} is not in ${publicDir} (build from the project root)`)
  }
  if (size > INLINE_IMAGE_MAX_BYTES) return undefined
  const bytes = readFileSync(file)
  // SVG as text (smaller and compresses better than base64), other formats as base64.
  return type === 'image/svg+xml'
    ? `data:${type},${encodeURIComponent(bytes.toString('utf8'))}`
    : `data:${type};base64,${bytes.toString('base64')}`
}
