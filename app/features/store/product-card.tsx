import { ArrowRight, ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Price } from '#app/components/ui/price.tsx'
import { practice } from '#app/config/practice.ts'
import type { Product } from '#app/content/products.ts'
import { productPath } from '#app/content/route-paths.ts'
import { cn } from '#app/lib/cn.ts'
import { ProductArt } from './product-art.tsx'
import { productImages } from './product-image.ts'
import { shortDisclosure } from './store-promises.tsx'

/**
 * The card's one link, 'View Details': a quiet text link whose hit area (::after) covers the whole
 * card, so the card is one target and the grid carries no row of filled buttons (one primary action
 * per section, design.md). Its focus ring is drawn around the card.
 */
const CARD_LINK =
  "inline-flex min-h-11 items-center gap-1.5 font-semibold whitespace-nowrap text-primary no-underline underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"

/**
 * One store card: the product's art, its category, name, short description and why the practice
 * recommends it, then a footer row with the price and 'View Details'. Sold here, the link leads to
 * the product's own page (/store/{id}); with a partner address (an affiliate link) it opens the
 * seller's page in a new tab, and the card shows it: a "Partner link" tag beside the category, and
 * a tinted footer with the disclosure's first sentence right above the link (the FTC asks for the
 * disclosure next to the link; the whole paragraph is said once under the grid). Cards in a row are
 * equally tall and the footer ends each card, so prices and links line up across a row.
 */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const [image] = productImages(product)
  const headingId = `product-${product.id}`
  const partner = product.partnerUrl
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      data-partner={partner ? '' : undefined}
      className="group relative flex w-full flex-col overflow-hidden text-card-foreground shadow-soft transition-[border-color,box-shadow] duration-300 hover:border-primary/50 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
    >
      {image ? (
        <ProductArt
          image={image}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-[16/10] sm:aspect-[4/3]"
          zoomOnHover
        />
      ) : null}
      <div className="px-5 pt-5 pb-6 sm:px-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{product.category}</Badge>
          {partner ? (
            <span className="inline-flex items-center gap-1 rounded-full border border-border px-3 py-0.5 text-sm text-muted-foreground">
              <ExternalLink aria-hidden="true" className="size-3.5" />
              Partner link
            </span>
          ) : null}
        </div>
        <h2 id={headingId} className="mt-3 text-xl">
          {product.name}
        </h2>
        <p className="mt-2 text-muted-foreground">{product.shortDescription}</p>
        <p className="mt-4 leading-relaxed text-muted-foreground">
          <span className="font-semibold text-card-foreground">Why we recommend it: </span>
          {product.recommendation}
        </p>
      </div>
      <div
        className={cn(
          'mt-auto border-t border-border px-5 pt-2 pb-3 sm:px-6',
          partner && 'bg-secondary/70 pt-3',
        )}
      >
        {partner ? (
          <p
            className="text-[0.9375rem] leading-snug text-muted-foreground"
            data-testid="affiliate-disclosure"
          >
            {shortDisclosure(practice.affiliateDisclosure)}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-3">
          <p className="font-serif text-lg leading-tight font-semibold tabular-nums">
            <Price cents={Math.round(product.price * 100)} />
            {partner ? (
              <span className="block font-sans text-[0.9375rem] font-normal text-muted-foreground">
                Sold by our partner
              </span>
            ) : null}
          </p>
          {partner ? (
            <a href={partner} target="_blank" rel="noopener noreferrer sponsored" className={CARD_LINK}>
              View Details<span className="sr-only"> of {product.name} (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          ) : (
            <Link prefetch="intent" to={productPath(product.id)} className={CARD_LINK}>
              View Details<span className="sr-only"> of {product.name}</span>
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform duration-300 motion-safe:group-hover:translate-x-0.5"
              />
            </Link>
          )}
        </div>
      </div>
    </Card>
  )
}
