import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

/**
 * A card's heading with its icon in a round badge beside it (above it, the icon stood alone on a
 * row of its own on a phone). `badge` is the badge's fill against the card it sits on.
 */
export function IconHeading({
  icon: Icon,
  id,
  badge,
  className,
  children,
}: {
  icon: LucideIcon
  id: string
  badge: 'secondary' | 'card'
  className?: string
  children: ReactNode
}) {
  return (
    <div className="flex items-center gap-3">
      <span
        className={cn(
          'grid size-11 shrink-0 place-items-center rounded-full text-primary sm:size-12',
          badge === 'card' ? 'bg-card' : 'bg-secondary',
        )}
      >
        <Icon aria-hidden="true" className="size-5 sm:size-6" />
      </span>
      <h2 id={id} className={cn('text-2xl', className)}>
        {children}
      </h2>
    </div>
  )
}
