/**
 * The one way a route says "no such thing": its loader calls `assertFound(x)` (or `notFound()`),
 * which throws a 404 response, and the route re-exports `ParamErrorBoundary` as its ErrorBoundary
 * (app/components/not-found/not-found.tsx), which shows the route's own not-found screen
 * (its `handle.notFound`) or the generic not-found page.
 *
 * The same 404 reaches that boundary three ways: a client navigation to an unknown id (the static
 * host has no `.data` file for it), the prerendered not-found copies (`/store/__not-found`…, whose
 * loader throws here at build time; app/entry.server.tsx writes them), and a hard load of an unknown
 * id (the server answers with that copy, status 404, and the browser hydrates its error state).
 */
import { data, isRouteErrorResponse } from 'react-router'
import { NOT_FOUND_PATHS } from '#core/content/route-paths.ts'
import { documentTitle } from './seo.ts'

export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' })
}

/** `value`, or a 404 when there is none. */
export function assertFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) notFound()
  return value
}

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404
}

/** A route's own not-found screen, given as `export const handle = { notFound: … }`. */
export type NotFoundScreen = {
  heading: string
  text: string
  back: { to: string; label: string }
}

/**
 * True for the prerendered not-found copies, as the prerenderer asks for them
 * (`/store/__not-found/`, `/store/__not-found.data`).
 */
export function isNotFoundCopy(pathname: string): boolean {
  return NOT_FOUND_PATHS.includes(pathname.replace(/\.data$|\/$/, ''))
}

/** Title, description and `noindex` of a not-found page. */
export const notFoundMeta = (title: string, description: string) => [
  { title: documentTitle(title) },
  { name: 'description', content: description },
  { name: 'robots', content: 'noindex' },
]
