import { PageHero } from '~/components/ui/page-hero'
import { pageMeta } from '~/lib/seo'

export const meta = () =>
  pageMeta({
    title: 'Thank You',
    description: 'Thank you for reaching out. Here is what happens next.',
    path: '/thankyou',
  })

export default function ThankYou() {
  return (
    <PageHero
      title="Thank You for Reaching Out"
      intro="Thank you for reaching out. Here is what happens next."
    />
  )
}
