import { PageHero } from '~/components/ui/page-hero'
import { pageMeta } from '~/lib/seo'

export const meta = () =>
  pageMeta({
    title: 'Order Confirmed',
    description: 'Thank you for your order. Here is what happens next.',
    path: '/purchase-thank-you',
  })

export default function PurchaseThankYou() {
  return (
    <PageHero title="Thank You for Your Order" intro="Thank you for your order. Here is what happens next." />
  )
}
