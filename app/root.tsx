import '@fontsource-variable/inter/wght.css'
import '@fontsource-variable/source-serif-4/wght.css'
import './app.css'
import type { ReactNode } from 'react'
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts } from 'react-router'
import { PageShell } from '~/components/layout/page-shell'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'
import { SkipLink } from '~/components/layout/skip-link'
import { Toaster } from '~/components/ui/toaster'
import { THEME_INIT_SCRIPT } from '~/features/theme/theme'
import type { Route } from './+types/root'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Decide the theme before the body paints: no flash of the wrong theme. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed, trusted string of our own */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
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
      <Toaster />
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
        <Link to="/" className="text-primary underline">
          Go to the home page
        </Link>
      </p>
    </main>
  )
}
