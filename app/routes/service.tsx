import { PodcastGrid } from '#app/features/podcasts/podcast-grid.tsx'
import { ServicePageView } from '#app/features/services/service-page.tsx'
import { serviceQuestions } from '#app/features/services/service-questions.ts'
import { testimonialFor } from '#app/features/services/service-testimonial.tsx'
import { assertFound, notFoundMeta } from '#app/lib/not-found.ts'
import { jsonLd, pageMeta } from '#app/lib/seo.ts'
import { breadcrumbJsonLd, faqPageJsonLd } from '#app/lib/structured-data.ts'
import { findService } from '#core/content/services.ts'
import { servicesOverview } from '#core/content/services-overview.ts'
import { testimonialSections } from '#core/content/testimonials.ts'
import type { Route } from './+types/service'

export { ParamErrorBoundary as ErrorBoundary } from '#app/components/not-found/not-found.tsx'

/**
 * Runs at build time only (ssr: false + prerender): the copy of all 18 services stays out of the
 * browser bundle; each prerendered page carries its own service, its questions (fees and insurance
 * from the services overview) and the client quote that names it in its HTML and `.data` file.
 */
export function loader({ params }: Route.LoaderArgs) {
  const service = assertFound(findService(params.slug))
  return {
    service,
    questions: serviceQuestions(service, servicesOverview.fees),
    testimonial: testimonialFor(service.slug, testimonialSections),
  }
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
        jsonLd(faqPageJsonLd(`/services/${params.slug}`, loaderData.questions)),
      )
    : notFoundMeta('Page not found', 'This page could not be found.')

export default function Service({ loaderData }: Route.ComponentProps) {
  return (
    <ServicePageView
      service={loaderData.service}
      questions={loaderData.questions}
      testimonial={loaderData.testimonial}
      podcasts={<PodcastGrid />}
    />
  )
}
