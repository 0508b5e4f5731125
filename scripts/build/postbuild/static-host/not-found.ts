/**
 * Not-found answers on static hosts. 404.html (a copy of the prerendered not-found page, which
 * Netlify, Cloudflare Pages and S3 serve with status 404) is copied by the driver; `_redirects`
 * (Netlify / Cloudflare Pages) sends an unknown id under a route with a parameter to that route's
 * own not-found copy, so the page hydrates without a mismatch.
 */
import path from 'node:path'

/** The name static hosts look for. */
export const NOT_FOUND_FILE = '404.html'

/** `_redirects`: `/<folder>/*  <copy>  404` for each not-found copy, one per line. */
export function redirectsFile(copies: readonly { path: string }[]): string {
  return `${copies.map((c) => `${path.posix.dirname(c.path)}/*  ${c.path}  404`).join('\n')}\n`
}
