import { useState } from 'react'
import type { ServiceCard as ServiceCardData } from '#app/content/services.ts'
import { cn } from '#app/lib/cn.ts'
import { ServiceCard } from './service-card.tsx'

/**
 * The overview's groups, so a visitor can narrow 14 cards to the few that fit before scrolling.
 * Every card of the overview belongs to exactly one group; the grid keeps its own order.
 */
export const SERVICE_GROUPS = [
  { name: 'Trauma and loss', slugs: ['emdr-therapy', 'trauma-therapy', 'grief-counseling'] },
  {
    name: 'Anxiety, stress and mood',
    slugs: [
      'anxiety-therapy',
      'depression-counseling',
      'performance-anxiety',
      'hsp-counseling',
      'eft-therapy',
      'walk-talk-therapy',
    ],
  },
  { name: 'Hypnosis, habits and phobias', slugs: ['hypnotherapy', 'bfrb-treatment'] },
  {
    name: 'Couples, teens and families',
    slugs: ['relationship-counseling', 'teen-therapy', 'pandas-therapy'],
  },
] as const

const ALL = 'All services'

const chipClass = (pressed: boolean) =>
  cn(
    'inline-flex min-h-11 items-center rounded-full border px-4 text-[0.95rem] font-semibold transition-colors',
    pressed
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-border bg-card text-foreground hover:bg-muted',
  )

/**
 * The 14 service cards with a row of group chips above them. Choosing a group shows only its
 * cards (a toggle button each, so the state is announced); without JavaScript every card shows.
 */
export function ServiceFilter({ cards }: { cards: readonly ServiceCardData[] }) {
  const [group, setGroup] = useState<string>(ALL)
  const chosen = SERVICE_GROUPS.find((g) => g.name === group)
  const shown = (slug: string) => !chosen || (chosen.slugs as readonly string[]).includes(slug)
  return (
    <>
      <fieldset className="mb-8 flex flex-wrap gap-2">
        <legend className="sr-only">Show services for</legend>
        {[ALL, ...SERVICE_GROUPS.map((g) => g.name)].map((name) => (
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
          <li key={service.slug} hidden={!shown(service.slug)}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </>
  )
}
