import { findService } from '#app/content/services.ts'
import { PodcastGrid } from '#app/features/podcasts/podcast-grid.tsx'
import { ServicePageView } from '#app/features/services/service-page.tsx'
import { assertFound, notFoundMeta } from '#app/lib/not-found.ts'
import { jsonLd, pageMeta } from '#app/lib/seo.ts'
import { breadcrumbJsonLd } from '#app/lib/structured-data.ts'
import type { Route } from './+types/service'

export { ParamErrorBoundary as ErrorBoundary } from '#app/components/not-found/not-found.tsx'

/**
 * Runs at build time only (ssr: false + prerender): the copy of all 18 services stays out of the
 * browser bundle; each prerendered page carries its own service in its HTML and `.data` file.
 */
export function loader({ params }: Route.LoaderArgs) {
  return { service: assertFound(findService(params.slug)) }
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
    : notFoundMeta('Page not found', 'This page could not be found.')

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePageView service={loaderData.service} podcasts={<PodcastGrid />} />
}
