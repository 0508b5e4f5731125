// The head is built for the first paint: the whole stylesheet is inline (no request stands between
// the HTML and the first paint), and the web fonts, the web app manifest and the JavaScript start
// only after that paint (text paints in metric-matched fallbacks, app/font-fallbacks.css). What runs
// before hydration: app/boot/README.md. See "Speed" in the README.

import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from 'react-router'
import { WEB_FONTS_BOOT } from '#app/components/fonts/web-fonts.ts'
import { TAPS_ADOPTED } from '#app/components/hydration/taps-adopted.ts'
import { NavigationFeedback } from '#app/components/layout/navigation-feedback.tsx'
import { PageShell } from '#app/components/layout/page-shell.tsx'
import { PhoneActionBar } from '#app/components/layout/phone-action-bar.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { SkipLink } from '#app/components/layout/skip-link.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { toasterRequest } from '#app/lib/toast.ts'
import type { Route } from './+types/root'
import appCss from './app.css?inline'

/**
 * The boot scripts of <head> (app/boot/README.md: the theme, the web fonts and the manifest), in the
 * prerender only: the browser bundle carries none of them (React leaves the elements in place when
 * hydrating <head>).
 */
const HEAD_SCRIPTS = import.meta.env.SSR
  ? (await import('#app/boot/serialise.ts')).headScripts(WEB_FONTS_BOOT)
  : []

/** The marker right after <main>: the first paint waits until the parser reaches it. */
const MAIN_PARSED_ID = 'main-parsed'

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

/**
 * The toast region (sonner, ~10 KB gzip) is not needed for first paint or hydration: its chunk loads
 * with the first toast (see app/lib/toast.ts). Toasts raised before it mounts are not lost (sonner
 * replays active toasts to a Toaster that subscribes late).
 */
const LazyToaster = lazy(() => import('#app/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })))
function DeferredToaster() {
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.requested, () => false)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  )
}

export function Layout({ children }: { children: ReactNode }) {
  // The last effect of hydration (a parent's effects run after its children's): every component has
  // adopted the taps made before it (useAdoptTaps), so React takes the controls over from the
  // handlers of app/boot/taps.ts and gets the events they held back.
  useEffect(() => {
    ;(window as unknown as Record<string, boolean>)[TAPS_ADOPTED] = true
  }, [])
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* Prerendered pages carry the stylesheet; the browser keeps it for every client-side
            navigation, so the client bundle does not (React leaves the hoisted <style> in place). */}
        {import.meta.env.SSR ? (
          <style href="app-css" precedence="app">
            {appCss}
          </style>
        ) : null}
        {/* No first paint of a half-parsed page. On a slow connection a piece of HTML can end inside
            the header or the hero, and on a busy phone the parser yields mid-page; Chromium then paints
            what it has, and the rest re-wraps the practice name or re-centres the hero (layout
            shifts; CI measured 0.048 on the home page). Rendering waits until the marker after
            <main> is inserted (Chromium unblocks at an element's start tag, so `#main` itself held
            only the header; decision 0173). Chromium only; others paint as before. */}
        {import.meta.env.SSR ? <link rel="expect" href={`#${MAIN_PARSED_ID}`} blocking="render" /> : null}
        {HEAD_SCRIPTS.map(({ name, source }) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a boot script of our own (app/boot/registry.ts)
          <script key={name} dangerouslySetInnerHTML={{ __html: source }} />
        ))}
        <meta name="theme-color" content="#faf7f2" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#14202a" media="(prefers-color-scheme: dark)" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <PageShell>
        <Outlet />
      </PageShell>
      {/* The first paint's marker (see <head>): prerender only; React passes over it in <body>. */}
      {import.meta.env.SSR ? <span id={MAIN_PARSED_ID} hidden /> : null}
      <SiteFooter />
      <PhoneActionBar />
      <NavigationFeedback />
      <DeferredToaster />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong'
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl">{message}</h1>
      <p className="mt-4">Please try again, or return to the home page.</p>
      <p className="mt-6">
        <TextLink quiet to="/">
          Go to the home page
        </TextLink>
      </p>
    </main>
  )
}
