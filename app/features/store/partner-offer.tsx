import { ExternalLink } from 'lucide-react'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { practice } from '#core/config/practice.ts'
import type { Product } from '#core/content/products.ts'

export const PARTNER_BUTTON_LABEL = 'Buy from Our Partner'

/**
 * Where the product is bought from a partner: the partner's page, opened in a new tab, with the
 * practice's disclosure right beside the button. For a product only the partner sells it is the
 * page's one action (no purchase form); for one the practice also sells it follows the purchase
 * card as the other way to buy, in a quieter card and button, and says which is which.
 */
export function PartnerOffer({ product, link }: { product: Product; link: string }) {
  const alsoHere = product.soldHere
  return (
    <section
      aria-labelledby="partner-offer"
      data-testid="partner-offer"
      // The partner tint (a theme token, so dark keeps it), flat.
      className="mt-6 rounded-2xl border border-border bg-partner p-6 text-card-foreground sm:p-8"
    >
      <h2 id="partner-offer" className="text-2xl">
        {alsoHere ? 'Also available from our partner' : 'Sold by our partner'}
      </h2>
      <p className="mt-3 text-muted-foreground">
        {alsoHere
          ? 'The practice sells and ships this product itself (Purchase Details). If you prefer, you can buy it from our partner instead, on the partner’s own site, under its prices, terms and return policy.'
          : 'This product is sold and shipped by a partner, on the partner’s own site, under its prices, terms and return policy.'}
      </p>
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer sponsored"
        className={buttonClasses(alsoHere ? 'outline' : 'primary', 'mt-6 w-full', 'lg')}
      >
        {PARTNER_BUTTON_LABEL}
        <span className="sr-only"> (opens in a new tab)</span>
        <ExternalLink aria-hidden="true" className="size-5" />
      </a>
      <p className="mt-3 text-base text-muted-foreground" data-testid="affiliate-disclosure">
        {practice.affiliateDisclosure}
      </p>
    </section>
  )
}
