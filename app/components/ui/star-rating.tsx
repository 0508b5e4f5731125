import { Star } from 'lucide-react'
import { cn } from '#app/lib/cn.ts'

export const MAX_STARS = 5

/**
 * A row of stars filled to `rating` (fractions too: 4.9 fills 98%). One image to assistive
 * technology, named by `label` (default "5 out of 5 stars").
 */
export function StarRating({
  rating,
  label,
  className,
  starClassName = 'size-5',
}: {
  rating: number
  label?: string
  className?: string
  starClassName?: string
}) {
  const stars = Array.from({ length: MAX_STARS }, (_, i) => i)
  const fill = `${Math.min(100, Math.max(0, (rating / MAX_STARS) * 100))}%`
  return (
    <span
      role="img"
      aria-label={label ?? `${rating} out of ${MAX_STARS} stars`}
      className={cn('relative inline-flex shrink-0', className)}
    >
      <span className="flex text-border" aria-hidden="true">
        {stars.map((i) => (
          <Star key={i} className={starClassName} fill="currentColor" strokeWidth={0} />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-accent-strong"
        style={{ width: fill }}
        aria-hidden="true"
      >
        {stars.map((i) => (
          <Star key={i} className={cn(starClassName, 'shrink-0')} fill="currentColor" strokeWidth={0} />
        ))}
      </span>
    </span>
  )
}
