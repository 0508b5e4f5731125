import { HeartHandshake } from 'lucide-react'
import { BackLink } from '#app/components/ui/back-link.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { Price } from '#app/components/ui/price.tsx'
import { PurchaseDetails } from '#app/features/checkout/purchase-details.tsx'
import { PartnerOffer } from '#app/features/store/partner-offer.tsx'
import { ProductArticle } from '#app/features/store/product-article.tsx'
import { ProductGallery } from '#app/features/store/product-gallery.tsx'
import { productImages } from '#app/features/store/product-image.ts'
import { relatedProducts } from '#app/features/store/related-products.server.ts'
import { RelatedProducts } from '#app/features/store/related-products.tsx'
import { SellerLine } from '#app/features/store/seller-line.tsx'
import { shareImageFor } from '#app/features/store/share-image.ts'
import { cn } from '#app/lib/cn.ts'
import { keepCompounds } from '#app/lib/compounds.tsx'
import { assertFound, type NotFoundScreen, notFoundMeta } from '#app/lib/not-found.ts'
import { jsonLd, pageMeta } from '#app/lib/seo.ts'
import { breadcrumbJsonLd, productJsonLd } from '#app/lib/structured-data.ts'
import { LABELS } from '#core/config/labels.ts'
import { getProduct, type Product } from '#core/content/products.ts'
import { productPath } from '#core/content/route-paths.ts'
import { storeSettings } from '#core/content/store-settings.ts'
import { inlineIfSmall } from '#core/lib/inline-image.server.ts'
import type { Route } from './+types/product'

export { ParamErrorBoundary as ErrorBoundary } from '#app/components/not-found/not-found.tsx'

export const handle = {
  notFound: {
    heading: 'Product Not Found',
    text: 'We couldn’t find that product. It may have moved or sold out.',
    back: { to: '/store', label: LABELS.backToStore },
  },
} satisfies { notFound: NotFoundScreen }

/**
 * Build time only: each product page is prerendered; an unknown id is a 404 (see
 * app/lib/not-found.ts). A tiny first photo comes with the page (inline-image.server.ts).
 */
export function loader({ params }: Route.LoaderArgs) {
  const product = assertFound(getProduct(params.id))
  return {
    product,
    firstImageInline: product.images[0] ? inlineIfSmall(product.images[0]) : undefined,
    related: relatedProducts(product.id),
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const product = loaderData?.product
  if (!product)
    return notFoundMeta(
      'Product Not Found',
      'This product is not in the store. Browse the wellness store for the full range.',
    )
  return [
    ...pageMeta({
      title: product.name,
      description: product.shortDescription,
      path: productPath(product.id),
      image: shareImageFor(product),
      imageAlt: product.imageAlts[0],
      type: 'product',
    }),
    jsonLd(productJsonLd(product)),
    jsonLd(
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Store', path: '/store' },
        { name: product.name, path: productPath(product.id) },
      ]),
    ),
  ]
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, firstImageInline, related } = loaderData
  // Only a partner sells it: no purchase form, the partner's button instead (core/content/schemas/products.ts).
  const partner = !product.soldHere
  return (
    <Container className="pt-6 pb-10 sm:py-14">
      <BackLink to="/store" label={LABELS.backToStore} />
      {/* One list of parts in reading order for a phone: the gallery, what it is called and costs,
          what it is (description before the purchase form), then the way to buy it.
          From 1024 px the right column is the buying column (name, price, the purchase card) and
          what the product is sits under the gallery on the left: the grid places each part, and the
          gallery spans two rows so the purchase card starts right under the price
          (docs/design-notes.md, product page). A product also offered by a partner has the
          partner's card under the purchase card. A product only a partner sells has no form to fill:
          its button comes right after the price on every screen, and with no purchase card the
          right column goes on with why the practice recommends it and the key features while the
          description runs under the gallery (the description, disclaimer and features
          ran down the left alone for a screen and a half beside an empty right half, under a gap
          below the thumbnails); the two columns end about level. */}
      <div
        className={cn(
          'mt-6 grid gap-10 lg:grid-cols-2 lg:gap-x-14 lg:gap-y-8',
          partner ? 'lg:grid-rows-[auto_1fr]' : 'lg:grid-rows-[auto_auto_auto_1fr]',
        )}
      >
        <div className={cn('lg:col-start-1 lg:row-start-1', !partner && 'lg:row-span-2')}>
          <ProductGallery
            key={product.id}
            images={productImages(product)}
            firstInline={firstImageInline}
            name={product.name}
          />
        </div>
        <div
          className={cn('lg:col-start-2 lg:row-start-1', partner && 'lg:row-span-2')}
          data-testid="product-summary"
        >
          <Badge>{product.category}</Badge>
          {/* 30 px on a phone (36 px took three lines of a 375 px screen), 48 px from 640. */}
          <h1 className="mt-3 text-3xl sm:text-5xl">{product.name}</h1>
          {/* Who sells it, in the same sentence as its store card (SellerLine), beside the price
              where the row has room (under it on a phone), one line, so the purchase card still starts right under them; the partner's offer,
              when there is one, follows the purchase card under its own heading. Sold here, the shipping and
              returns lines are said once, beside the purchase button (not twice, under the price
              and in the card). */}
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1">
            <p className="font-serif text-3xl font-semibold text-primary">
              <Price cents={product.priceCents} />
            </p>
            <SellerLine product={product} className="min-w-0 flex-1 basis-56 text-base" />
          </div>
          {partner ? null : (
            // On a phone the purchase card's shipping and returns lines are about three screens
            // down: the store's facts in one line under the price. From 1024 px the
            // card, with those lines beside its button, starts right under the price.
            <p data-testid="price-facts" className="mt-1 text-base text-muted-foreground lg:hidden">
              {/* Two facts that each stay whole: a narrow phone wraps at the dot. */}
              <span className="whitespace-nowrap">
                {storeSettings.shipping.price} shipping, {storeSettings.shipping.time}
                <span aria-hidden="true"> ·</span>
                <span className="sr-only">.</span>
              </span>{' '}
              <span className="whitespace-nowrap">Returns within {storeSettings.returns.window}</span>
            </p>
          )}
          {partner ? (
            <>
              <PartnerOffer product={product} link={product.affiliateLink} />
              <div className="mt-10" data-testid="product-about">
                <Recommendation product={product} />
              </div>
              <div className="mt-8">
                <Features product={product} />
              </div>
            </>
          ) : null}
        </div>
        {partner ? (
          // What a partner item is: the long description under the gallery, level with the first
          // column's end (see above).
          <div className="lg:col-start-1 lg:row-start-2">
            <Description product={product} />
          </div>
        ) : (
          <div className="lg:col-start-1 lg:row-start-3" data-testid="product-about">
            <Recommendation product={product} />
            <div className="mt-8">
              <Description product={product} />
            </div>
            <div className="mt-8">
              <Features product={product} />
            </div>
          </div>
        )}
        {partner ? null : (
          <div className="lg:col-start-2 lg:row-span-3 lg:row-start-2">
            <PurchaseDetails key={product.id} product={product} />
            {product.affiliateLink ? <PartnerOffer product={product} link={product.affiliateLink} /> : null}
          </div>
        )}
      </div>
      {product.article ? <ProductArticle article={product.article} /> : null}
      <RelatedProducts items={related} />
    </Container>
  )
}

/** Why the practice recommends it: the product's one line in the practice's words. */
function Recommendation({ product }: { product: Product }) {
  return (
    <p className="flex gap-3 rounded-xl bg-secondary px-4 py-3 text-secondary-foreground">
      <HeartHandshake aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <span>
        <span className="font-semibold">Why the practice recommends it: </span>
        {product.recommendation}
      </span>
    </p>
  )
}

/** What the product is: the long description, and for wellness products that it is no medical advice. */
function Description({ product }: { product: Product }) {
  return (
    <>
      <div className="space-y-4">
        {product.longDescription.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {product.category === 'Wellness' ? (
        <p className="mt-6 rounded-xl border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
          Not medical advice. This product supports everyday self-care; it does not diagnose or treat any
          condition or replace care from a doctor or therapist.
        </p>
      ) : null}
    </>
  )
}

function Features({ product }: { product: Product }) {
  return (
    <>
      <h2 className="text-2xl">Key Features</h2>
      <ul className="mt-4 space-y-2">
        {product.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-primary" />
            <span>{keepCompounds(feature)}</span>
          </li>
        ))}
      </ul>
    </>
  )
}
