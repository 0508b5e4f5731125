import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '#app/lib/cn.ts'

/**
 * The site's one way back to a list ("Back to Store"): an arrow pointing back, the label, a 44 px
 * tall target. One look wherever it appears (above a product, under its related products).
 */
export function BackLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <Link
      prefetch="intent"
      to={to}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-5 shrink-0" />
      {label}
    </Link>
  )
}
