/**
 * Search visibility in the production build: robots.txt and sitemap.xml from ALL_PATHS on the
 * configured site URL, one canonical URL per page on that origin, a share image that exists, and
 * descriptive link texts (Lighthouse's SEO audit rejects generic ones such as "click here").
 */
import { expect, test } from '@playwright/test'
import { NOINDEX_PATHS } from '#core/content/route-paths.ts'
import { absoluteUrl, SITE_URL } from '#core/lib/site-url.ts'
import { ALL_PATHS } from './support.ts'

/** Lighthouse's list of non-descriptive link texts (audits/seo/link-text.js), plus a few of ours. */
const GENERIC_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'link',
  'more',
  'more info',
  'more information',
  'read more',
  'right here',
  'see more',
  'start',
  'this',
  'continue',
])

test('robots.txt allows everything and points to the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('text/plain')
  const text = await res.text()
  expect(text).toMatch(/^User-agent: \*$/m)
  expect(text).toMatch(/^Allow: \/$/m)
  expect(text).not.toMatch(/^Disallow: \S/m)
  expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
})

test('sitemap.xml lists every indexable prerendered route once, on the site URL', async ({ request }) => {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('xml')
  const xml = await res.text()
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(locs).toEqual(ALL_PATHS.filter((p) => !NOINDEX_PATHS.includes(p)).map((p) => absoluteUrl(p)))
})

test.describe('every page: canonical URL, share image, indexable unless listed', () => {
  for (const path of ALL_PATHS) {
    test(path, async ({ request }) => {
      const html = await (await request.get(path)).text()
      expect(html).toMatch(/<html lang="en"/)
      const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1])
      expect(canonicals).toEqual([absoluteUrl(path)])
      const noindex = /<meta name="robots" content="[^"]*noindex/.test(html)
      expect(noindex, 'noindex exactly on NOINDEX_PATHS').toBe(NOINDEX_PATHS.includes(path))
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? ''
      expect(image.startsWith(`${SITE_URL}/`)).toBe(true)
      const file = await request.get(new URL(image).pathname)
      expect(file.status(), image).toBe(200)
      expect(file.headers()['content-type']).toMatch(/^image\//)
    })
  }
})

test('the default share image is a 1200×630 PNG', async ({ request }) => {
  const res = await request.get('/images/share/default.png')
  expect(res.status()).toBe(200)
  const png = await res.body()
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
})

test.describe('link texts are descriptive', () => {
  test.use({ javaScriptEnabled: false })
  for (const path of ALL_PATHS) {
    test(path, async ({ page }) => {
      await page.goto(path)
      const links = await page.locator('a[href]').evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href') ?? '',
          text: (a.getAttribute('aria-label') ?? a.textContent ?? '')
            .replace(/\s+/g, ' ')
            .trim()
            .toLowerCase(),
        })),
      )
      const generic = links.filter(
        (l) => !l.href.startsWith('#') && (l.text === '' || GENERIC_LINK_TEXTS.has(l.text)),
      )
      expect(generic).toEqual([])
    })
  }
})
