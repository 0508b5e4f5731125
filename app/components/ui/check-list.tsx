import { Check } from 'lucide-react'
import { cn } from '#app/lib/cn.ts'
import { keepCompounds } from '#app/lib/compounds.tsx'

/**
 * A bulleted list with soft check marks (the marks are decoration; the list stays a list). `dot`
 * gives neutral dots instead, for lists a tick would seem to approve, such as symptoms.
 */
export function CheckList({
  items,
  className,
  marker = 'check',
}: {
  items: readonly string[]
  className?: string
  marker?: 'check' | 'dot'
}) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          {marker === 'dot' ? (
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-muted-foreground" />
          ) : (
            <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-primary" strokeWidth={3} />
          )}
          <span>{keepCompounds(item)}</span>
        </li>
      ))}
    </ul>
  )
}
