import { PageHero } from '~/components/ui/page-hero'
import { pageMeta } from '~/lib/seo'

export const meta = () =>
  pageMeta({
    title: 'Therapy Services',
    description:
      'Therapy, EMDR, hypnotherapy, grief, relationship and teen counseling in Newport Beach and online across California.',
    path: '/services',
  })

export default function Services() {
  return (
    <PageHero
      title="Therapy Services"
      intro="Therapy, EMDR, hypnotherapy, grief, relationship and teen counseling in Newport Beach and online across California."
    />
  )
}
