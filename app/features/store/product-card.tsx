import { ArrowRight, ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Price } from '#app/components/ui/price.tsx'
import { cn } from '#app/lib/cn.ts'
import { LABELS } from '#core/config/labels.ts'
import { practice } from '#core/config/practice.ts'
import type { Product } from '#core/content/products.ts'
import { productPath } from '#core/content/route-paths.ts'
import { ProductArt } from './product-art.tsx'
import { productImages } from './product-image.ts'
import { SellerLine } from './seller-line.tsx'
import { shortDisclosure } from './store-promises.tsx'

/**
 * The card's 'View Details': a quiet text link whose hit area (::after) covers the whole card, so
 * the card is one target and the grid carries no row of filled buttons (one primary action per
 * section). Its focus ring is drawn around the card.
 */
const CARD_LINK =
  "inline-flex min-h-11 items-center gap-1.5 font-semibold whitespace-nowrap text-primary no-underline underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"

/**
 * One store card, the spec's: the product's art, its category badge, name and short description,
 * who sells it (the same sentence as its page, `SellerLine`), and for a card whose 'View Details'
 * is a partner link the disclosure's first sentence as one quiet line right above the link (the FTC
 * asks for it beside the link; the whole paragraph is said once above the grid). The footer is one
 * row: the price, then the card's actions ('Buy Here' to the product's own page when the practice
 * sells it too, and 'View Details', which opens the partner's page in a new tab, or the product's
 * page when it has no partner).
 *
 * Below 640 px the picture is a thumbnail beside the badge and name, so about two cards fit a
 * phone's screen (a full-width picture made every card a screen of its own); from 640 px it spans
 * the card's top with the badge on its corner. Cards in a row are equally tall and end in the same
 * footer row, so prices and links line up across a row.
 */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const [image] = productImages(product)
  const headingId = `product-${product.id}`
  const partner = product.affiliateLink
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      data-partner={partner ? '' : undefined}
      className={cn(
        'group relative grid w-full grid-cols-[7.5rem_minmax(0,1fr)] grid-rows-[auto_1fr_auto] content-start gap-x-4 overflow-hidden p-4 text-card-foreground shadow-soft transition-[border-color,box-shadow] duration-300 hover:border-primary/50 sm:flex sm:flex-col sm:p-0',
        'has-[a[data-card-link]:focus-visible]:outline-3 has-[a[data-card-link]:focus-visible]:outline-offset-2 has-[a[data-card-link]:focus-visible]:outline-ring',
        // Only a partner sells it: it looks it, on the partner tint (a token, so dark keeps it).
        !product.soldHere && 'bg-partner',
      )}
    >
      {image ? (
        <ProductArt
          image={image}
          loading={eager ? 'eager' : 'lazy'}
          // From 1024 px a little lower (16:9), a little of the art's empty sky and floor trimmed.
          className="col-start-1 row-start-1 aspect-[4/3] self-start rounded-xl sm:self-stretch sm:rounded-none lg:aspect-[16/9] lg:[&_img]:object-[center_60%]"
          zoomOnHover
        />
      ) : null}
      <div className="col-start-2 row-start-1 self-center sm:self-stretch sm:px-6 sm:pt-5 lg:px-4">
        {/* Beside the thumbnail over the name on a phone; on the picture's corner from 640 px, so
            every card's words start at the same height in a row. */}
        <Badge className="border border-border bg-card font-medium text-card-foreground sm:absolute sm:top-3 sm:left-3 sm:shadow-soft">
          {product.category}
        </Badge>
        {/* The card's heading: 20 px serif (19 px, a little tighter, from 1024 px, so "Pulsetto
            Vagus Nerve Stimulator" stays one line at 1440) over a 16 px description. */}
        <h2
          id={headingId}
          className="mt-1.5 text-xl leading-snug sm:mt-0 lg:text-[1.1875rem] lg:tracking-[-0.01em]"
        >
          {product.name}
        </h2>
      </div>
      <div className="col-span-2 mt-3 flex flex-1 flex-col sm:mt-2 sm:px-6 lg:px-4">
        <p className="text-base leading-relaxed text-muted-foreground">{product.shortDescription}</p>
        {/* At the foot of the words, right above the footer, so a row's cards end alike. */}
        <div className="mt-auto pt-3">
          <SellerLine product={product} className="text-base text-card-foreground" />
          {partner ? (
            <p className="mt-1 flex gap-2 text-[0.9375rem] leading-[1.45] text-muted-foreground">
              <ExternalLink aria-hidden="true" className="mt-[0.2em] size-3.5 shrink-0" />
              <span data-testid="affiliate-disclosure">{shortDisclosure(practice.affiliateDisclosure)}</span>
            </p>
          ) : null}
        </div>
      </div>
      <div
        data-card-footer=""
        className="col-span-2 -mx-4 mt-3 -mb-4 flex flex-wrap items-center justify-end gap-x-3 border-t border-border px-4 py-1 sm:m-0 sm:mt-3 sm:px-6 lg:px-4"
      >
        {/* The price is what a shopper looks for first: the card's largest figure. */}
        <p
          data-card-price=""
          className="me-auto font-serif text-[1.3125rem] leading-tight font-semibold tabular-nums"
        >
          <Price cents={product.priceCents} />
        </p>
        {partner && product.soldHere ? (
          // Above the card's own hit area, so it stays a link of its own.
          <Link
            prefetch="intent"
            to={productPath(product.id)}
            className="relative z-10 inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            {LABELS.buyHere}
            <span className="sr-only"> from the practice: {product.name}</span>
          </Link>
        ) : null}
        {partner ? (
          <a
            href={partner}
            target="_blank"
            rel="noopener noreferrer sponsored"
            data-card-link=""
            className={CARD_LINK}
          >
            {LABELS.viewDetails}
            <span className="sr-only"> of {product.name} (partner link, opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : (
          <Link prefetch="intent" to={productPath(product.id)} data-card-link="" className={CARD_LINK}>
            {LABELS.viewDetails}
            <span className="sr-only"> of {product.name}</span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform duration-300 motion-safe:group-hover:translate-x-0.5"
            />
          </Link>
        )}
      </div>
    </Card>
  )
}
