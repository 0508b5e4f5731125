import { Check } from 'lucide-react'
import { cn } from '#app/lib/cn.ts'

/** A bulleted list with soft check marks (the marks are decoration; the list stays a list). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-primary" strokeWidth={3} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
