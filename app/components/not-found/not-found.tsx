import { useEffect } from 'react'
import { Link, useLocation, useMatches } from 'react-router'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { isNotFound, type NotFoundScreen } from '#app/lib/not-found.ts'

/** Every not-found screen logs the path it was asked for, so a broken link shows up in the console. */
function useLogMissingPath() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
}

/** The generic not-found page (unknown paths, and parameter routes without a screen of their own). */
export function PageNotFound() {
  useLogMissingPath()
  return (
    <Container className="max-w-2xl py-24 text-center">
      <p className="font-serif text-7xl font-semibold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-4 text-muted-foreground">The page you were looking for has moved or never existed.</p>
      <p className="mt-8">
        <Link to="/" className="text-primary underline">
          Return to Home
        </Link>
      </p>
    </Container>
  )
}

/** A route's own not-found screen: "Product Not Found", with the way back to its list. */
function RouteNotFound({ heading, text, back }: NotFoundScreen) {
  useLogMissingPath()
  return (
    <Container className="max-w-2xl py-24 text-center">
      <h1 className="text-4xl">{heading}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <p className="mt-8">
        <ButtonLink to={back.to}>{back.label}</ButtonLink>
      </p>
    </Container>
  )
}

/**
 * The ErrorBoundary of every route with a parameter (`export { ParamErrorBoundary as ErrorBoundary }`):
 * a 404 shows the route's `handle.notFound` screen, or the generic page; other errors go up to the root.
 */
export function ParamErrorBoundary({ error }: { error: unknown }) {
  const matches = useMatches()
  if (!isNotFound(error)) throw error
  const screen = (matches.at(-1)?.handle as { notFound?: NotFoundScreen } | undefined)?.notFound
  return screen ? <RouteNotFound {...screen} /> : <PageNotFound />
}
