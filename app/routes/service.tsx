import { isRouteErrorResponse } from 'react-router'
import { SERVICE_SLUGS } from '#app/content/route-paths.ts'
import { findService } from '#app/content/services.ts'
import { ServicePageView } from '#app/features/services/service-page.tsx'
import { jsonLd, pageMeta } from '#app/lib/seo.ts'
import { breadcrumbJsonLd } from '#app/lib/structured-data.ts'
import type { Route } from './+types/service'
import NotFound, { meta as notFoundMeta } from './not-found.tsx'

/**
 * Runs at build time only (ssr: false + prerender): the copy of all 18 services stays out of the
 * browser bundle; each prerendered page carries its own service in its HTML and `.data` file.
 */
export function loader({ params }: Route.LoaderArgs) {
  // null: the prerendered not-found copy (see NOT_FOUND_COPIES), served with status 404.
  return { service: findService(params.slug) ?? null }
}

export const meta = ({ loaderData, params }: Route.MetaArgs) =>
  loaderData?.service
    ? pageMeta({
        title: loaderData.service.title,
        description: loaderData.service.description,
        path: `/services/${params.slug}`,
      }).concat(
        jsonLd(
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Services', path: '/services' },
            { name: loaderData.service.title, path: `/services/${params.slug}` },
          ]),
        ),
      )
    : notFoundMeta()

export default function Service({ loaderData }: Route.ComponentProps) {
  if (!loaderData.service) return <NotFound />
  return <ServicePageView service={loaderData.service} />
}

/**
 * A client navigation to an unknown slug finds no `.data` file (404): show not-found.
 */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const known = (SERVICE_SLUGS as readonly string[]).includes(params.slug ?? '')
  if (!known || (isRouteErrorResponse(error) && error.status === 404)) return <NotFound />
  throw error
}
