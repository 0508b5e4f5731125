import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '#app/lib/cn.ts'
import { keepCompounds } from '#app/lib/compounds.tsx'
import { OFFERS_CONSULTATION } from '#core/config/labels.ts'

export type ButtonVariant = 'primary' | 'secondary' | 'outline'

/**
 * The site's one button scale. `md` is every button in a page's content (heroes, cards, panels,
 * fallbacks): one type size at every width, so a card's button matches the hero's beside it; `lg`
 * is a page's one decisive action (the purchase and its partner alternative); `compact` is the
 * site's chrome (the header's Book and the phone bar), where width is scarce. All at least 44 px tall.
 */
export type ButtonSize = 'md' | 'lg' | 'compact'

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 px-6 py-2.5 text-base leading-snug',
  lg: 'min-h-12 px-7 py-3 text-lg leading-snug',
  compact: 'min-h-11 px-4 text-[0.95rem] leading-tight',
}

export const buttonClasses = (
  variant: ButtonVariant = 'primary',
  className?: string,
  size: ButtonSize = 'md',
) =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    SIZES[size],
    variant === 'primary' && 'bg-primary text-primary-foreground hover:bg-primary-hover',
    variant === 'secondary' && 'bg-secondary text-secondary-foreground hover:bg-muted',
    variant === 'outline' && 'border border-primary text-primary hover:bg-secondary',
    className,
  )

const BOOKING_PATHS = new Set(['/contact', '/book'])

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
  const shown = typeof children === 'string' ? keepCompounds(children) : children
  if (/^https?:/.test(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={buttonClasses(variant, className)}>
        {shown}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  // A part of this page (`#waiting-list`): the browser's own jump. (The router would only change the
  // address: its links do not scroll to a hash.)
  if (to.startsWith('#')) {
    return (
      <a href={to} className={buttonClasses(variant, className)}>
        {shown}
      </a>
    )
  }
  const label = typeof children === 'string' ? children : ''
  return (
    <Link
      prefetch="intent"
      to={to}
      className={buttonClasses(variant, className)}
      // The page's own consultation button: the phone bar steps aside while one is on screen.
      data-books={BOOKING_PATHS.has(to) && OFFERS_CONSULTATION.test(label) ? '' : undefined}
    >
      {shown}
    </Link>
  )
}
