import { ExternalLink, HeartHandshake, Store } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Price } from '#app/components/ui/price.tsx'
import { practice } from '#app/config/practice.ts'
import type { Product } from '#app/content/products.ts'
import { productPath } from '#app/content/route-paths.ts'
import { productImages } from './product-image.ts'
import { shortDisclosure } from './store-promises.tsx'

/**
 * One store card. With a partner address (an affiliate link), 'View Details' opens the seller's page in a new tab and
 * the partner-link disclosure sits right above it; otherwise it leads to the product's own page
 * (/store/{id}). The two kinds look different at a glance: "Sold here" with a filled button,
 * "Partner link" with an outlined button and the outbound icon. Every card shows its price. What
 * every card would repeat (the whole disclosure, "not medical advice") is said once above the grid
 * (store-promises.tsx); the partner card keeps the disclosure's first sentence right above its
 * button. Cards in a row are equally tall and the buttons end each card, so they line up.
 */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const [image] = productImages(product)
  const headingId = `product-${product.id}`
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden text-card-foreground shadow-soft"
    >
      {image ? (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[16/10] h-auto w-full object-cover sm:aspect-[4/3]"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{product.category}</Badge>
          {product.partnerUrl ? (
            <span className="inline-flex items-center gap-1 rounded-full border border-border px-3 py-0.5 text-sm text-muted-foreground">
              <ExternalLink aria-hidden="true" className="size-3.5" />
              Partner link
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary px-3 py-0.5 text-sm font-semibold text-primary-foreground">
              <Store aria-hidden="true" className="size-3.5" />
              Sold here
            </span>
          )}
        </div>
        <h2 id={headingId} className="text-xl">
          {product.name}
        </h2>
        <p className="font-serif text-xl font-semibold text-primary">
          <Price cents={Math.round(product.price * 100)} />
        </p>
        <p className="text-muted-foreground">{product.shortDescription}</p>
        <p className="flex gap-2 text-[0.95rem]">
          <HeartHandshake aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
          <span>
            <span className="font-semibold">Why we recommend it: </span>
            {product.recommendation}
          </span>
        </p>
        {product.partnerUrl ? (
          <div className="mt-auto space-y-3 pt-2">
            <p className="text-sm text-muted-foreground" data-testid="affiliate-disclosure">
              {shortDisclosure(practice.affiliateDisclosure)}
            </p>
            <a
              href={product.partnerUrl}
              target="_blank"
              rel="noopener noreferrer sponsored"
              className={buttonClasses('outline', 'whitespace-nowrap')}
            >
              View Details<span className="sr-only"> of {product.name} (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </div>
        ) : (
          <div className="mt-auto pt-2">
            <Link
              prefetch="intent"
              to={productPath(product.id)}
              className={buttonClasses('primary', 'whitespace-nowrap')}
            >
              View Details<span className="sr-only"> of {product.name}</span>
            </Link>
          </div>
        )}
      </div>
    </Card>
  )
}
