import { type ReactNode, useId } from 'react'
import { cn } from '#app/lib/cn.ts'

/**
 * The highlighted call-to-action box: a warm, bordered card with a heading, a short text and
 * one or two actions. A labelled region so it can be found and announced as a unit.
 */
export function CtaPanel({
  heading,
  children,
  actions,
  className,
}: {
  heading: ReactNode
  children?: ReactNode
  actions: ReactNode
  className?: string
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border border-accent-strong/50 bg-accent p-6 text-accent-foreground shadow-soft sm:p-10',
        className,
      )}
    >
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        {heading}
      </h2>
      {children ? <div className="mt-3 max-w-2xl">{children}</div> : null}
      <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
    </section>
  )
}
