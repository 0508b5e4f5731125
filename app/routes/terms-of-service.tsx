import { PageHero } from '~/components/ui/page-hero'
import { pageMeta } from '~/lib/seo'

export const meta = () =>
  pageMeta({
    title: 'Terms of Service',
    description: 'The terms for using this website and buying from its wellness store.',
    path: '/terms-of-service',
  })

export default function TermsOfService() {
  return (
    <PageHero
      title="Terms of Service"
      intro="The terms for using this website and buying from its wellness store."
    />
  )
}
