/**
 * Security headers: one definition used by the Node server (server/app.ts) and written to
 * build/client/_headers for static hosts (scripts/build/postbuild.ts).
 *
 * Content-Security-Policy: only the hosts the practice config names are allowed, scripts from this
 * origin and the form provider's one embed script (by its full address) only, no inline script except the site's own ones each prerendered page contains (declared
 * in app/boot/registry.ts, checked by scripts/build/postbuild/inline-scripts.ts: any other fails the
 * build), allowed by their sha256 hashes, listed per HTML file at build time (CSP_MANIFEST_FILE).
 * JSON-LD blocks are data, not scripts, so CSP does not apply to them.
 * Styles: sonner injects a <style> element and React writes style attributes (e.g. the embedded
 * form's height, the toast width), so style-src keeps 'unsafe-inline'; styles cannot run code.
 */
import { createHash } from 'node:crypto'
import { practice } from '#core/config/practice.ts'
import { speakingPage } from '#core/content/speaking.ts'
import { parseTalkVideo, talkVideoPlayer } from '#core/lib/talk-video.ts'

const origin = (url: string) => new URL(url).origin
const unique = (list: string[]) => [...new Set(list)]
/** A policy's directives as the header value: `name source source; name source`. */
const serializePolicy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')

/** The origin of the player a talk video address plays in (YouTube's is the embed host above). */
function talkVideoOrigin(address: string | undefined): string | null {
  const video = address ? parseTalkVideo(address) : null
  return video ? origin(talkVideoPlayer(video, practice.video.embedBase)) : null
}

const VIDEO_HOST = origin(practice.video.embedBase)

/** The third-party origins the site uses, all derived from the practice config and the content. */
export const THIRD_PARTY = {
  /** The form provider's hosted forms (iframes). */
  formFrames: unique(
    Object.values(practice.forms)
      .filter((f): f is Exclude<typeof f, string> => typeof f === 'object')
      .map((f) => origin(f.url)),
  ),
  /** The privacy-enhanced video host (iframes created when a visitor plays a video). */
  video: VIDEO_HOST,
  /** Every video player a page may embed: the host above and, when /speaking names a talk video
   *  (content/pages/speaking.yml → reel), its player's. */
  videoPlayers: unique([VIDEO_HOST, ...[talkVideoOrigin(speakingPage.reel.video)].filter((o) => o !== null)]),
  /**
   * The form provider's embed script, by its full address (a CSP source with a path allows that
   * file alone), or null when the profile names none.
   */
  formEmbedScript: practice.formEmbedScript || null,
  /** The payment function's host when it is not this site's own origin. */
  api: practice.api.baseUrl ? origin(practice.api.baseUrl) : null,
} as const

export const HSTS = 'max-age=63072000; includeSubDomains; preload'

/** Features the site never uses are denied; the video frame may autoplay and go full screen. */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'browsing-topics',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  ...['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'].map(
    (feature) => `${feature}=(self ${THIRD_PARTY.videoPlayers.map((o) => `"${o}"`).join(' ')})`,
  ),
].join(', ')

/** The CSP of one page, given the sha256 sources ('sha256-…') of its inline scripts. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(THIRD_PARTY.formEmbedScript ? [THIRD_PARTY.formEmbedScript] : []),
      ...scriptHashes.map((h) => `'${h}'`),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    // The form host too: the page checks it answers before showing its form (or a fallback).
    'connect-src': ["'self'", ...THIRD_PARTY.formFrames, ...(THIRD_PARTY.api ? [THIRD_PARTY.api] : [])],
    'frame-src': unique([...THIRD_PARTY.formFrames, ...THIRD_PARTY.videoPlayers]),
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return serializePolicy(directives)
}

/**
 * The CSP of every response that is not an HTML page (images, scripts, styles, JSON, errors): it
 * matters when such a file is opened on its own address, as an SVG with a script could be. Nothing
 * loads, no script runs, the document is sandboxed; inline styles are kept so an SVG still draws.
 */
export const RESOURCE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** Headers every response gets (assets, HTML, errors). */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/**
 * Headers of an HTML document, besides COMMON_HEADERS. COOP is same-origin-allow-popups: the
 * checkout opens in a new tab that this page must still be able to navigate.
 */
export function documentHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
  }
}

/**
 * The CMS at /admin/ (Sveltia CMS, one script served from this site): it talks to GitHub's API,
 * shows images from GitHub and from memory (blob:, while an upload is being added), uses workers,
 * loads its interface fonts from this site (/admin/fonts/) and asks the package registry's CDN whether a
 * newer version exists. It never shows the site's third-party frames, so none are allowed.
 */
export const ADMIN_DIRECTORY = 'admin'
export function adminContentSecurityPolicy(): string {
  const github = ['https://api.github.com', 'https://raw.githubusercontent.com']
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', ...github],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'blob:',
      'data:',
      ...github,
      'https://www.githubstatus.com',
      'https://unpkg.com',
    ],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return serializePolicy(directives)
}

/** Headers of the CMS page: its own CSP, kept out of search results. */
export function adminHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': adminContentSecurityPolicy(),
    // GitHub sign-in opens a window that reports back to this page.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'X-Robots-Tag': 'noindex, nofollow',
  }
}

export function sha256Source(content: string): string {
  return `sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`
}

/** Script types the browser executes (a JSON-LD block or other data block is not one). */
function isExecutable(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
}

/** Every executable inline script of an HTML document, in order, with whether it sits in <head>. */
export function executableInlineScripts(html: string): { body: string; inHead: boolean }[] {
  const headEnd = html.search(/<\/head\s*>/i)
  const found: { body: string; inHead: boolean }[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = m
    if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes)) continue
    found.push({ body, inHead: headEnd >= 0 && (m.index ?? 0) < headEnd })
  }
  return found
}

/** The sha256 CSP sources of every executable inline script in an HTML document, in order, unique. */
export const inlineScriptHashes = (html: string): string[] =>
  unique(executableInlineScripts(html).map((s) => sha256Source(s.body)))

/**
 * Where the build writes { "file.html": ["sha256-…"] } (scripts/build/postbuild.ts), the one source of the
 * inline-script allowance: the server gives an HTML file not listed there none. A hidden file: never served.
 */
export const CSP_MANIFEST_FILE = '.csp-hashes.json'
