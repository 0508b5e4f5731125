import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  isCompressible,
  MIN_COMPRESSED_SIZE,
  precompressed,
} from '#scripts/build/postbuild/static-host/compress.ts'

describe('isCompressible', () => {
  it('takes text files of at least 1 KB', () => {
    for (const file of [
      'index.html',
      'assets/entry-a1.js',
      'assets/x.mjs',
      'assets/root-b2.css',
      '.csp-hashes.json',
      'blog.data',
      'favicon.svg',
      'sitemap.xml',
      'robots.txt',
      'site.webmanifest',
    ])
      expect(isCompressible(file, MIN_COMPRESSED_SIZE), file).toBe(true)
    expect(isCompressible('index.html', MIN_COMPRESSED_SIZE - 1)).toBe(false)
  })

  it('leaves binary files, the compressed copies and the static-host rule files alone', () => {
    for (const file of [
      'images/a.avif',
      'images/a.webp',
      'fonts/inter.woff2',
      'index.html.br',
      'index.html.gz',
      '_headers',
      '_redirects',
    ])
      expect(isCompressible(file, 100_000), file).toBe(false)
  })
})

describe('precompressed', () => {
  const text = Buffer.from(
    `<!DOCTYPE html><html><body>${'<p>Ünïcode text, repeated.</p>'.repeat(200)}</body></html>`,
  )

  it('round-trips through Brotli and gzip, and is smaller', () => {
    const { br, gz } = precompressed(text)
    expect(brotliDecompressSync(br).equals(text)).toBe(true)
    expect(gunzipSync(gz).equals(text)).toBe(true)
    expect(br.length).toBeLessThan(text.length / 10)
    expect(gz.length).toBeLessThan(text.length / 10)
  })

  it('gives the same bytes for the same input, so an unchanged build ships unchanged files', () => {
    const a = precompressed(text)
    const b = precompressed(Buffer.from(text))
    expect(a.br.equals(b.br)).toBe(true)
    expect(a.gz.equals(b.gz)).toBe(true)
  })

  it('compresses at the highest levels (Brotli 11 beats the default-quality stream on text)', () => {
    const { br, gz } = precompressed(text)
    // gzip header: deflate (8), and XFL 2 = "maximum compression" (level 9).
    expect([gz[0], gz[1], gz[2], gz[8]]).toEqual([0x1f, 0x8b, 8, 2])
    expect(br.length).toBeLessThanOrEqual(gz.length)
  })
})
