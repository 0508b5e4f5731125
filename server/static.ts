import { createReadStream, type Stats, statSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { mediaTypeOf } from '#core/lib/media-types.ts'

/** Precompressed siblings written by the build (scripts/build/postbuild.ts), best first. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const

export interface StaticFile {
  file: string
  stats: Stats
  type: string
}

function statFile(file: string): Stats | null {
  try {
    const s = statSync(file)
    return s.isFile() ? s : null
  } catch {
    return null
  }
}

/**
 * Maps a URL path to a file under root: `/about` → `about/index.html`, `/assets/x.js` → itself.
 * Returns null for anything outside root, hidden names, or missing files.
 */
export function resolveStatic(root: string, urlPath: string): StaticFile | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const segments = decoded.split('/').filter(Boolean)
  if (segments.some((s) => s === '..' || s === '.' || (s.startsWith('.') && s !== '.well-known'))) return null
  const base = path.resolve(root, ...segments)
  if (base !== root && !base.startsWith(root + path.sep)) return null
  for (const file of [base, path.join(base, 'index.html')]) {
    const stats = statFile(file)
    if (stats) return { file, stats, type: mediaTypeOf(file) ?? 'application/octet-stream' }
  }
  return null
}

/**
 * The one canonical, site-relative form of a request path, for redirects: percent-decoded once,
 * dot segments resolved, empty segments (doubled or leading slashes) dropped, then each segment
 * re-encoded. The result always starts with exactly one `/` followed by a segment, so a browser can
 * only read it as a path on this site (never `//host` or `/\\host`, which it would treat as another
 * site). Null for a path that cannot be decoded or that holds a backslash or control character.
 */
export function canonicalPath(rawPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return null
  const segments: string[] = []
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(encodeURIComponent(segment))
  }
  return `/${segments.join('/')}`
}

export const DATA_CACHE_CONTROL = 'max-age=0, stale-while-revalidate=60'

export function cacheControlFor(urlPath: string, type: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  // A page's data, preloaded when the phone menu opens or a link is pressed, is used at once by the
  // navigation that follows within a minute (then checked in the background): revalidating it first
  // cost a round trip, as long as a plain link's whole page. A visitor's own copy, at most a minute
  // old; each document is still revalidated, so a reload shows the newest content.
  if (urlPath.endsWith('.data')) return DATA_CACHE_CONTROL
  if (type.startsWith('text/html')) return 'no-cache'
  return 'public, max-age=3600, must-revalidate'
}

/** Builds the response for a resolved file, honouring Accept-Encoding, If-None-Match and HEAD. */
export function fileResponse(
  request: Request,
  found: StaticFile,
  init: { status?: number; cacheControl: string; headers?: Headers },
): Response {
  const headers = new Headers(init.headers)
  headers.set('Content-Type', found.type)
  headers.set('Cache-Control', init.cacheControl)
  headers.set('Vary', 'Accept-Encoding')
  const status = init.status ?? 200
  const etag = `W/"${found.stats.size.toString(16)}-${Math.floor(found.stats.mtimeMs).toString(16)}"`
  if (status === 200) {
    headers.set('ETag', etag)
    headers.set('Last-Modified', found.stats.mtime.toUTCString())
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  }
  const accepted = request.headers.get('accept-encoding') ?? ''
  let file = found.file
  let size = found.stats.size
  for (const enc of ENCODINGS) {
    if (!new RegExp(`\\b${enc.name}\\b`).test(accepted)) continue
    const stats = statFile(found.file + enc.ext)
    if (!stats) continue
    file = found.file + enc.ext
    size = stats.size
    headers.set('Content-Encoding', enc.name)
    break
  }
  headers.set('Content-Length', String(size))
  if (request.method === 'HEAD') return new Response(null, { status, headers })
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
  return new Response(body, { status, headers })
}
