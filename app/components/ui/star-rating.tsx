import type { CSSProperties } from 'react'
import { cn } from '#app/lib/cn.ts'

export const MAX_STARS = 5

/**
 * A row of stars filled to `rating` (fractions too: 4.9 fills 98%). One image to assistive
 * technology, named by `label` (default "5 out of 5 stars").
 *
 * One element: the five stars are a CSS mask over a two-colour gradient that changes colour at the
 * rating (`.star-rating` in app/app.css). As SVG icons a row was ten elements and ~6.5 KB of HTML,
 * 91 KB of the testimonials page. Its height (default 1.25rem) sets its size: `className="h-4"`.
 */
export function StarRating({
  rating,
  label,
  className,
}: {
  rating: number
  label?: string
  className?: string
}) {
  const fill = `${Number(Math.min(100, Math.max(0, (rating / MAX_STARS) * 100)).toFixed(2))}%`
  return (
    <span
      role="img"
      aria-label={label ?? `${rating} out of ${MAX_STARS} stars`}
      className={cn('star-rating', className)}
      style={{ '--rating': fill } as CSSProperties}
    />
  )
}
