import { PageHero } from '~/components/ui/page-hero'
import { nameWithCredentials } from '~/config/practice'
import { pageMeta } from '~/lib/seo'

export const meta = () =>
  pageMeta({
    description: 'Therapy, hypnotherapy and EMDR in Newport Beach and online across California.',
    path: '/',
  })

export default function Home() {
  return (
    <PageHero
      title={nameWithCredentials}
      intro="Therapy, hypnotherapy and EMDR in Newport Beach and online across California."
    />
  )
}
