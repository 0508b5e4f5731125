import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

/** A section's h2 with an optional eyebrow and intro, centred. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  className,
}: {
  id: string
  eyebrow?: ReactNode
  title: ReactNode
  intro?: ReactNode
  className?: string
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-muted-foreground">{intro}</p> : null}
    </div>
  )
}
