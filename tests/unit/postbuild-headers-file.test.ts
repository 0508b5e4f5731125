import { describe, expect, it } from 'vitest'
import { OWNER_PATHS } from '#core/content/route-paths.ts'
import {
  catchAllPolicy,
  headersFile,
  MAX_HEADER_VALUE,
  resourcePatterns,
} from '#scripts/build/postbuild/static-host/headers-file.ts'
import {
  adminContentSecurityPolicy,
  COMMON_HEADERS,
  contentSecurityPolicy,
  documentHeaders,
  OWNER_PAGE_HEADERS,
  RESOURCE_CSP,
} from '#server/security-headers.ts'

/** `_headers` as rules: pattern → header lines in order (`! Name` detach lines kept as they are). */
function rulesOf(text: string): [string, string[]][] {
  const rules: [string, string[]][] = []
  for (const line of text.split('\n')) {
    if (!line) continue
    if (line.startsWith('/')) rules.push([line, []])
    else rules.at(-1)?.[1].push(line.trim())
  }
  return rules
}
const valuesOf = (lines: readonly string[], name: string) =>
  lines.filter((l) => l.startsWith(`${name}: `)).map((l) => l.slice(name.length + 2))

const A = 'sha256-AAAA'
const B = 'sha256-BBBB'
const C = 'sha256-CCCC'
const PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/blog', file: 'blog/index.html' },
  { path: '/book', file: 'book/index.html' },
  { path: '/404', file: '404/index.html' },
]
const HASHES = {
  'index.html': [A, B],
  'blog/index.html': [A],
  '404/index.html': [A, C],
  '404.html': [A, C],
  'admin/index.html': [],
}

describe('headersFile', () => {
  const text = headersFile(PAGES, HASHES, ['/images/*', '/favicon.svg'])
  const rules = rulesOf(text)
  const rule = (pattern: string) => rules.find(([p]) => p === pattern)?.[1] ?? []

  it("writes the catch-all, the resources, each page, the owner's pages and the CMS, in that order", () => {
    expect(rules.map(([p]) => p)).toEqual([
      '/*',
      '/assets/*',
      '/content-version.json',
      '/images/*',
      '/favicon.svg',
      '/',
      '/blog',
      '/book',
      '/404',
      '/owner/ship',
      '/owner/cancel',
      '/owner/block',
      '/owner/send',
      '/admin',
      '/admin/*',
    ])
    expect(text.endsWith('\n')).toBe(true)
  })

  it('the catch-all rule carries every header and a CSP with the hashes of all pages', () => {
    const lines = rule('/*')
    expect(valuesOf(lines, 'Content-Security-Policy')).toEqual([contentSecurityPolicy([A, B, C])])
    expect(catchAllPolicy(HASHES)).toBe(contentSecurityPolicy([A, B, C]))
    for (const [name, value] of Object.entries({ ...COMMON_HEADERS, ...documentHeaders([A, B, C]) }))
      expect(valuesOf(lines, name), name).toEqual([value])
  })

  it('gives each page its CSP with its own hashes, and no hash to a page missing from the manifest', () => {
    expect(rule('/')).toEqual([`Content-Security-Policy: ${contentSecurityPolicy([A, B])}`])
    expect(rule('/blog')).toEqual([`Content-Security-Policy: ${contentSecurityPolicy([A])}`])
    expect(rule('/404')).toEqual([`Content-Security-Policy: ${contentSecurityPolicy([A, C])}`])
    expect(rule('/book')).toEqual([`Content-Security-Policy: ${contentSecurityPolicy([])}`])
    expect(rule('/blog').join()).not.toContain(B)
  })

  it('replaces the CSP of files that are not pages with the sandbox one; assets are cached for a year', () => {
    for (const pattern of ['/assets/*', '/content-version.json', '/images/*', '/favicon.svg'])
      expect(rule(pattern).slice(0, 2)).toEqual([
        '! Content-Security-Policy',
        `Content-Security-Policy: ${RESOURCE_CSP}`,
      ])
    expect(valuesOf(rule('/assets/*'), 'Cache-Control')).toEqual(['public, max-age=31536000, immutable'])
    // The content fingerprint the functions compare with theirs: cached a minute at most.
    expect(valuesOf(rule('/content-version.json'), 'Cache-Control')).toEqual(['public, max-age=60'])
    expect(rule('/images/*')).toHaveLength(2)
  })

  it("keeps the owner's action pages out of caches, indexes and Referer headers", () => {
    for (const pattern of OWNER_PATHS) {
      const lines = rule(pattern)
      for (const [name, value] of Object.entries(OWNER_PAGE_HEADERS)) {
        expect(valuesOf(lines, name), `${pattern} ${name}`).toEqual([value])
        // A header the catch-all sets too is detached first, so the page gets one value, not two.
        if (name in COMMON_HEADERS || name in documentHeaders([]))
          expect(lines.indexOf(`! ${name}`), `${pattern} ! ${name}`).toBe(
            lines.indexOf(`${name}: ${value}`) - 1,
          )
      }
    }
  })

  it('detaches the site CSP for the CMS and sets its own, on the folder and under it', () => {
    for (const pattern of ['/admin', '/admin/*']) {
      const lines = rule(pattern)
      const at = lines.indexOf('! Content-Security-Policy')
      expect(at).toBeGreaterThanOrEqual(0)
      expect(lines[at + 1]).toBe(`Content-Security-Policy: ${adminContentSecurityPolicy()}`)
      // Only what differs from the catch-all is set again.
      for (const [name, value] of Object.entries(COMMON_HEADERS))
        expect(lines).not.toContain(`${name}: ${value}`)
    }
  })

  it('fails when the catch-all CSP is longer than Cloudflare Pages accepts', () => {
    const many = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`p${i}/index.html`, [`sha256-${String(i).padStart(43, 'x')}=`]]),
    )
    expect(catchAllPolicy(many).length).toBeGreaterThan(MAX_HEADER_VALUE)
    expect(() => headersFile([], many, [])).toThrow(/catch-all Content-Security-Policy .* over the 2000/)
  })
})

describe('resourcePatterns', () => {
  const entry = (name: string, directory = false) => ({ name, isDirectory: () => directory })

  it('takes the images folder and the top-level icon, manifest, sitemap and robots files', () => {
    expect(
      resourcePatterns([
        entry('assets', true),
        entry('images', true),
        entry('blog', true),
        entry('favicon.svg'),
        entry('site.webmanifest'),
        entry('sitemap.xml'),
        entry('robots.txt'),
        entry('index.html'),
        entry('blog.data'),
        entry('_headers'),
        entry('.csp-hashes.json'),
      ]),
    ).toEqual(['/images/*', '/favicon.svg', '/site.webmanifest', '/sitemap.xml', '/robots.txt'])
  })
})
