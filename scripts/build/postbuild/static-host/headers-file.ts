/**
 * `_headers` (Netlify / Cloudflare Pages format): the same security headers as the Node server
 * (server/security-headers.ts), each page with the CSP of its own inline scripts.
 */

import { OWNER_PATHS } from '#core/content/route-paths.ts'
import { CONTENT_VERSION_CACHE_CONTROL, CONTENT_VERSION_PATH } from '#core/contracts/content-version.ts'
import {
  ADMIN_DIRECTORY,
  adminHeaders,
  COMMON_HEADERS,
  contentSecurityPolicy,
  documentHeaders,
  OWNER_PAGE_HEADERS,
  RESOURCE_CSP,
} from '#server/security-headers.ts'

/** The longest header value Cloudflare Pages accepts in `_headers`. */
export const MAX_HEADER_VALUE = 2000

/** A prerendered page: its URL path and its HTML file (the key of the CSP manifest). */
export interface PageFile {
  path: string
  file: string
}

/** Every distinct hash of the manifest, in first-seen order. */
export const distinctHashes = (hashes: Readonly<Record<string, readonly string[]>>): string[] => [
  ...new Set(Object.values(hashes).flat()),
]

/** The catch-all rule's CSP: allows the inline scripts of every page. */
export const catchAllPolicy = (hashes: Readonly<Record<string, readonly string[]>>): string =>
  contentSecurityPolicy(distinctHashes(hashes))

/**
 * The rules for what is not a page, from the top level of the client folder: the `images` folder
 * (CMS uploads included) and the icon, manifest, sitemap and robots files.
 */
export function resourcePatterns(entries: readonly { name: string; isDirectory(): boolean }[]): string[] {
  return entries
    .filter((entry) =>
      entry.isDirectory() ? entry.name === 'images' : /\.(svg|webmanifest|xml|txt)$/.test(entry.name),
    )
    .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`))
}

const headerBlock = (pattern: string, headers: Record<string, string>) =>
  [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')

// Files that are not pages get the sandbox CSP instead of the pages' one: detached, then set again.
const resourceBlock = (pattern: string, headers: Record<string, string> = {}) =>
  [
    pattern,
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${RESOURCE_CSP}`,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ].join('\n')

/**
 * The `_headers` file. The catch-all rule carries every header and a CSP allowing the inline
 * scripts of all pages (so unknown paths, answered with 404.html, work); each page's own rule adds
 * its exact CSP from `hashes` (file → hashes). Hosts combine the headers of all matching rules, and
 * a browser enforces every CSP it gets, so a page runs only its own inline scripts.
 * Throws when the catch-all CSP is longer than Cloudflare Pages accepts: it would not deploy there.
 */
export function headersFile(
  pages: readonly PageFile[],
  hashes: Readonly<Record<string, readonly string[]>>,
  resources: readonly string[],
): string {
  const allHashes = distinctHashes(hashes)
  const catchAllCsp = contentSecurityPolicy(allHashes)
  if (catchAllCsp.length > MAX_HEADER_VALUE) {
    throw new Error(
      `postbuild: the catch-all Content-Security-Policy in _headers is ${catchAllCsp.length} characters, ` +
        `over the ${MAX_HEADER_VALUE} Cloudflare Pages accepts: ${allHashes.length} distinct inline ` +
        'scripts across the pages. Keep per-page values out of executable inline scripts (JSON ' +
        'elements need no hash; see scripts/build/postbuild/stream-data.ts).',
    )
  }

  // The CMS under /admin/ gets its own policy and none of the site's. Both hosts read the rules in
  // file order: Cloudflare Pages applies every matching rule, a `! Name` line first removing what
  // earlier rules set (then later values of the same name are appended); Netlify ignores a line
  // without a colon and, for a header several matching rules set, serves the last one's. So after
  // the catch-all, each admin header that differs from it is detached and set again; the same file
  // works on both.
  const catchAll = { ...COMMON_HEADERS, ...documentHeaders(allHashes) }
  const adminBlock = (pattern: string) =>
    [
      pattern,
      ...Object.entries(adminHeaders())
        .filter(([name, value]) => catchAll[name] !== value)
        .flatMap(([name, value]) => [...(name in catchAll ? [`  ! ${name}`] : []), `  ${name}: ${value}`]),
    ].join('\n')

  return `${[
    headerBlock('/*', catchAll),
    resourceBlock('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    // Read by the functions' maintenance call to see whether they run the pages' content.
    resourceBlock(CONTENT_VERSION_PATH, { 'Cache-Control': CONTENT_VERSION_CACHE_CONTROL }),
    ...resources.map((p) => resourceBlock(p)),
    ...pages.map((p) =>
      headerBlock(p.path, { 'Content-Security-Policy': contentSecurityPolicy(hashes[p.file] ?? []) }),
    ),
    // The owner's action pages: detach what the catch-all set for these names, then set them again.
    ...OWNER_PATHS.map((p) =>
      [
        p,
        ...Object.entries(OWNER_PAGE_HEADERS).flatMap(([name, value]) => [
          ...(name in catchAll ? [`  ! ${name}`] : []),
          `  ${name}: ${value}`,
        ]),
      ].join('\n'),
    ),
    adminBlock(`/${ADMIN_DIRECTORY}`),
    adminBlock(`/${ADMIN_DIRECTORY}/*`),
  ].join('\n')}\n`
}
