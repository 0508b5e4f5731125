import { ArrowRight, HeartHandshake, MessageCircle, UserRound } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useLocation, useMatches, useRouteError } from 'react-router'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { CallButton } from '#app/components/ui/reach-buttons.tsx'
import { isNotFound, type NotFoundScreen } from '#app/lib/not-found.ts'

/** Every not-found screen logs the path it was asked for, so a broken link shows up in the console. */
function useLogMissingPath() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
}

/** Where a lost visitor most likely meant to go, each with its icon as the site's cards have. */
const WAYS_ON = [
  {
    to: '/services',
    label: 'Therapy services',
    text: 'Anxiety, trauma, grief, couples, teens and more.',
    icon: HeartHandshake,
  },
  {
    to: '/contact',
    label: 'Contact the practice',
    text: 'Call, write, or book a free 15-minute consultation.',
    icon: MessageCircle,
  },
  {
    to: '/about',
    label: 'About the practice',
    text: 'Who you would be working with, and how.',
    icon: UserRound,
  },
] as const

/**
 * The generic not-found page (unknown paths, and parameter routes without a screen of their own):
 * a quiet opening (a short note, not a banner), with the way home and the practice's
 * number side by side (on a phone one under the other, full width); then three places to pick up
 * from, as the site's cards: an icon, a serif title with an arrow at its end, and a line (not
 * underlined titles that read as raw links; an arrow alone on a last row), each whole card
 * the link: under the note in the wide column like the pages around it, and from 1024 px one under
 * the other beside it, the opening's right half (empty there before).
 */
export function PageNotFound() {
  useLogMissingPath()
  return (
    <PageHero
      eyebrow={<span data-not-found-code="">404</span>}
      title={
        <>
          <span className="sr-only">404: </span>Oops! Page not found
        </>
      }
      intro={
        <p>
          The page you were looking for has moved or never existed. That happens; nothing is wrong on your
          side.
        </p>
      }
      actions={
        <>
          <ButtonLink to="/">Return to Home</ButtonLink>
          <CallButton variant="outline" />
        </>
      }
      document
      aside={
        <section aria-labelledby="ways-on-heading">
          <h2 id="ways-on-heading" className="text-2xl">
            A few places to pick up from
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-1 lg:gap-3">
            {WAYS_ON.map(({ to, label, text, icon: Icon }) => (
              <li key={to}>
                <Link
                  prefetch="intent"
                  to={to}
                  className="group flex h-full flex-col rounded-2xl border border-border bg-card p-6 text-card-foreground no-underline shadow-soft transition-colors hover:border-primary/40 lg:grid lg:grid-cols-[auto_minmax(0,1fr)] lg:gap-x-4 lg:px-5 lg:py-4"
                >
                  <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-primary lg:row-span-2">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="mt-4 flex items-center gap-2 font-serif text-xl font-semibold lg:mt-0">
                    {label}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-5 shrink-0 text-primary transition-transform group-hover:translate-x-1"
                    />
                  </span>
                  <span className="mt-2 text-muted-foreground lg:mt-1">{text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      }
    />
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
