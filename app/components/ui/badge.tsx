import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

/** A small rounded label, e.g. a product category. */
export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-secondary px-3 py-0.5 text-sm font-semibold text-secondary-foreground',
        className,
      )}
    >
      {children}
    </span>
  )
}
