import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { INLINE_IMAGE_MAX_BYTES } from '#core/lib/inline-image.server.ts'
import { inlineSmallFirstImages } from '#scripts/build/postbuild/inline-first-image.ts'

const client = mkdtempSync(path.join(tmpdir(), 'inline-first-image-'))
afterAll(() => rmSync(client, { recursive: true, force: true }))
const file = (name: string, bytes: number) => {
  mkdirSync(path.dirname(path.join(client, name)), { recursive: true })
  writeFileSync(path.join(client, name), Buffer.alloc(bytes, 7))
}
file('images/a-480.avif', 900)
file('images/a-960.avif', 3000)
file('images/big-480.avif', 2000)
file('images/big-960.avif', INLINE_IMAGE_MAX_BYTES + 1)

/** What ResponsiveImage prerenders (React's attribute spelling). */
const picture = (base: string, img: string) =>
  `<picture><source type="image/avif" srcSet="${base}-480.avif 480w, ${base}-960.avif 960w" sizes="100vw"/>` +
  `<source type="image/webp" srcSet="${base}-480.webp 480w, ${base}-960.webp 960w" sizes="100vw"/>` +
  `<img src="${base}-960.webp" alt="" width="960" height="720" ${img} class="x"/></picture>`
const PRIORITY = 'loading="eager" fetchPriority="high" decoding="sync"'

describe('inlineSmallFirstImages', () => {
  it('puts the largest AVIF of a small high-priority picture in the page, and keeps the WebP files', () => {
    const out = inlineSmallFirstImages(`<main>${picture('/images/a', PRIORITY)}</main>`, client)
    const data = `data:image/avif;base64,${Buffer.alloc(3000, 7).toString('base64')}`
    // Its width and `sizes` stay: a width descriptor without `sizes` is invalid HTML.
    expect(out).toContain(`<source type="image/avif" srcSet="${data} 960w" sizes="100vw"/>`)
    expect(out).not.toContain('a-480.avif')
    expect(out).toContain('srcSet="/images/a-480.webp 480w, /images/a-960.webp 960w"')
    expect(out).toContain('<img src="/images/a-960.webp"')
  })

  it('leaves a picture over the limit, a lazy one and a high-priority lazy one as files', () => {
    const pages = [
      picture('/images/big', PRIORITY),
      picture('/images/a', 'loading="lazy" decoding="async"'),
      picture('/images/a', 'loading="lazy" fetchPriority="high" decoding="async"'),
    ]
    for (const html of pages) expect(inlineSmallFirstImages(html, client)).toBe(html)
  })

  it('inlines each picture on its own terms', () => {
    const html = picture('/images/big', PRIORITY) + picture('/images/a', PRIORITY)
    const out = inlineSmallFirstImages(html, client)
    expect(out).toContain('/images/big-960.avif 960w')
    expect(out.match(/data:image\/avif/g)).toHaveLength(1)
  })

  it('stops the build when a picture names a file that was not built', () => {
    expect(() => inlineSmallFirstImages(picture('/images/gone', PRIORITY), client)).toThrow(
      /\/images\/gone-960\.avif is not in/,
    )
  })
})
