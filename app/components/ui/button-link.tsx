import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '#app/lib/cn.ts'
import { ctaTarget } from '#core/config/booking.ts'

export type ButtonVariant = 'primary' | 'secondary' | 'outline'

export const buttonClasses = (variant: ButtonVariant = 'primary', className?: string) =>
  cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-center font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variant === 'primary' && 'bg-primary text-primary-foreground hover:bg-primary-hover',
    variant === 'secondary' && 'bg-secondary text-secondary-foreground hover:bg-muted',
    variant === 'outline' && 'border border-primary text-primary hover:bg-secondary',
    className,
  )

/** A link styled as a button: internal paths use the router, `#…` jumps on the page, others open in a new tab. */
export function ButtonLink({
  to,
  children,
  variant,
  className,
}: {
  to: string
  children: ReactNode
  variant?: ButtonVariant
  className?: string
}) {
  if (/^https?:/.test(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={buttonClasses(variant, className)}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  // A part of this page (`#waiting-list`): the browser's own jump. (The router would only change the
  // address: its links do not scroll to a hash.)
  if (to.startsWith('#')) {
    return (
      <a href={to} className={buttonClasses(variant, className)}>
        {children}
      </a>
    )
  }
  return (
    <Link
      prefetch="intent"
      to={ctaTarget(to, typeof children === 'string' ? children : '')}
      className={buttonClasses(variant, className)}
    >
      {children}
    </Link>
  )
}
