import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useRef, useState } from 'react'
import { TapScript } from '#app/components/hydration/tap-script.tsx'
import { cn } from '#app/lib/cn.ts'
import { useAdoptTaps } from '#app/lib/taps.ts'
import type { ServiceCard as ServiceCardData } from '#core/content/services.ts'
import { CARD_ROWS, ServiceCard } from './service-card.tsx'

/**
 * The overview's groups, so a visitor can narrow the cards to the few that fit before scrolling:
 * each service names its group in its file (`category`), and the chips are those groups in the
 * order their first card appears. The grid keeps its own order.
 */
export function serviceGroups(cards: readonly Pick<ServiceCardData, 'category'>[]): string[] {
  return [...new Set(cards.map((c) => c.category))]
}

const ALL = 'All services'

/** Drawn from aria-pressed, which a tap before hydration sets too (app/boot/taps.ts, `chip`). */
const CHIP_CLASS =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border border-border bg-card px-4 text-[0.95rem] font-semibold whitespace-nowrap text-foreground transition-colors not-aria-pressed:hover:bg-muted aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground'

/**
 * Classes for a group's last card so the group's last row has no empty slot: the leftover of two
 * columns (768 px) or three (1024 px) goes to it. `slots` are the places the group's cards take,
 * the featured card counted as the places it covers (featuredSpan).
 */
export function lastCardSpan(slots: { md: number; lg: number }): string {
  return cn(
    slots.md % 2 === 1 && 'md:col-span-2',
    ['lg:col-span-1', 'lg:col-span-3', 'lg:col-span-2'][slots.lg % 3],
  )
}

export interface FeaturedService {
  slug: string
  label: string
  /** The service page's picture (4:3), base path. */
  image: string
}

/**
 * The service cards in their groups, with a row of group chips above them (fourteen
 * equal cards had no hierarchy). Each group is a heading with its cards; the featured service
 * comes first in its group, larger and with its picture. Choosing a chip shows only that group
 * (a toggle button each, so the state is announced); without JavaScript every group shows. Below
 * 768 px (the site's phone layout) the chips stay one row that scrolls sideways (swipe, or Tab through them: the focused chip
 * scrolls into view). The free call for a visitor who is not sure is the section's intro and the
 * page's closing band, not a third panel here (one call-to-action band).
 */
export function ServiceFilter({
  cards,
  featured,
}: {
  cards: readonly ServiceCardData[]
  featured?: FeaturedService
}) {
  const [group, setGroup] = useState<string>(ALL)
  const groups = serviceGroups(cards)
  // A chip chosen before hydration (it showed its group already): adopted.
  const chipsRef = useRef<HTMLDivElement>(null)
  useAdoptTaps(() => {
    const pressed = chipsRef.current?.querySelector('[aria-pressed="true"]')?.getAttribute('data-chip')
    if (pressed) setGroup(pressed)
  })
  // Which ends of the phone's chip row have more chips beyond the screen's edge: a fade there says
  // the row scrolls (before hydration the row is at its start, so only the right one shows).
  const [more, setMore] = useState({ left: false, right: true })
  return (
    <>
      <fieldset className="relative mb-8 min-w-0 sm:mb-10">
        <legend className="sr-only">Show services for</legend>
        <div
          ref={chipsRef}
          data-testid="service-chips"
          onScroll={(e) => {
            const row = e.currentTarget
            const left = row.scrollLeft > 1
            const right = row.scrollLeft + row.clientWidth < row.scrollWidth - 1
            if (left !== more.left || right !== more.right) setMore({ left, right })
          }}
          className="-ms-4 me-8 flex scroll-ps-4 scroll-pe-1 gap-2 overflow-x-auto ps-4 pe-1 pb-1 [scrollbar-width:none] md:mx-0 md:flex-wrap md:overflow-visible md:px-0"
        >
          {[ALL, ...groups].map((name) => (
            <button
              key={name}
              type="button"
              data-tap="chip"
              data-chip={name === ALL ? '' : name}
              aria-pressed={group === name}
              onClick={() => setGroup(name)}
              // Chromium leaves a half-visible chip where it is on focus: bring the whole chip in, for
              // keyboard focus only. A tap focuses the chip on its press; a chip in the screen's bottom
              // scroll padding (kept clear for the phone's action bar) then scrolled the page up
              // under the finger, and the release landed beside it: the tap was lost.
              onFocus={(e) => {
                if (e.currentTarget.matches(':focus-visible'))
                  e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
              }}
              className={CHIP_CLASS}
            >
              {name}
            </button>
          ))}
        </div>
        <TapScript kind="chip" />
        {/* The fade alone was too faint to see: a chevron in a disc sits in it, on the
            side with more chips, so the row reads as one that scrolls. Decoration: swiping or Tab
            reaches every chip. At rest the row stops 32 px short of the content's edge (me-8) and
            the right disc sits in that gutter, so it covers no chip's words (a reader read "H…"
            under it); the fade spans only the row's last 32 px. */}
        {(['left', 'right'] as const).map((side) => {
          const Chevron = side === 'left' ? ChevronLeft : ChevronRight
          return (
            <span
              key={side}
              aria-hidden="true"
              data-scroll-hint={side}
              hidden={!more[side]}
              className={cn(
                'pointer-events-none absolute inset-y-0 flex w-20 items-center from-background to-transparent md:hidden',
                side === 'left'
                  ? '-left-4 justify-start bg-linear-to-r from-40% ps-3'
                  : '-right-4 justify-end bg-linear-to-l from-60% pe-3',
              )}
            >
              <span className="grid size-8 place-items-center rounded-full border border-border bg-card text-primary shadow-soft">
                <Chevron className="size-5" strokeWidth={2.25} />
              </span>
            </span>
          )
        })}
      </fieldset>
      <div className="space-y-12 sm:space-y-14">
        {groups.map((name, g) => {
          const inGroup = cards.filter((c) => c.category === name)
          const feature = inGroup.find((c) => c.slug === featured?.slug)
          // The featured card first, then the group's others in their order.
          const ordered = feature ? [feature, ...inGroup.filter((c) => c !== feature)] : inGroup
          const headingId = `service-group-${g + 1}`
          return (
            <section
              key={name}
              aria-labelledby={headingId}
              data-service-group={name}
              hidden={group !== ALL && group !== name}
            >
              {/* The group's name over a rule, its count beside it: the cards read as four sets. */}
              <div className="mb-5 flex items-baseline justify-between gap-4 border-b border-border pb-3 sm:mb-6">
                <h3 id={headingId} className="text-2xl sm:text-[1.75rem]">
                  {name}
                </h3>
                <p className="shrink-0 text-[0.95rem] text-muted-foreground">
                  {inGroup.length === 1 ? '1 service' : `${inGroup.length} services`}
                </p>
              </div>
              {/* Two cards alone share a row in halves from 1024 px (one wide beside one narrow read as a gap). */}
              <ul
                aria-label={name}
                className={cn(
                  'grid gap-4 sm:gap-6 md:grid-cols-2',
                  !feature && inGroup.length === 2 ? 'lg:grid-cols-2' : 'lg:grid-cols-3',
                )}
              >
                {ordered.map((service, i) => {
                  const others = ordered.length - (feature ? 1 : 0)
                  if (service === feature && featured)
                    return (
                      <li key={service.slug} className={featuredSpan(others)}>
                        <ServiceCard service={service} featured={featured} />
                      </li>
                    )
                  return (
                    <li
                      key={service.slug}
                      className={cn(
                        CARD_ROWS,
                        i === ordered.length - 1 &&
                          lastCardSpan(
                            feature
                              ? { md: others + 2, lg: others >= 2 ? others + 4 : 3 }
                              : { md: others, lg: others === 2 ? 0 : others },
                          ),
                      )}
                    >
                      <ServiceCard service={service} />
                    </li>
                  )
                })}
              </ul>
            </section>
          )
        })}
      </div>
    </>
  )
}

/**
 * The featured card's place: two columns and two cards' height from 1024 px, with two of its
 * group's cards stacked beside it; a full row at 768 px.
 */
function featuredSpan(others: number): string {
  if (others >= 2) return 'md:col-span-2 lg:row-span-8'
  return others === 1 ? 'md:col-span-2 lg:col-span-2' : 'md:col-span-2 lg:col-span-3'
}
