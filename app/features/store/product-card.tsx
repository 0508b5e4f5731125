import { ArrowRight, ExternalLink, Truck } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Price } from '#app/components/ui/price.tsx'
import { cn } from '#app/lib/cn.ts'
import { practice } from '#core/config/practice.ts'
import type { Product } from '#core/content/products.ts'
import { productPath } from '#core/content/route-paths.ts'
import { storeSettings } from '#core/content/store-settings.ts'
import { ProductArt } from './product-art.tsx'
import { productImages } from './product-image.ts'
import { shortDisclosure } from './store-promises.tsx'

/**
 * The card's one link, 'View Details': a quiet text link whose hit area (::after) covers the whole
 * card, so the card is one target and the grid carries no row of filled buttons (one primary action
 * per section). Its focus ring is drawn around the card.
 */
const CARD_LINK =
  "inline-flex min-h-11 items-center gap-1.5 font-semibold whitespace-nowrap text-primary no-underline underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"

/**
 * One store card, the spec's: the product's art with its category badge on the corner, its name and
 * short description, then a footer row with the price and 'View Details'. Why the practice
 * recommends it is on the product's own page: on every card it made 700 px cards and a store both
 * read as a wall of text. With an affiliate link, 'View Details' opens the partner's
 * page in a new tab and the disclosure's first sentence sits right above it (the FTC asks for the
 * disclosure next to the link; the whole paragraph is said once above the grid); a product the
 * practice also sells keeps a quiet link to its own page, where it is bought here. Without one the
 * link leads to the product's page (/store/{id}). Cards in a row are equally tall and every footer
 * is the same one-line row of price and link, so the rules, prices and links line up across a row.
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
        'group relative flex w-full flex-col overflow-hidden text-card-foreground shadow-soft transition-[border-color,box-shadow] duration-300 hover:border-primary/50 has-[a[data-card-link]:focus-visible]:outline-3 has-[a[data-card-link]:focus-visible]:outline-offset-2 has-[a[data-card-link]:focus-visible]:outline-ring',
        // Only a partner sells it: it looks it, the whole card on the sage tint (the full surface in
        // dark, where 45% of it over the page matched a plain card).
        !product.soldHere && 'bg-secondary/45 dark:bg-secondary',
      )}
    >
      {image ? (
        <ProductArt
          image={image}
          loading={eager ? 'eager' : 'lazy'}
          // From 1024 px a little lower (16:9), a little of the art's empty sky and floor trimmed, so
          // the first row's names stay on the first screen under the disclosure.
          className="aspect-[16/10] sm:aspect-[4/3] lg:aspect-[16/9] lg:[&_img]:object-[center_60%]"
          zoomOnHover
        />
      ) : null}
      {/* The category on the picture's corner, so every card's words start at the same height in a row. */}
      <Badge className="absolute top-3 left-3 border border-border bg-card font-medium text-card-foreground shadow-soft">
        {product.category}
      </Badge>
      <div className="flex flex-1 flex-col px-5 pt-5 pb-3 sm:px-6 lg:px-4.5">
        {/* The name is the card's heading: 20 px serif (19 px, a little tighter, from 1024 px, so
            "Pulsetto Vagus Nerve Stimulator" stays one line at 1440 and its neighbours get no empty
            band) over a 16 px description (an 18 px name over the body's 18 px read
            smaller than its own description). */}
        <h2 id={headingId} className="text-xl leading-snug lg:text-[1.1875rem] lg:tracking-[-0.01em]">
          {product.name}
        </h2>
        <p className="mt-2 text-base leading-relaxed text-muted-foreground">{product.shortDescription}</p>
        {partner ? (
          // At the foot of the words, right above the partner link: the disclosure beside it, and,
          // when the practice sells it too, the way to its own page.
          <div data-partner-note="" className="mt-auto pt-4 text-base leading-normal text-muted-foreground">
            <p>
              <ExternalLink aria-hidden="true" className="me-1.5 inline size-3.5 align-[-0.125em]" />
              <span data-testid="affiliate-disclosure">{shortDisclosure(practice.affiliateDisclosure)}</span>
            </p>
            {product.soldHere ? (
              // Above the card's own hit area, so it stays a link of its own.
              <Link
                prefetch="intent"
                to={productPath(product.id)}
                className="relative z-10 -mb-2 inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
              >
                Or buy it from the practice<span className="sr-only">: {product.name}</span>
              </Link>
            ) : (
              <p className="mt-1 font-semibold text-card-foreground">Sold by our partner only.</p>
            )}
          </div>
        ) : (
          // Who sells it, in the place the partner cards say theirs, so a row's cards end alike.
          <p
            data-seller-note=""
            className="mt-auto flex items-start gap-1.5 pt-4 pb-3 text-base leading-normal text-muted-foreground"
          >
            <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              <strong className="font-semibold text-card-foreground">
                Sold and shipped by the practice.
              </strong>{' '}
              {storeSettings.shipping.summary}
            </span>
          </p>
        )}
      </div>
      <div data-card-footer="" className="border-t border-border px-5 py-2 sm:px-6 lg:px-4.5">
        <div className="flex items-center justify-between gap-3">
          {/* The price is what a shopper looks for first: the card's largest figure. */}
          <p data-card-price="" className="font-serif text-2xl leading-tight font-semibold tabular-nums">
            <Price cents={Math.round(product.price * 100)} />
          </p>
          {partner ? (
            <a
              href={partner}
              target="_blank"
              rel="noopener noreferrer sponsored"
              data-card-link=""
              className={CARD_LINK}
            >
              View Details
              <span className="sr-only"> of {product.name} (partner link, opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          ) : (
            <Link prefetch="intent" to={productPath(product.id)} data-card-link="" className={CARD_LINK}>
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
