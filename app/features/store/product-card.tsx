import { ArrowRight, ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
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
 * One store card: the product's art, its name and short description (the spec's card), then a
 * footer row with the price and 'View Details'. Why the practice recommends it is on the product's
 * own page: on every card it made 700 px cards and a store both r8 reviewers read as a wall of text. No category tag: five of eight cards
 * said "Wellness", which told them apart from nothing (review r3). Sold here, the link leads to
 * the product's own page (/store/{id}); with a partner address (an affiliate link) it opens the
 * seller's page in a new tab, and the card shows it: a "Partner link" tag on the picture's corner,
 * and, right above the footer's link, who sells it and the disclosure's first sentence (the FTC
 * asks for the disclosure next to the link; the whole paragraph is said once under the grid).
 * Cards in a row are equally tall and every footer is the same one-line row of price and link, so
 * the rules, prices and links line up across a row.
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
      className={cn(
        'group relative flex w-full flex-col overflow-hidden text-card-foreground shadow-soft transition-[border-color,box-shadow] duration-300 hover:border-primary/50 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
        // Sold elsewhere, it looks it (design brief): the whole card on the sage tint, one surface
        // with its footer.
        partner && 'bg-secondary/45',
      )}
    >
      {image ? (
        <ProductArt
          image={image}
          loading={eager ? 'eager' : 'lazy'}
          // From 1024 px a little lower (16:9), a little of the art's empty sky and floor trimmed, so
          // the first row's names stay on the first screen under the disclosure (review r8).
          className="aspect-[16/10] sm:aspect-[4/3] lg:aspect-[16/9] lg:[&_img]:object-[center_60%]"
          zoomOnHover
        />
      ) : null}
      {partner ? (
        // On the picture's corner, so every card's words start at the same height in a row.
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full border border-border bg-card px-3 py-1 text-[0.9375rem] text-card-foreground shadow-soft">
          <ExternalLink aria-hidden="true" className="size-3.5" />
          Partner link
        </span>
      ) : null}
      <div className={cn('flex flex-1 flex-col px-5 pt-5 sm:px-6 lg:px-4.5', partner ? 'pb-3' : 'pb-6')}>
        {/* The name is the card's heading: 20 px serif (19 px, a little tighter, from 1024 px, so
            "Pulsetto Vagus Nerve Stimulator" stays one line at 1440 and its neighbours get no empty
            band) over a 16 px description (review r8: an 18 px name over the body's 18 px read
            smaller than its own description). */}
        <h2 id={headingId} className="text-xl leading-snug lg:text-[1.1875rem] lg:tracking-[-0.01em]">
          {product.name}
        </h2>
        <p className="mt-2 text-base leading-relaxed text-muted-foreground">{product.shortDescription}</p>
        {partner ? (
          // At the foot of the words, right above the link (review r7: in the footer it made the
          // partner card's rule and link sit higher than its neighbours').
          // One paragraph, the seller in bold as its lead (review r8: as two blocks the partner
          // card stood taller than its row and left a hole in its neighbours).
          <p
            data-partner-note=""
            className="mt-auto pt-4 text-[0.9375rem] leading-normal text-muted-foreground"
          >
            <strong className="font-semibold text-card-foreground">Sold by our partner.</strong>{' '}
            <span data-testid="affiliate-disclosure">{shortDisclosure(practice.affiliateDisclosure)}</span>
          </p>
        ) : null}
      </div>
      <div data-card-footer="" className="border-t border-border px-5 py-2 sm:px-6 lg:px-4.5">
        <div className="flex items-center justify-between gap-3">
          {/* The price is what a shopper looks for first: the card's largest figure. */}
          <p data-card-price="" className="font-serif text-2xl leading-tight font-semibold tabular-nums">
            <Price cents={Math.round(product.price * 100)} />
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
