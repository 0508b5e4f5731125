import { PageHero } from '~/components/ui/page-hero'
import { pageMeta } from '~/lib/seo'

export const meta = () =>
  pageMeta({
    title: 'Contact',
    description:
      'Book a free 15-minute consultation. Office hours, location in Newport Beach and how to reach the practice.',
    path: '/contact',
  })

export default function Contact() {
  return (
    <PageHero
      title="Contact"
      intro="Book a free 15-minute consultation. Office hours, location in Newport Beach and how to reach the practice."
    />
  )
}
