import { Check } from 'lucide-react'
import { type ReactNode, useRef, useState } from 'react'
import { TapScript } from '#app/components/hydration/tap-script.tsx'
import { cn } from '#app/lib/cn.ts'
import { useAdoptTaps } from '#app/lib/taps.ts'
import type { ServiceCard as ServiceCardData } from '#core/content/services.ts'
import { ServiceCard } from './service-card.tsx'

/**
 * The overview's groups, in the order their first card appears: each service names its group in
 * its file (`category`); content/pages/services.yml gives each group its one line (`groups`).
 */
export function serviceGroups(cards: readonly Pick<ServiceCardData, 'category'>[]): string[] {
  return [...new Set(cards.map((c) => c.category))]
}

const ALL = 'All services'

/** What the status line says for a choice ('' for all): how many services show, and for what. */
function shownStatus(cards: readonly Pick<ServiceCardData, 'category'>[], group: string): string {
  if (!group) return `Showing all ${cards.length} services.`
  const count = cards.filter((c) => c.category === group).length
  return `Showing ${count === 1 ? 'the 1 service' : `the ${count} services`} for ${group}.`
}

/** A choice, drawn from aria-pressed (which a tap before hydration sets too): a tint and a ring. */
const CHOICE_CLASS =
  'group/choice min-h-11 border border-border bg-card text-left text-card-foreground shadow-soft transition-colors hover:border-primary/60 aria-pressed:border-primary aria-pressed:bg-secondary aria-pressed:ring-1 aria-pressed:ring-primary'

/** The choice's mark, as a radio button's: an empty ring, a tick in a filled disc once chosen. */
function Mark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-6 shrink-0 place-items-center rounded-full border-2 border-primary/60 text-primary-foreground group-aria-pressed/choice:border-primary group-aria-pressed/choice:bg-primary',
        className,
      )}
    >
      <Check className="invisible size-3.5 group-aria-pressed/choice:visible" strokeWidth={3} />
    </span>
  )
}

/**
 * After a group is chosen, its status line and cards come into view when the line sits low on the
 * screen (a phone's choices fill it): scrolled to the top, gently unless motion is reduced. The
 * tap script before hydration does the same (app/boot/taps.ts, answerChipTaps).
 */
function showResults(status: HTMLElement | null): void {
  const top = status?.getBoundingClientRect().top
  // Left alone where a reader sees it already: on screen, in its upper 60%.
  if (!status || top === undefined || (top >= 0 && top < innerHeight * 0.6)) return
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
  status.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' })
}

export interface FeaturedService {
  slug: string
  label: string
  /** The service page's picture (4:3), base path. */
  image: string
}

/**
 * "What brings you here?": the groups as choices a visitor picks by need (each its name and its one
 * line from content), then the cards under a heading per group, each with its count.
 * A choice shows only its group and a status line says how many show (announced); "All services"
 * shows every group again. Without JavaScript every group shows; before hydration a tap is
 * answered by app/boot/taps.ts (`chip`), which sets aria-pressed on the choices (siblings in one
 * element), `hidden` on the groups and on the status line's sentences, each rendered here so
 * hydration finds its own text.
 */
export function ServiceFilter({
  cards,
  groups: lines,
  featured,
  notSure,
}: {
  cards: readonly ServiceCardData[]
  groups: readonly { name: string; description: string }[]
  featured?: FeaturedService
  /** Under the choices: for a visitor none of them fits yet. */
  notSure?: ReactNode
}) {
  const [group, setGroup] = useState<string>('')
  const groups = serviceGroups(cards)
  // A choice made before hydration (it showed its group already): adopted.
  const choicesRef = useRef<HTMLDivElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const choose = (name: string) => {
    setGroup(name)
    // Measured in the next frame, on the layout with only that group shown.
    if (name) requestAnimationFrame(() => showResults(statusRef.current))
  }
  useAdoptTaps(() => {
    const pressed = choicesRef.current?.querySelector('[aria-pressed="true"]')?.getAttribute('data-chip')
    if (pressed) setGroup(pressed)
  })
  return (
    <>
      <fieldset className="min-w-0">
        <legend className="sr-only">Show services for</legend>
        <div ref={choicesRef} data-testid="service-chips" className="grid gap-3 md:grid-cols-2 md:gap-4">
          {groups.map((name, g) => {
            const description = lines.find((l) => l.name === name)?.description
            return (
              <button
                key={name}
                type="button"
                data-tap="chip"
                data-chip={name}
                aria-pressed={group === name}
                aria-labelledby={`service-choice-${g + 1}`}
                aria-describedby={description ? `service-choice-${g + 1}-line` : undefined}
                onClick={() => choose(name)}
                className={cn(
                  CHOICE_CLASS,
                  'grid grid-cols-[minmax(0,1fr)_auto] content-start items-center gap-x-4 gap-y-1 rounded-2xl px-4 py-3 sm:px-5 sm:py-4',
                )}
              >
                <span id={`service-choice-${g + 1}`} className="text-[1.0625rem] font-semibold sm:text-lg">
                  {name}
                </span>
                <Mark className="row-span-2" />
                {description ? (
                  <span id={`service-choice-${g + 1}-line`} className="text-base text-muted-foreground">
                    {description}
                  </span>
                ) : null}
              </button>
            )
          })}
          <button
            type="button"
            data-tap="chip"
            data-chip=""
            aria-pressed={group === ''}
            onClick={() => choose('')}
            className={cn(
              CHOICE_CLASS,
              'inline-flex items-center gap-3 justify-self-start rounded-full ps-5 pe-3 font-semibold md:col-span-2',
            )}
          >
            {ALL}
            <Mark />
          </button>
        </div>
      </fieldset>
      <TapScript kind="chip" />
      {notSure ? <div className="mt-5 sm:mt-6">{notSure}</div> : null}
      {/* Every sentence is in the page; the chosen one shows (the tap script flips `hidden`). */}
      <p
        ref={statusRef}
        role="status"
        data-testid="services-shown"
        className="mt-6 font-semibold text-foreground sm:mt-8"
      >
        {['', ...groups].map((name) => (
          <span key={name} data-chip-status={name} hidden={group !== name}>
            {shownStatus(cards, name)}
          </span>
        ))}
      </p>
      <div className="mt-6 space-y-10 sm:mt-8 sm:space-y-12">
        {groups.map((name, g) => {
          const inGroup = cards.filter((c) => c.category === name)
          const feature = inGroup.find((c) => c.slug === featured?.slug)
          // The featured card first, then the group's others in their order.
          const ordered = feature ? [feature, ...inGroup.filter((c) => c !== feature)] : inGroup
          const others = ordered.length - (feature ? 1 : 0)
          const headingId = `service-group-${g + 1}`
          return (
            <section
              key={name}
              aria-labelledby={headingId}
              data-service-group={name}
              hidden={group !== '' && group !== name}
            >
              {/* The group's name over a rule with its count: on a phone always under the name (beside
                  it when it fitted and under it when not, it moved from group to group), beside it
                  on the right from 640 px, where every name leaves room. */}
              <div className="mb-4 grid gap-1 border-b border-border pb-3 sm:mb-5 sm:flex sm:items-baseline sm:justify-between sm:gap-4">
                <h3 id={headingId} className="text-xl sm:text-[1.75rem]">
                  {name}
                </h3>
                <p className="shrink-0 text-base text-muted-foreground">
                  {inGroup.length === 1 ? '1 service' : `${inGroup.length} services`}
                </p>
              </div>
              {/* Two columns from 768 px, wide enough that no title wraps: rows stay level. */}
              <ul aria-label={name} className="grid gap-3 sm:gap-4 md:grid-cols-2">
                {ordered.map((service, i) => (
                  <li
                    key={service.slug}
                    className={cn(
                      // The featured card takes a row; an odd last card too, so no row has a hole.
                      (service === feature || (i === ordered.length - 1 && others % 2 === 1)) &&
                        'md:col-span-2',
                    )}
                  >
                    <ServiceCard service={service} featured={service === feature ? featured : undefined} />
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </>
  )
}
