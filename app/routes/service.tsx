import { data, isRouteErrorResponse } from 'react-router'
import { SERVICE_SLUGS } from '~/content/route-paths'
import { findService } from '~/content/services'
import { ServicePageView } from '~/features/services/service-page'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/service'
import NotFound, { meta as notFoundMeta } from './not-found'

/**
 * Runs at build time only (ssr: false + prerender): the copy of all 18 services stays out of the
 * browser bundle; each prerendered page carries its own service in its HTML and `.data` file.
 */
export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug)
  if (!service) throw data(null, { status: 404 })
  return { service }
}

export const meta = ({ loaderData, params }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: loaderData.service.title,
        description: loaderData.service.description,
        path: `/services/${params.slug}`,
      })
    : notFoundMeta()

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePageView service={loaderData.service} />
}

/**
 * An unknown slug has no prerendered page and no `.data` file: the data request fails (404 on a
 * client navigation; an unmatched result when the not-found HTML hydrates), so show not-found.
 */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const known = (SERVICE_SLUGS as readonly string[]).includes(params.slug ?? '')
  if (!known || (isRouteErrorResponse(error) && error.status === 404)) return <NotFound />
  throw error
}
