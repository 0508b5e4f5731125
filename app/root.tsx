// The head is built for the first paint: the whole stylesheet is inline (no request stands between
// the HTML and the first paint), and the web fonts, the web app manifest and the JavaScript start
// only after that paint (text paints in metric-matched fallbacks, app/font-fallbacks.css; the fonts
// join as soon as they have downloaded, or from the first layout on a later visit:
// app/components/fonts/web-fonts.ts). See "Speed" in the README.

import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from 'react-router'
import { webFontsAfterPaint, webFontsHeadScript } from '#app/components/fonts/web-fonts.ts'
import { PageShell } from '#app/components/layout/page-shell.tsx'
import { PhoneActionBar } from '#app/components/layout/phone-action-bar.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { SkipLink } from '#app/components/layout/skip-link.tsx'
import { THEME_INIT_SCRIPT } from '#app/components/theme/theme.ts'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { afterFirstPaint } from '#app/lib/after-first-paint.ts'
import { toasterRequest } from '#app/lib/toast.ts'
import type { Route } from './+types/root'
import appCss from './app.css?inline'

/** The web app manifest (name, icons, colours for "Add to Home Screen"). */
const WEB_APP_MANIFEST = '/site.webmanifest'

/**
 * After the first paint: links the web app manifest (a browser fetches it as soon as it sees the
 * link, and nothing on the first screen needs it), then downloads the web fonts and brings them in
 * (app/components/fonts/web-fonts.ts). A function: only the prerender needs it.
 */
const afterPaintScript = () =>
  afterFirstPaint(
    `function(){var m=document.createElement("link");m.rel="manifest";m.href=${JSON.stringify(WEB_APP_MANIFEST)};` +
      `document.head.appendChild(m);${webFontsAfterPaint()}}`,
  )

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
        {/* No first paint of a half-parsed header: on a slow connection a piece of HTML can end
            inside it, and the rest would widen it and re-wrap the practice name (a layout shift).
            `#main` starts right after the header. Chromium only; others paint as before. */}
        {import.meta.env.SSR ? <link rel="expect" href="#main" blocking="render" /> : null}
        {/* Decide the theme before the body paints: no flash of the wrong theme. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed, trusted string of our own */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        {/* On a later visit the web fonts are in the browser cache: they join the first layout. */}
        {import.meta.env.SSR ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed, trusted string of our own
          <script dangerouslySetInnerHTML={{ __html: webFontsHeadScript() }} />
        ) : null}
        {/* Runs once from the prerendered HTML; the client bundle need not carry it (React leaves
            the element in place when hydrating <head>). */}
        {import.meta.env.SSR ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed, trusted string of our own
          <script dangerouslySetInnerHTML={{ __html: afterPaintScript() }} />
        ) : null}
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
      <SiteFooter />
      <PhoneActionBar />
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
