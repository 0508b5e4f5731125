import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { practice } from '#app/config/practice.ts'
import type { Product } from '#app/content/products.ts'
import { productPath } from '#app/content/route-paths.ts'
import { productImages } from './product-image.ts'

/**
 * One store card. With an affiliate link, 'View Details' opens the seller's page in a new tab and
 * the partner-link disclosure sits right under it; otherwise it leads to the product's own page
 * (/store/{id}).
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
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Badge className="self-start">{product.category}</Badge>
        <h2 id={headingId} className="text-xl">
          {product.name}
        </h2>
        <p className="flex-1 text-muted-foreground">{product.shortDescription}</p>
        {product.affiliateLink ? (
          <>
            <a
              href={product.affiliateLink}
              target="_blank"
              rel="noopener noreferrer sponsored"
              className={buttonClasses('primary', 'mt-2 self-start')}
            >
              View Details<span className="sr-only"> of {product.name} (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
            <p className="text-sm text-muted-foreground" data-testid="affiliate-disclosure">
              {practice.affiliateDisclosure}
            </p>
          </>
        ) : (
          <Link
            prefetch="intent"
            to={productPath(product.id)}
            className={buttonClasses('primary', 'mt-2 self-start')}
          >
            View Details<span className="sr-only"> of {product.name}</span>
          </Link>
        )}
      </div>
    </Card>
  )
}
