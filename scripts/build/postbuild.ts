/**
 * After `react-router build`, the build steps in order. Each step is a function of its own, tested
 * on small inputs (tests/unit/postbuild-*.test.ts); this driver only reads and writes build/client
 * (tests/build/postbuild-driver.test.ts checks it wrote what the steps return).
 * - React Router's pages rewritten (scripts/build/postbuild/prerendered-pages.ts): the framework
 *   seams, kept apart from what static hosts and crawlers read (scripts/build/postbuild/static-host/).
 * - sitemap.xml and robots.txt; 404.html and `_redirects`; `.csp-hashes.json`, the sha256 of each
 *   HTML file's own inline scripts, which the Node server reads at start to send each page its own
 *   Content-Security-Policy; `_headers` (Netlify / Cloudflare Pages), the same security headers.
 * - *.br / *.gz beside each text file over 1 KB, served by the Node server by Accept-Encoding.
 * - build/build-info.json: what the pages were built to call.
 * - content-version.json: the fingerprint of the content the pages were built from, which the
 *   Supabase maintenance call compares with the one compiled into the functions.
 */
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadEnv } from 'vite'
import { practice } from '#core/config/practice.ts'
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
import { buildInfo } from '#scripts/build/postbuild/build-info.ts'
import { filesUnder, htmlFilesUnder, readFiles } from '#scripts/build/postbuild/client-files.ts'
import { cspManifest, cspManifestFile } from '#scripts/build/postbuild/csp-manifest.ts'
import {
  htmlFileOf,
  reactRouterPages,
  rewritePrerenderedPages,
} from '#scripts/build/postbuild/prerendered-pages.ts'
import { isCompressible, precompressed } from '#scripts/build/postbuild/static-host/compress.ts'
import { indexedPaths, robots, sitemap } from '#scripts/build/postbuild/static-host/crawlers.ts'
import {
  catchAllPolicy,
  distinctHashes,
  headersFile,
  resourcePatterns,
} from '#scripts/build/postbuild/static-host/headers-file.ts'
import { NOT_FOUND_FILE, redirectsFile } from '#scripts/build/postbuild/static-host/not-found.ts'
import { clientRoot, projectRoot } from '#scripts/project-root.ts'
import { BUILD_INFO_FILE } from '#server/build-state.ts'
import { CSP_MANIFEST_FILE } from '#server/security-headers.ts'

const inClient = (file: string) => path.join(clientRoot, file)
const write = (file: string, content: string | Uint8Array) => writeFileSync(inClient(file), content)

// 1. Crawlers: sitemap.xml and robots.txt; and the content fingerprint (content-version.json).
const indexed = indexedPaths(ALL_PATHS, NOINDEX_PATHS)
write('sitemap.xml', sitemap(indexed, SITE_URL))
write('robots.txt', robots(SITE_URL))
write(CONTENT_VERSION_FILE, contentVersionFile(CONTENT_VERSION))

// 2. React Router's pages (the not-found copies included): hydration after first paint, data as JSON.
const pages = reactRouterPages([...ALL_PATHS, ...NOT_FOUND_PATHS])
for (const [file, html] of Object.entries(rewritePrerenderedPages(readFiles(clientRoot, pages), clientRoot)))
  write(file, html)

// 3. Not found: 404.html (after the rewrite: a copy of the final page) and `_redirects`.
copyFileSync(inClient(htmlFileOf(NOT_FOUND_PATH)), inClient(NOT_FOUND_FILE))
write('_redirects', redirectsFile(NOT_FOUND_COPIES))

// 4. CSP manifest of every HTML file (the CMS page included, which may carry no inline script).
const hashes = cspManifest(htmlFilesUnder(clientRoot), [...pages, NOT_FOUND_FILE])
write(CSP_MANIFEST_FILE, cspManifestFile(hashes))

// 5. `_headers`: each page with its own hashes, the catch-all with all of them.
const pageFiles = [...ALL_PATHS, NOT_FOUND_PATH].map((p) => ({ path: p, file: htmlFileOf(p) }))
const resources = resourcePatterns(readdirSync(clientRoot, { withFileTypes: true }))
write('_headers', headersFile(pageFiles, hashes, resources))

// 6. Precompressed copies, after every file above is final (listed first, so no copy is compressed).
let compressed = 0
for (const file of [...filesUnder(clientRoot)]) {
  if (!isCompressible(file, statSync(file).size)) continue
  const { br, gz } = precompressed(readFileSync(file))
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gz)
  compressed++
}

// 7. What the pages were built to call, for `npm run preflight -- --static`.
const info = buildInfo(loadEnv('production', projectRoot, 'VITE_'), practice.api.baseUrl)
writeFileSync(path.join(projectRoot, BUILD_INFO_FILE), `${JSON.stringify(info)}\n`)

console.info(
  `postbuild: 404.html, sitemap.xml (${indexed.length} URLs), robots.txt, _headers and CSP hashes ` +
    `(${Object.keys(hashes).length} pages, ${distinctHashes(hashes).length} distinct inline scripts, ` +
    `catch-all CSP ${catchAllPolicy(hashes).length} characters) written; ` +
    `${compressed} files precompressed (br, gz)`,
)
