import { Card } from '#app/components/ui/card.tsx'
import { cn } from '#app/lib/cn.ts'

type Step = { title: string; text: string }

const numberClasses =
  'items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground'

/**
 * Numbered steps (a protocol, or what to expect), read in order: as a row of cards, or `compact`
 * as a single column with the number beside each step.
 */
export function StepList({
  steps,
  compact = false,
  className,
}: {
  steps: readonly Step[]
  compact?: boolean
  className?: string
}) {
  if (compact) {
    return (
      <ol className={cn('space-y-5', className)}>
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span aria-hidden="true" className={cn('flex size-9 shrink-0', numberClasses)}>
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg">{step.title}</h3>
              <p className="mt-1 text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    )
  }
  return (
    <ol className={cn('grid gap-6 md:grid-cols-3', className)}>
      {steps.map((step, index) => (
        <Card as="li" key={step.title} className="p-6">
          <span aria-hidden="true" className={cn('inline-flex size-10', numberClasses)}>
            {index + 1}
          </span>
          <h3 className="mt-4 text-xl">{step.title}</h3>
          <p className="mt-2 text-muted-foreground">{step.text}</p>
        </Card>
      ))}
    </ol>
  )
}
