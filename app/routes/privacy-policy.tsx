import { PageHero } from '~/components/ui/page-hero'
import { pageMeta } from '~/lib/seo'

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy',
    description: 'How this website handles your information: what is collected, by whom, and your choices.',
    path: '/privacy-policy',
  })

export default function PrivacyPolicy() {
  return (
    <PageHero
      title="Privacy Policy"
      intro="How this website handles your information: what is collected, by whom, and your choices."
    />
  )
}
