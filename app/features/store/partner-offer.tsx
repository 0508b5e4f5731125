import { ExternalLink } from 'lucide-react'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { practice } from '#app/config/practice.ts'
import type { PartnerProduct } from '#app/content/products.ts'

export const PARTNER_BUTTON_LABEL = 'Buy from our partner'

/**
 * Where a product sold by a partner is bought: the partner's page, opened in a new tab, with the
 * practice's disclosure right beside the button. Nothing is sold here, so there is no purchase form.
 */
export function PartnerOffer({ product }: { product: PartnerProduct }) {
  return (
    <section
      aria-labelledby="partner-offer"
      className="mt-6 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-soft sm:p-8"
    >
      <h2 id="partner-offer" className="text-2xl">
        Sold by our partner
      </h2>
      <p className="mt-3 text-muted-foreground">
        This product is sold and shipped by a partner, on the partner’s own site, under its prices, terms and
        return policy.
      </p>
      <a
        href={product.partnerUrl}
        target="_blank"
        rel="noopener noreferrer sponsored"
        className={buttonClasses('primary', 'mt-6 w-full text-lg')}
      >
        {PARTNER_BUTTON_LABEL}
        <span className="sr-only"> (opens in a new tab)</span>
        <ExternalLink aria-hidden="true" className="size-5" />
      </a>
      <p className="mt-3 text-sm text-muted-foreground" data-testid="affiliate-disclosure">
        {practice.affiliateDisclosure}
      </p>
    </section>
  )
}
