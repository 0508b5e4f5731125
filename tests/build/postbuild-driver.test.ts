/**
 * The postbuild driver (scripts/build/postbuild.ts) writes what its steps return: each file of the
 * production build recomputed here from the steps' inputs. Needs `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_VERSION } from '#core/content/generated/content-version.ts'
import {
  ALL_PATHS,
  NOINDEX_PATHS,
  NOT_FOUND_COPIES,
  NOT_FOUND_PATH,
  NOT_FOUND_PATHS,
} from '#core/content/route-paths.ts'
import { CONTENT_VERSION_FILE, contentVersionFile } from '#core/contracts/content-version.ts'
import { SITE_URL } from '#core/lib/site-url.ts'
import { filesUnder, htmlFilesUnder } from '#scripts/build/postbuild/client-files.ts'
import { cspManifest, cspManifestFile } from '#scripts/build/postbuild/csp-manifest.ts'
import { htmlFileOf, reactRouterPages } from '#scripts/build/postbuild/prerendered-pages.ts'
import { isCompressible } from '#scripts/build/postbuild/static-host/compress.ts'
import { indexedPaths, robots, sitemap } from '#scripts/build/postbuild/static-host/crawlers.ts'
import { headersFile, resourcePatterns } from '#scripts/build/postbuild/static-host/headers-file.ts'
import { NOT_FOUND_FILE, redirectsFile } from '#scripts/build/postbuild/static-host/not-found.ts'
import { CSP_MANIFEST_FILE } from '#server/security-headers.ts'

const client = path.resolve(import.meta.dirname, '..', '..', 'build', 'client')
const read = (file: string) => readFileSync(path.join(client, file), 'utf8')

describe('postbuild output', () => {
  beforeAll(() => {
    if (!existsSync(path.join(client, CSP_MANIFEST_FILE)))
      throw new Error('build/client is missing: run `npm run build` first')
  })

  it('sitemap.xml, robots.txt and _redirects are the steps’ output', () => {
    expect(read('sitemap.xml')).toBe(sitemap(indexedPaths(ALL_PATHS, NOINDEX_PATHS), SITE_URL))
    expect(read('robots.txt')).toBe(robots(SITE_URL))
    expect(read('_redirects')).toBe(redirectsFile(NOT_FOUND_COPIES))
  })

  it('content-version.json names the fingerprint of the content the pages were built from', () => {
    expect(read(CONTENT_VERSION_FILE)).toBe(contentVersionFile(CONTENT_VERSION))
  })

  it('404.html is the rewritten not-found page', () => {
    expect(read(NOT_FOUND_FILE)).toBe(read(htmlFileOf(NOT_FOUND_PATH)))
    expect(read(NOT_FOUND_FILE)).not.toContain('rel="modulepreload"')
  })

  it('the CSP manifest covers every HTML file, and _headers is built from it', () => {
    const pages = [...reactRouterPages([...ALL_PATHS, ...NOT_FOUND_PATHS]), NOT_FOUND_FILE]
    const hashes = cspManifest(htmlFilesUnder(client), pages)
    expect(read(CSP_MANIFEST_FILE)).toBe(cspManifestFile(hashes))
    const pageFiles = [...ALL_PATHS, NOT_FOUND_PATH].map((p) => ({ path: p, file: htmlFileOf(p) }))
    const resources = resourcePatterns(readdirSync(client, { withFileTypes: true }))
    expect(read('_headers')).toBe(headersFile(pageFiles, hashes, resources))
  })

  it('every compressible file has Brotli and gzip copies that decompress to it, and no other file has', () => {
    const files = [...filesUnder(client)]
    const originals = files.filter((f) => !/\.(br|gz)$/.test(f))
    const compressed = originals.filter((f) => isCompressible(f, readFileSync(f).length))
    expect(compressed.length).toBeGreaterThan(50)
    for (const file of compressed) {
      const content = readFileSync(file)
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(content), file).toBe(true)
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(content), file).toBe(true)
    }
    expect(files.filter((f) => /\.(br|gz)$/.test(f))).toHaveLength(compressed.length * 2)
  })
})
