import { PageHero } from '~/components/ui/page-hero'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/blog'

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: params.id ? `Article ${params.id}` : 'Blog',
    description: 'Articles on anxiety, depression, hypnotherapy and everyday emotional health.',
    path: params.id ? `/blog/${params.id}` : '/blog',
  })

export default function Blog({ params }: Route.ComponentProps) {
  return <PageHero title={params.id ? `Article ${params.id}` : 'Blog'} />
}
