import { PageHero } from '~/components/ui/page-hero'
import { pageMeta } from '~/lib/seo'

export const meta = () =>
  pageMeta({
    title: 'About',
    description:
      'Biography, license, education, hours and approach of a Newport Beach therapist, hypnotherapist and EMDR practitioner.',
    path: '/about',
  })

export default function About() {
  return (
    <PageHero
      title="About"
      intro="Biography, license, education, hours and approach of a Newport Beach therapist, hypnotherapist and EMDR practitioner."
    />
  )
}
