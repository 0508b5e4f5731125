import type { ReactNode } from 'react'
import { CardSection } from '#app/components/ui/card-section.tsx'
import { keepCompounds } from '#app/lib/compounds.tsx'
import { practice } from '#core/config/practice.ts'

/**
 * The time picker's card: its heading and its promise, then the picker (or its loading place).
 * Here, not beside the picker, so the card can stand before the picker's module has arrived.
 */
export function PickCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CardSection
      headingId="booking-pick-heading"
      heading={keepCompounds(title)}
      headingClassName="text-2xl"
      className="p-6 text-card-foreground sm:p-8"
    >
      <p className="mt-2 text-muted-foreground">
        Pick a day, then a time that suits you; {practice.name} will call you, or send you a video link.
      </p>
      {children}
    </CardSection>
  )
}

/**
 * The picker's place while its times load: the week's row and a row of day buttons drawn as quiet
 * shapes at the picker's own heights, so the page below does not move when the times arrive.
 */
export function LoadingTimes() {
  return (
    <div className="grid gap-8" data-booking-loading="">
      <p className="flex min-h-12 items-center justify-center text-center">Loading available times…</p>
      <div aria-hidden="true">
        <div className="h-7 w-40 rounded-md bg-muted motion-safe:animate-pulse" />
        <div className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-[62px] rounded-lg bg-muted motion-safe:animate-pulse" />
          ))}
        </div>
      </div>
    </div>
  )
}
