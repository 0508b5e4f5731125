import { PageHero } from '~/components/ui/page-hero'
import { SERVICE_SLUGS } from '~/content/route-paths'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/service'
import NotFound from './not-found'

const titleOf = (slug: string) => slug.replaceAll('-', ' ').replace(/\b\w/g, (c) => c.toUpperCase())

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: titleOf(params.slug),
    description: `${titleOf(params.slug)} in Newport Beach and online across California.`,
    path: `/services/${params.slug}`,
  })

export default function Service({ params }: Route.ComponentProps) {
  if (!(SERVICE_SLUGS as readonly string[]).includes(params.slug)) return <NotFound />
  return <PageHero title={titleOf(params.slug)} intro="Details of this service." />
}
