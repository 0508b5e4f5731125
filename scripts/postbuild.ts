/**
 * After `react-router build`: files static hosts and crawlers need, then precompressed copies.
 * - 404.html: the prerendered not-found page, which CDNs (Netlify, Cloudflare Pages, S3) serve with status 404.
 * - sitemap.xml (every prerendered route, absolute URLs on SITE_URL) and robots.txt (allow all + sitemap).
 * - .csp-hashes.json: the sha256 of every inline script of each HTML file, which the Node server reads
 *   at start to send each page its own Content-Security-Policy.
 * - _headers (Netlify / Cloudflare Pages format): the same security headers as the Node server.
 * - *.br / *.gz beside each text file over 1 KB, served by the Node server by Accept-Encoding.
 */
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { ALL_PATHS, NOT_FOUND_PATH } from '../app/content/route-paths.ts'
import { absoluteUrl } from '../app/lib/site-url.ts'
import {
  COMMON_HEADERS,
  CSP_MANIFEST_FILE,
  contentSecurityPolicy,
  documentHeaders,
  inlineScriptHashes,
} from '../server/security-headers.ts'

const clientRoot = path.resolve(import.meta.dirname, '..', 'build', 'client')
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

// 404.html for static hosts.
copyFileSync(path.join(clientRoot, htmlFileOf(NOT_FOUND_PATH)), path.join(clientRoot, '404.html'))

// Sitemap and robots.txt.
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...ALL_PATHS.map((p) => `  <url><loc>${escapeXml(absoluteUrl(p))}</loc></url>`),
  '</urlset>',
  '',
].join('\n')
writeFileSync(path.join(clientRoot, 'sitemap.xml'), sitemap)
writeFileSync(
  path.join(clientRoot, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`,
)

// Inline-script hashes of every HTML file, for the CSP.
const hashes: Record<string, string[]> = {}
for (const file of files(clientRoot)) {
  if (!file.endsWith('.html')) continue
  const key = path.relative(clientRoot, file).split(path.sep).join('/')
  hashes[key] = inlineScriptHashes(readFileSync(file, 'utf8'))
}
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
writeFileSync(
  path.join(clientRoot, '_headers'),
  `${[
    headerBlock('/*', { ...COMMON_HEADERS, ...documentHeaders(allHashes) }),
    headerBlock('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    ...pageRules,
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
console.info(
  `postbuild: 404.html, sitemap.xml (${ALL_PATHS.length} URLs), robots.txt, _headers and CSP hashes ` +
    `(${Object.keys(hashes).length} pages, ${allHashes.length} distinct inline scripts) written; ` +
    `${count} files precompressed (br, gz)`,
)
