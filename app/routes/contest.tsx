import { PageHero } from '~/components/ui/page-hero'
import { pageMeta } from '~/lib/seo'

export const meta = () =>
  pageMeta({
    title: 'Book Giveaway',
    description: 'Enter the Anxiety Annihilated book giveaway: an autographed book plus 2 party tickets.',
    path: '/anxiety-annihilated-contest',
  })

export default function Contest() {
  return (
    <PageHero
      title="Anxiety Annihilated Book Giveaway"
      intro="Enter the Anxiety Annihilated book giveaway: an autographed book plus 2 party tickets."
    />
  )
}
