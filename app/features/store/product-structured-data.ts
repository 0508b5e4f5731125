import type { MetaDescriptor } from 'react-router'
import { formatPrice, type Product } from '~/content/products'
import { absoluteUrl, jsonLd } from '~/lib/seo'

export const productPath = (id: string) => `/store/${id}`

/** schema.org Product with its Offer, for the product page's prerendered HTML. */
export function productJsonLd(product: Product): MetaDescriptor {
  const url = absoluteUrl(productPath(product.id))
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    sku: product.id,
    name: product.name,
    description: product.shortDescription,
    category: product.category,
    image: product.images.map((src) => absoluteUrl(src)),
    offers: {
      '@type': 'Offer',
      url,
      price: formatPrice(product.price),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
  })
}

/** Home › Store › Product. */
export function productBreadcrumbJsonLd(product: Product): MetaDescriptor {
  const trail = [
    { name: 'Home', path: '/' },
    { name: 'Store', path: '/store' },
    { name: product.name, path: productPath(product.id) },
  ]
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  })
}

/** Only raster images make good share cards; SVG product art keeps the site's default. */
export function shareImageFor(product: Product): string | undefined {
  const first = product.images[0]
  return first && /\.(png|jpe?g|webp)$/i.test(first) ? first : undefined
}
