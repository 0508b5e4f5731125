/**
 * Whether the functions run the content the pages were built from (static pages + Supabase): the
 * CDN rebuilds the pages on every push, the functions keep the content of their last deploy. The
 * pages publish their fingerprint at CONTENT_VERSION_PATH; this reads it and, when it names another
 * fingerprint than the one compiled in, gives the owner's digest one line. A site that cannot be
 * read (down, slow, an older build without the file) says nothing: the check stops no maintenance.
 */
import { CONTENT_VERSION_PATH, versionOf } from '#core/contracts/content-version.ts'

/** Short: the maintenance call waits for it, and a slow site is not what this check is about. */
export const CONTENT_VERSION_TIMEOUT_MS = 3_000

export const CONTENT_BEHIND =
  'The site’s pages and its payment, booking and newsletter functions are running different versions of your content, so a price or newsletter issue you saved may not be in use everywhere yet. If you saved nothing in the last few minutes, ask whoever looks after the site to redeploy the functions: on GitHub, Actions → Supabase functions → Run workflow (or `npm run content && supabase functions deploy --use-api`).'

export interface ContentVersionCheck {
  /** The public site (SITE_URL, else the practice profile's), no trailing slash. */
  siteUrl: string
  /** The fingerprint compiled into this function (core/content/generated/content-version.ts). */
  version: string
  timeoutMs?: number
  log?: (line: string) => void
}

/** The digest's line when the pages carry other content than this function, else none. */
export async function contentVersionProblems(check: ContentVersionCheck): Promise<string[]> {
  const log = check.log ?? ((line: string) => console.error(line))
  let published: string | null = null
  // Why it could not be read, in a word (TimeoutError, TypeError for a refused connection…).
  let unread: string | undefined
  try {
    const response = await fetch(`${check.siteUrl}${CONTENT_VERSION_PATH}`, {
      signal: AbortSignal.timeout(check.timeoutMs ?? CONTENT_VERSION_TIMEOUT_MS),
      headers: { accept: 'application/json' },
      redirect: 'follow',
    })
    if (response.ok) published = versionOf(await response.json())
    else {
      await response.body?.cancel()
      unread = `status ${response.status}`
    }
  } catch (error) {
    unread = error instanceof Error ? error.name : 'error'
  }
  if (unread || published === null) {
    log(
      `maintenance: the site's content version could not be read (${unread ?? 'no version in it'}); not compared`,
    )
    return []
  }
  if (published === check.version) return []
  log(`maintenance: the pages carry content ${published}, the functions ${check.version}`)
  return [CONTENT_BEHIND]
}
