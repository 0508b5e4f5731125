import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { INLINE_IMAGE_MAX_BYTES, inlineIfSmall } from '#core/lib/inline-image.server.ts'

const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

function publicDir(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'inline-image-'))
  made.push(dir)
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), body)
  }
  return dir
}

describe('inlineIfSmall', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect fill="#123" width="8" height="6"/></svg>'
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])

  it('gives a tiny file as a data URL: SVG as text, other formats as base64', () => {
    const dir = publicDir({ 'images/products/a.svg': svg, 'images/products/b.png': png })
    const a = inlineIfSmall('/images/products/a.svg', dir)
    expect(a?.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(a?.slice('data:image/svg+xml,'.length) ?? '')).toBe(svg)
    expect(inlineIfSmall('/images/products/b.png', dir)).toBe(
      `data:image/png;base64,${png.toString('base64')}`,
    )
  })

  it('leaves a file over the limit (an owner’s photo) as a file', () => {
    const dir = publicDir({
      'images/uploads/at-limit.jpg': Buffer.alloc(INLINE_IMAGE_MAX_BYTES, 1),
      'images/uploads/photo.jpg': Buffer.alloc(INLINE_IMAGE_MAX_BYTES + 1, 1),
    })
    expect(inlineIfSmall('/images/uploads/at-limit.jpg', dir)).toMatch(/^data:image\/jpeg;base64,/)
    expect(inlineIfSmall('/images/uploads/photo.jpg', dir)).toBeUndefined()
  })

  it('stops the build on a missing file, and never reads outside /images/', () => {
    const dir = publicDir({ 'images/a.svg': svg, 'secret.svg': svg })
    expect(() => inlineIfSmall('/images/missing.svg', dir)).toThrow(/\/images\/missing\.svg is not in/)
    expect(inlineIfSmall('/images/../secret.svg', dir)).toBeUndefined()
    expect(inlineIfSmall('/secret.svg', dir)).toBeUndefined()
    expect(inlineIfSmall('/images/a.txt', dir)).toBeUndefined()
  })
})
