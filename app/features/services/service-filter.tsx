import { useState } from 'react'
import type { ServiceCard as ServiceCardData } from '#app/content/services.ts'
import { cn } from '#app/lib/cn.ts'
import { ServiceCard } from './service-card.tsx'

/**
 * The overview's groups, so a visitor can narrow the cards to the few that fit before scrolling:
 * each service names its group in its file (`category`), and the chips are those groups in the
 * order their first card appears. The grid keeps its own order.
 */
export function serviceGroups(cards: readonly Pick<ServiceCardData, 'category'>[]): string[] {
  return [...new Set(cards.map((c) => c.category))]
}

const ALL = 'All services'

const chipClass = (pressed: boolean) =>
  cn(
    'inline-flex min-h-11 items-center rounded-full border px-4 text-[0.95rem] font-semibold transition-colors',
    pressed
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-border bg-card text-foreground hover:bg-muted',
  )

/**
 * The service cards with a row of group chips above them. Choosing a group shows only its
 * cards (a toggle button each, so the state is announced); without JavaScript every card shows.
 */
export function ServiceFilter({ cards }: { cards: readonly ServiceCardData[] }) {
  const [group, setGroup] = useState<string>(ALL)
  const shown = (category: string) => group === ALL || category === group
  return (
    <>
      <fieldset className="mb-8 flex flex-wrap gap-2">
        <legend className="sr-only">Show services for</legend>
        {[ALL, ...serviceGroups(cards)].map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={group === name}
            onClick={() => setGroup(name)}
            className={chipClass(group === name)}
          >
            {name}
          </button>
        ))}
      </fieldset>
      <ul aria-label="Services" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((service) => (
          <li key={service.slug} hidden={!shown(service.category)}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </>
  )
}
