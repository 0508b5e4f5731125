import { PageHero } from '~/components/ui/page-hero'
import { pageMeta } from '~/lib/seo'

export const meta = () =>
  pageMeta({
    title: 'Healing Retreats 2026',
    description:
      'Healing retreats in 2026 in California, Hawaii and international sites. Limited spaces; join the waiting list.',
    path: '/retreats',
  })

export default function Retreats() {
  return (
    <PageHero
      title="Healing Retreats 2026"
      intro="Healing retreats in 2026 in California, Hawaii and international sites. Limited spaces; join the waiting list."
    />
  )
}
