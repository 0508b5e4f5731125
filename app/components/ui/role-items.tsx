import { cn } from '#app/lib/cn.ts'

/**
 * A list of roles as one line, "A · B · C": a line breaks only between roles, and each "·" goes with
 * the role after it, so no line ends on a "·" (ragged lines ending in "Hypnotherapist ·" on a
 * phone); the one that would start a line sits in a strip left of the text that is clipped.
 */
export function RoleItems({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <p className={cn('overflow-hidden', className)}>
      <span data-roles="" className="-ml-4 block text-balance">
        {items.map((item, i) => (
          <span key={item}>
            {i > 0 ? ' ' : null}
            <span className="whitespace-nowrap">
              <span aria-hidden="true" className="-ml-1 inline-block w-5 text-center">
                ·
              </span>
              {item}
            </span>
          </span>
        ))}
      </span>
    </p>
  )
}
