import { PageHero } from '~/components/ui/page-hero'
import { pageMeta } from '~/lib/seo'

export const meta = () =>
  pageMeta({
    title: 'Wellness Store',
    description: 'Wellness products recommended by the practice: sleep, calm and stress-relief tools.',
    path: '/store',
  })

export default function Store() {
  return (
    <PageHero
      title="Wellness Store"
      intro="Wellness products recommended by the practice: sleep, calm and stress-relief tools."
    />
  )
}
