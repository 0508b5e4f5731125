import { Truck } from 'lucide-react'
import { cn } from '#app/lib/cn.ts'
import { type Product, sellerLine } from '#core/content/products.ts'

/**
 * Who sells the product (core/content/products.ts, `sellerLine`), with a delivery icon: the same
 * sentence on its store card and on its page.
 */
export function SellerLine({ product, className }: { product: Product; className?: string }) {
  return (
    <p data-testid="seller-line" className={cn('flex items-start gap-2 font-semibold', className)}>
      <Truck aria-hidden="true" className="mt-[0.3em] size-4 shrink-0 text-primary" />
      <span>{sellerLine(product)}</span>
    </p>
  )
}
