/**
 * The content fingerprint both sides of a static + Supabase deploy carry: a hash of the modules
 * `npm run content` writes (core/content/generated/content-version.ts). The static build publishes
 * it at CONTENT_VERSION_PATH; the functions have it compiled in. The CDN rebuilds the pages on every
 * push, while the functions keep the content of their last deploy, so the maintenance call compares
 * the two and the owner's digest says when they differ. Plain TypeScript: Node and Deno load it.
 */

/** The file the static build writes at the top of build/client/. */
export const CONTENT_VERSION_FILE = 'content-version.json'

/**
 * Where the site serves it. Composed, not written out: the Supabase CLI's bundler reads a string
 * literal that looks like an absolute path as an import and warns on every deploy.
 */
export const CONTENT_VERSION_PATH = `/${CONTENT_VERSION_FILE}`

/** How long a static host may cache it: briefly, so a check soon after a rebuild sees the new one. */
export const CONTENT_VERSION_CACHE_CONTROL = 'public, max-age=60'

/** The file's text for a fingerprint. */
export const contentVersionFile = (version: string): string => `${JSON.stringify({ version })}\n`

/** The fingerprint a file at CONTENT_VERSION_PATH names, or null when the body is anything else. */
export function versionOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const { version } = body as { version?: unknown }
  return typeof version === 'string' && /^[0-9a-f]{8,64}$/.test(version) ? version : null
}
