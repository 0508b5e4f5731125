import { PageHero } from '~/components/ui/page-hero'
import { getProduct } from '~/content/products'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/product'

export const meta = ({ params }: Route.MetaArgs) => {
  const product = getProduct(params.id)
  return pageMeta({
    title: product ? product.name : 'Product Not Found',
    description: product ? product.shortDescription : 'This product is not in the store.',
    path: `/store/${params.id}`,
  })
}

export default function Product({ params }: Route.ComponentProps) {
  const product = getProduct(params.id)
  if (!product) return <PageHero title="Product Not Found" />
  return <PageHero title={product.name} intro={product.shortDescription} />
}
