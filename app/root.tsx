// The head is built for the first paint: the whole stylesheet is inline (no request stands between
// the HTML and the first paint), and the web fonts, the web app manifest and the JavaScript start
// only after that paint (text paints at once in metric-matched fallbacks, app/font-fallbacks.css,
// so nothing moves when the fonts swap in). See "Speed" in the README.

import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import serifLatin from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url'
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from 'react-router'
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

/** The latin files of the two variable web fonts (the pages are in English), as @fontsource declares them. */
const WEB_FONTS = [
  { family: 'Inter Variable', url: interLatin, weight: '100 900' },
  { family: 'Source Serif 4 Variable', url: serifLatin, weight: '200 900' },
]
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,' +
  'U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

/** The web app manifest (name, icons, colours for "Add to Home Screen"). */
const WEB_APP_MANIFEST = '/site.webmanifest'

/**
 * After the first paint: links the web app manifest (a browser fetches it as soon as it sees the
 * link, and nothing on the first screen needs it), then loads both web fonts and adds them to the
 * document together: the text, already painted in the metric-matched fallbacks, is laid out once
 * more, not once per font. Without JavaScript (or the FontFace API) the fallbacks stay.
 */
const AFTER_PAINT_SCRIPT = /* @__PURE__ */ afterFirstPaint(
  `function(){var m=document.createElement("link");m.rel="manifest";m.href=${JSON.stringify(WEB_APP_MANIFEST)};` +
    `document.head.appendChild(m);` +
    `if(!window.FontFace||!document.fonts)return;var f=${JSON.stringify(WEB_FONTS)}.map(function(w){` +
    `return new FontFace(w.family,"url("+w.url+") format(\\"woff2\\")",` +
    `{weight:w.weight,style:"normal",display:"swap",unicodeRange:${JSON.stringify(LATIN)}})});` +
    `Promise.all(f.map(function(x){return x.load()})).then(function(){f.forEach(function(x){document.fonts.add(x)})},function(){})}`,
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
        {/* Decide the theme before the body paints: no flash of the wrong theme. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed, trusted string of our own */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        {/* Runs once from the prerendered HTML; the client bundle need not carry it (React leaves
            the element in place when hydrating <head>). */}
        {import.meta.env.SSR ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed, trusted string of our own
          <script dangerouslySetInnerHTML={{ __html: AFTER_PAINT_SCRIPT }} />
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
