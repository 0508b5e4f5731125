import { type ReactNode, useId } from 'react'
import { cn } from '#app/lib/cn.ts'
import { keepCompounds } from '#app/lib/compounds.tsx'

/**
 * The highlighted call-to-action box: a calm card on the secondary (sage) surface with a heading, a
 * short text and one or two actions. The warm gold accent is kept for awards, so it never reads as
 * a warning or a sale. A labelled region so it can be found and announced as a unit. Centred and
 * capped at a reading width, so on a wide screen it leaves no empty side. Below
 * 640 px its sides and its buttons' are narrower and each button is full width (`.cta-actions`,
 * app.css), so a long label such as the spec's "Book Free 15-Minute Consultation" is one line.
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
        'mx-auto max-w-3xl rounded-2xl border border-border bg-secondary p-6 text-center max-sm:px-3 text-secondary-foreground shadow-soft sm:p-10',
        className,
      )}
    >
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        {typeof heading === 'string' ? keepCompounds(heading) : heading}
      </h2>
      {children ? <div className="mx-auto mt-3 max-w-2xl">{children}</div> : null}
      <div className="cta-actions">{actions}</div>
    </section>
  )
}
