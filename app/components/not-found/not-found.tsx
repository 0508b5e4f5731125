import { Phone } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useLocation, useMatches, useRouteError } from 'react-router'
import { ButtonLink, buttonClasses } from '#app/components/ui/button-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { practice } from '#app/config/practice.ts'
import { isNotFound, type NotFoundScreen } from '#app/lib/not-found.ts'

/** Every not-found screen logs the path it was asked for, so a broken link shows up in the console. */
function useLogMissingPath() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
}

/** Where a lost visitor most likely meant to go. */
const WAYS_ON = [
  { to: '/services', label: 'Therapy services', text: 'Anxiety, trauma, grief, couples, teens and more.' },
  {
    to: '/contact',
    label: 'Contact the practice',
    text: 'Call, write, or book a free 15-minute consultation.',
  },
  { to: '/about', label: 'About the practice', text: 'Who you would be working with, and how.' },
] as const

/**
 * The generic not-found page (unknown paths, and parameter routes without a screen of their own), in
 * the site's wide column like the pages around it; the way home and the practice's number side by side
 * (on a phone one under the other, full width).
 */
export function PageNotFound() {
  useLogMissingPath()
  return (
    <Container className="py-16 text-center sm:py-24">
      <p className="font-serif text-7xl font-semibold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-muted-foreground">
        The page you were looking for has moved or never existed. That happens; nothing is wrong on your side.
        Here are a few places to pick up from:
      </p>
      <ul className="mt-10 grid gap-4 text-left sm:grid-cols-3">
        {WAYS_ON.map((way) => (
          <li key={way.to}>
            <Link
              prefetch="intent"
              to={way.to}
              className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 text-card-foreground no-underline shadow-soft transition-colors hover:bg-muted"
            >
              <span className="font-serif text-lg font-semibold text-primary underline underline-offset-4">
                {way.label}
              </span>
              <span className="mt-2 text-muted-foreground">{way.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      {/* On a phone one under the other, each full width, as under every page's hero (review r7). */}
      <div className="mt-4">
        <div className="hero-actions sm:justify-center">
          <ButtonLink to="/">Return to Home</ButtonLink>
          <a href={practice.phone.href} className={buttonClasses('outline')}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Call </span>
            {practice.phone.display}
          </a>
        </div>
      </div>
    </Container>
  )
}

/** A route's own not-found screen: "Product Not Found", with the way back to its list. */
function RouteNotFound({ heading, text, back }: NotFoundScreen) {
  useLogMissingPath()
  return (
    <Container reading className="py-24 text-center">
      <h1 className="text-4xl">{heading}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <div className="hero-actions sm:justify-center">
        <ButtonLink to={back.to}>{back.label}</ButtonLink>
      </div>
    </Container>
  )
}

/**
 * The ErrorBoundary of every route with a parameter (`export { ParamErrorBoundary as ErrorBoundary }`):
 * a 404 shows the route's `handle.notFound` screen, or the generic page; other errors go up to the root.
 */
export function ParamErrorBoundary() {
  // From the hook, not from props: React Router passes props only to an ErrorBoundary declared in
  // the route file itself, not to one re-exported from here.
  const error = useRouteError()
  const matches = useMatches()
  if (!isNotFound(error)) throw error
  const screen = (matches.at(-1)?.handle as { notFound?: NotFoundScreen } | undefined)?.notFound
  return screen ? <RouteNotFound {...screen} /> : <PageNotFound />
}
