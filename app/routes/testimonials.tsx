import { PageHero } from '~/components/ui/page-hero'
import { pageMeta } from '~/lib/seo'

export const meta = () =>
  pageMeta({
    title: 'Testimonials',
    description: 'What clients say about therapy for depression, anxiety, hypnotherapy and more.',
    path: '/testimonials',
  })

export default function Testimonials() {
  return (
    <PageHero
      title="Client Testimonials"
      intro="What clients say about therapy for depression, anxiety, hypnotherapy and more."
    />
  )
}
