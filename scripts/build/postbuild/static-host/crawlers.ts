/**
 * What crawlers read: sitemap.xml (every indexed prerendered route, as absolute URLs on the site's
 * origin) and robots.txt (allow all, and where the sitemap is).
 */

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`)

/** The routes a search engine should list: every prerendered route but the noindex ones, in order. */
export function indexedPaths(routes: readonly string[], noindex: readonly string[]): string[] {
  return routes.filter((p) => !noindex.includes(p))
}

/** sitemap.xml listing `paths` (site-relative) as absolute URLs on `siteUrl`. */
export function sitemap(paths: readonly string[], siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((p) => `  <url><loc>${escapeXml(new URL(p, siteUrl).toString())}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything allowed, and the sitemap's absolute URL on `siteUrl`. */
export function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).toString()}\n`
}
