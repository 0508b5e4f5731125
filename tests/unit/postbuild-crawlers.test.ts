import { describe, expect, it } from 'vitest'
import { ALL_PATHS, NOINDEX_PATHS, NOT_FOUND_PATHS } from '#core/content/route-paths.ts'
import { indexedPaths, robots, sitemap } from '#scripts/build/postbuild/static-host/crawlers.ts'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])

describe('sitemap', () => {
  it('lists the given paths in order as absolute URLs on the origin, XML-escaped', () => {
    expect(sitemap(['/', '/blog/a&b', "/it's"], 'https://example.org')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://example.org/</loc></url>',
        '  <url><loc>https://example.org/blog/a&amp;b</loc></url>',
        '  <url><loc>https://example.org/it&apos;s</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    )
  })

  it('lists exactly the prerendered public routes: not the noindex pages, not the not-found copies', () => {
    const urls = locs(sitemap(indexedPaths(ALL_PATHS, NOINDEX_PATHS), 'https://staging.example.net'))
    const expected = ALL_PATHS.filter((p) => !NOINDEX_PATHS.includes(p))
    expect(urls).toEqual(expected.map((p) => `https://staging.example.net${p}`))
    expect(urls).toContain('https://staging.example.net/')
    for (const hidden of [...NOINDEX_PATHS, ...NOT_FOUND_PATHS])
      expect(urls).not.toContain(`https://staging.example.net${hidden}`)
    expect(urls.some((u) => u?.includes('__not-found'))).toBe(false)
  })

  it('indexedPaths keeps the order of the routes and drops only the noindex ones', () => {
    expect(indexedPaths(['/', '/a', '/b', '/c'], ['/b', '/z'])).toEqual(['/', '/a', '/c'])
  })
})

describe('robots', () => {
  it('allows everything and names the sitemap on the same origin', () => {
    expect(robots('https://example.org')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n',
    )
    // The sitemap sits at the origin's root whatever path the address carries.
    expect(robots('http://localhost:4173/preview/')).toContain('Sitemap: http://localhost:4173/sitemap.xml\n')
  })
})
