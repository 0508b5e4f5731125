/**
 * After `react-router build`: hydration after first paint (scripts/build/postbuild/defer-hydration.ts), a small
 * first-screen picture inline (scripts/build/postbuild/inline-first-image.ts), files static hosts and crawlers
 * need, then precompressed copies.
 * - 404.html: the prerendered not-found page, which CDNs (Netlify, Cloudflare Pages, S3) serve with status 404.
 * - sitemap.xml (every prerendered route, absolute URLs on SITE_URL) and robots.txt (allow all + sitemap).
 * - .csp-hashes.json: the sha256 of the site's own inline scripts in each HTML file (any other inline
 *   script fails the build: scripts/build/postbuild/inline-scripts.ts), which the Node server reads at start
 *   to send each page its own Content-Security-Policy.
 * - _headers (Netlify / Cloudflare Pages format): the same security headers as the Node server.
 * - *.br / *.gz beside each text file over 1 KB, served by the Node server by Accept-Encoding.
 */
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { loadEnv } from 'vite'
import { practice } from '#app/config/practice.ts'
import {
  ALL_PATHS,
  NOINDEX_PATHS,
  NOT_FOUND_COPIES,
  NOT_FOUND_PATH,
  NOT_FOUND_PATHS,
} from '#app/content/route-paths.ts'
import { absoluteUrl } from '#app/lib/site-url.ts'
import { assertBoundariesInPlace } from '#scripts/build/postbuild/boundaries-in-place.ts'
import { deferHydration } from '#scripts/build/postbuild/defer-hydration.ts'
import { inlineSmallFirstImages } from '#scripts/build/postbuild/inline-first-image.ts'
import { siteInlineScriptHashes } from '#scripts/build/postbuild/inline-scripts.ts'
import { streamAsData } from '#scripts/build/postbuild/stream-data.ts'
import { clientRoot, projectRoot } from '#scripts/project-root.ts'
import { BUILD_INFO_FILE, type BuildInfo } from '#server/build-state.ts'
import {
  ADMIN_DIRECTORY,
  adminHeaders,
  COMMON_HEADERS,
  CSP_MANIFEST_FILE,
  contentSecurityPolicy,
  documentHeaders,
  RESOURCE_CSP,
} from '#server/security-headers.ts'

/** The longest header value Cloudflare Pages accepts in `_headers`. */
const MAX_HEADER_VALUE = 2000
const COMPRESSIBLE = /\.(html|js|mjs|css|json|data|svg|xml|txt|webmanifest)$/

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

const htmlFileOf = (urlPath: string) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`)
const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`)

// Sitemap and robots.txt.
const INDEXED_PATHS = ALL_PATHS.filter((p) => !NOINDEX_PATHS.includes(p))
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...INDEXED_PATHS.map((p) => `  <url><loc>${escapeXml(absoluteUrl(p))}</loc></url>`),
  '</urlset>',
  '',
].join('\n')
writeFileSync(path.join(clientRoot, 'sitemap.xml'), sitemap)
writeFileSync(
  path.join(clientRoot, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`,
)

// Hydration after first paint, and the page's data as JSON instead of per-page scripts, on every
// page React Router prerendered (never on static HTML copied from public/, such as the CMS under
// /admin). A page whose loader or data scripts do not match, or whose content was streamed out of
// place, throws: the build fails.
const REACT_ROUTER_PAGES = [
  ...[...ALL_PATHS, ...NOT_FOUND_PATHS].filter((p) => !p.startsWith('/admin')).map(htmlFileOf),
  '__spa-fallback.html',
]
for (const page of REACT_ROUTER_PAGES) {
  const file = path.join(clientRoot, page)
  try {
    const html = assertBoundariesInPlace(readFileSync(file, 'utf8'))
    writeFileSync(file, deferHydration(streamAsData(inlineSmallFirstImages(html, clientRoot))))
  } catch (error) {
    throw new Error(`postbuild: ${page}: ${(error as Error).message}`, { cause: error })
  }
}

// 404.html for static hosts, and (Netlify/Cloudflare Pages `_redirects`) the not-found copies that the
// product, service and article routes render themselves, so an unknown id hydrates without a mismatch.
copyFileSync(path.join(clientRoot, htmlFileOf(NOT_FOUND_PATH)), path.join(clientRoot, '404.html'))
writeFileSync(
  path.join(clientRoot, '_redirects'),
  `${NOT_FOUND_COPIES.map((c) => `${path.posix.dirname(c.path)}/*  ${c.path}  404`).join('\n')}\n`,
)

// Inline-script hashes of every HTML file, for the CSP: only the site's own inline scripts, declared in
// scripts/build/postbuild/inline-scripts.ts; any other executable inline script fails the build.
const htmlFiles: Record<string, string> = {}
for (const file of files(clientRoot)) {
  if (!file.endsWith('.html')) continue
  htmlFiles[path.relative(clientRoot, file).split(path.sep).join('/')] = readFileSync(file, 'utf8')
}
const hashes = siteInlineScriptHashes(htmlFiles, new Set([...REACT_ROUTER_PAGES, '404.html']))
writeFileSync(path.join(clientRoot, CSP_MANIFEST_FILE), `${JSON.stringify(hashes, null, 2)}\n`)

// _headers: the catch-all rule carries every header and a CSP allowing the inline scripts of all pages
// (so unknown paths, answered with 404.html, work); each page's own rule adds its exact CSP. Hosts
// combine the headers of all matching rules, and a browser enforces every CSP it gets, so a page runs
// only its own inline scripts.
const headerBlock = (pattern: string, headers: Record<string, string>) =>
  [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
const allHashes = [...new Set(Object.values(hashes).flat())]
const pageRules = [...ALL_PATHS, NOT_FOUND_PATH].map((p) =>
  headerBlock(p, { 'Content-Security-Policy': contentSecurityPolicy(hashes[htmlFileOf(p)] ?? []) }),
)
// Cloudflare Pages caps a header value at 2,000 characters: a longer catch-all would not deploy
// there as written, so the build fails instead.
const catchAllCsp = contentSecurityPolicy(allHashes)
if (catchAllCsp.length > MAX_HEADER_VALUE) {
  throw new Error(
    `postbuild: the catch-all Content-Security-Policy in _headers is ${catchAllCsp.length} characters, ` +
      `over the ${MAX_HEADER_VALUE} Cloudflare Pages accepts: ${allHashes.length} distinct inline ` +
      'scripts across the pages. Keep per-page values out of executable inline scripts (JSON ' +
      'elements need no hash; see scripts/build/postbuild/stream-data.ts).',
  )
}

// The CMS under /admin/ gets its own policy and none of the site's. Both hosts read the rules in file
// order: Cloudflare Pages applies every matching rule, a `! Name` line first removing what earlier
// rules set (then later values of the same name are appended); Netlify ignores a line without a colon
// and, for a header several matching rules set, serves the last one's. So after the catch-all, each
// admin header that differs from it is detached and set again; the same file works on both.
const catchAll = { ...COMMON_HEADERS, ...documentHeaders(allHashes) }
const adminBlock = (pattern: string) =>
  [
    pattern,
    ...Object.entries(adminHeaders())
      .filter(([name, value]) => catchAll[name] !== value)
      .flatMap(([name, value]) => [...(name in catchAll ? [`  ! ${name}`] : []), `  ${name}: ${value}`]),
  ].join('\n')

// Folders of files that are not pages (scripts, styles, images, CMS uploads included) and the icon:
// the sandbox CSP instead of the pages' one, detached and set again as for /admin.
const resourceBlock = (pattern: string, headers: Record<string, string> = {}) =>
  [
    pattern,
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${RESOURCE_CSP}`,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ].join('\n')
const resourcePaths = readdirSync(clientRoot, { withFileTypes: true })
  .filter((entry) =>
    entry.isDirectory() ? entry.name === 'images' : /\.(svg|webmanifest|xml|txt)$/.test(entry.name),
  )
  .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`))

writeFileSync(
  path.join(clientRoot, '_headers'),
  `${[
    headerBlock('/*', catchAll),
    resourceBlock('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    ...resourcePaths.map((p) => resourceBlock(p)),
    ...pageRules,
    adminBlock(`/${ADMIN_DIRECTORY}`),
    adminBlock(`/${ADMIN_DIRECTORY}/*`),
  ].join('\n')}\n`,
)

// Precompressed copies (after every file above is final).
let count = 0
for (const file of files(clientRoot)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue
  const content = readFileSync(file)
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
  count++
}
// What the pages were built to call, for `npm run preflight -- --static`: Vite's own reading of
// VITE_API_BASE_URL (the environment, then .env files), else the profile's api.baseUrl.
const viteEnv = loadEnv('production', projectRoot, 'VITE_')
const buildInfo: BuildInfo = { apiBaseUrl: viteEnv.VITE_API_BASE_URL ?? practice.api.baseUrl ?? '' }
writeFileSync(path.join(projectRoot, BUILD_INFO_FILE), `${JSON.stringify(buildInfo)}\n`)

console.info(
  `postbuild: 404.html, sitemap.xml (${INDEXED_PATHS.length} URLs), robots.txt, _headers and CSP hashes ` +
    `(${Object.keys(hashes).length} pages, ${allHashes.length} distinct inline scripts, ` +
    `catch-all CSP ${catchAllCsp.length} characters) written; ` +
    `${count} files precompressed (br, gz)`,
)
