/**
 * The site's public origin: canonical links, Open Graph URLs, the sitemap, robots.txt and JSON-LD ids.
 * `practice.siteUrl` by default; a `SITE_URL` environment variable at build time overrides it
 * (e.g. `SITE_URL=https://staging.example.org npm run build`). This is the one place that decides it:
 * the app reads it through Vite (`envPrefix` exposes SITE_URL as import.meta.env.SITE_URL, in the
 * prerender and the browser bundle alike), build scripts and the server read process.env.
 */
import { practice } from '#core/config/practice.ts'

function fromEnvironment(): string | undefined {
  const viteEnv = (import.meta as { env?: Record<string, string | undefined> }).env
  const nodeEnv = typeof process !== 'undefined' ? process.env : undefined
  return viteEnv?.SITE_URL || nodeEnv?.SITE_URL || undefined
}

function normalise(url: string): string {
  const parsed = new URL(url)
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`SITE_URL must be http(s): ${url}`)
  return parsed.origin
}

export const SITE_URL: string = normalise(fromEnvironment() ?? practice.siteUrl)

/** A site-relative path as an absolute URL on the public origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).toString()
}
