import { Link } from 'react-router'
import { BackLink } from '#app/components/ui/back-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Price } from '#app/components/ui/price.tsx'
import { cn } from '#app/lib/cn.ts'
import { LABELS } from '#core/config/labels.ts'
import { productPath } from '#core/content/route-paths.ts'
import { ProductArt } from './product-art.tsx'
import type { RelatedProduct } from './related-products.server.ts'

/**
 * The end of a product page (Key Features ran into the footer, a dead end): three other
 * products as quiet cards like the store's (picture, name, price), each leading to its own page,
 * and the way back to the whole store. Pictures load lazily: nothing here is above the fold or
 * competes with the gallery's first picture. A partner item's card says it is from the partner; its
 * own page carries the partner link and the disclosure.
 */
export function RelatedProducts({ items }: { items: RelatedProduct[] }) {
  if (items.length === 0) return null
  return (
    // The way back beside the heading from 640 px; on a phone after the cards (under the heading it
    // stood between the heading and what it names).
    <nav
      aria-labelledby="related-products"
      className="mt-16 grid gap-y-6 border-t border-border pt-12 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-baseline sm:gap-x-6"
    >
      <h2 id="related-products" className="text-3xl">
        You might also like
      </h2>
      <div className="order-last sm:order-none sm:col-start-2 sm:row-start-1">
        <BackLink to="/store" label={LABELS.backToStore} />
      </div>
      <ul className="grid gap-4 sm:col-span-2 sm:grid-cols-3 sm:gap-6 lg:gap-8">
        {items.map((item) => (
          <li key={item.id} className="flex">
            <Card
              as="article"
              aria-labelledby={`related-${item.id}`}
              className={cn(
                'group relative grid w-full grid-cols-[7rem_minmax(0,1fr)] overflow-hidden text-card-foreground shadow-soft transition-[border-color] duration-300 hover:border-primary/50 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring sm:flex sm:flex-col',
                // A partner's item on the sage tint, as on the store's grid.
                item.partner && 'bg-partner',
              )}
            >
              {item.image ? (
                <ProductArt
                  image={{ ...item.image, alt: '' }}
                  loading="lazy"
                  className="h-full sm:aspect-[16/10] sm:h-auto"
                  zoomOnHover
                />
              ) : null}
              <div className="flex flex-1 flex-col justify-center gap-1 px-4 py-3 sm:px-5 sm:py-4">
                <h3 id={`related-${item.id}`} className="text-lg leading-snug">
                  <Link
                    prefetch="intent"
                    to={productPath(item.id)}
                    className="flex min-h-11 items-center no-underline after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none group-hover:underline"
                  >
                    {item.name}
                  </Link>
                </h3>
                <p className="flex flex-wrap items-baseline gap-x-2 text-muted-foreground">
                  <span className="font-serif text-lg font-semibold text-card-foreground tabular-nums">
                    <Price cents={item.priceCents} />
                  </span>
                  {item.partner ? <span className="text-[0.9375rem]">From our partner</span> : null}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </nav>
  )
}
