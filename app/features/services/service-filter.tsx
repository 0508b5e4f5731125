import { CalendarHeart, ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { practice } from '#app/config/practice.ts'
import type { ServiceCard as ServiceCardData } from '#app/content/services.ts'
import { cn } from '#app/lib/cn.ts'
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

/** The free consultation in three words, on the booking card. */
const CALL_FACTS = ['Free', '15 minutes', 'By phone']

const chipClass = (pressed: boolean) =>
  cn(
    'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-[0.95rem] font-semibold whitespace-nowrap transition-colors',
    pressed
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-border bg-card text-foreground hover:bg-muted',
  )

/**
 * Classes that let the booking card fill what the last row leaves empty: `shown` cards in two
 * columns (768 px) and three (1024 px); a full row gets a full-width booking card.
 */
export function bookingCardSpan(shown: number): string {
  const md = shown % 2 === 0 ? 'md:col-span-2' : 'md:col-span-1'
  const lg = ['lg:col-span-3', 'lg:col-span-2', 'lg:col-span-1'][shown % 3]
  return `${md} ${lg}`
}

export interface BookingCardCopy {
  heading: string
  text: string
  linkLabel: string
}

/**
 * The service cards with a row of group chips above them. Choosing a group shows only its
 * cards (a toggle button each, so the state is announced); without JavaScript every card shows.
 * On a phone the chips stay one row that scrolls sideways (swipe, or Tab through them: the
 * focused chip scrolls into view). A booking card ends the grid and fills its last row.
 */
export function ServiceFilter({
  cards,
  booking,
}: {
  cards: readonly ServiceCardData[]
  booking: BookingCardCopy
}) {
  const [group, setGroup] = useState<string>(ALL)
  const shown = (category: string) => group === ALL || category === group
  const count = cards.filter((c) => shown(c.category)).length
  // Which ends of the phone's chip row have more chips beyond the screen's edge: a fade there says
  // the row scrolls (before hydration the row is at its start, so only the right one shows).
  const [more, setMore] = useState({ left: false, right: true })
  return (
    <>
      <fieldset className="relative mb-6 min-w-0 sm:mb-8">
        <legend className="sr-only">Show services for</legend>
        <div
          data-testid="service-chips"
          onScroll={(e) => {
            const row = e.currentTarget
            const left = row.scrollLeft > 1
            const right = row.scrollLeft + row.clientWidth < row.scrollWidth - 1
            if (left !== more.left || right !== more.right) setMore({ left, right })
          }}
          className="-ms-4 me-8 flex scroll-ps-4 scroll-pe-1 gap-2 overflow-x-auto ps-4 pe-1 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        >
          {[ALL, ...serviceGroups(cards)].map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={group === name}
              onClick={() => setGroup(name)}
              // Chromium leaves a half-visible chip where it is on focus: bring the whole chip in.
              onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
              className={chipClass(group === name)}
            >
              {name}
            </button>
          ))}
        </div>
        {/* The fade alone was too faint to see (review r3): a chevron in a disc sits in it, on the
            side with more chips, so the row reads as one that scrolls. Decoration: swiping or Tab
            reaches every chip. At rest the row stops 32 px short of the content's edge (me-8) and
            the right disc sits in that gutter, so it covers no chip's words (review r4 read "H…"
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
                'pointer-events-none absolute inset-y-0 flex w-20 items-center from-background to-transparent sm:hidden',
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
      {/* One grid: the list's items and the booking card after them (the list stays a list of services). */}
      <div className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        <ul aria-label="Services" className="contents">
          {cards.map((service) => (
            <li key={service.slug} hidden={!shown(service.category)} className={CARD_ROWS}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
        <Card
          as="section"
          aria-labelledby="booking-card-heading"
          data-testid="booking-card"
          className={cn(
            'flex flex-col items-start gap-4 border-primary/30 bg-secondary p-5 text-secondary-foreground shadow-soft sm:p-6 md:row-span-4 lg:px-5',
            bookingCardSpan(count),
          )}
        >
          <span className="grid size-11 place-items-center rounded-full bg-primary/10 text-primary sm:size-12">
            <CalendarHeart aria-hidden="true" className="size-5 sm:size-6" strokeWidth={1.75} />
          </span>
          <h3 id="booking-card-heading" className="text-2xl">
            {booking.heading}
          </h3>
          <p>{booking.text}</p>
          {/* What the call is, as the spec says it: free, 15 minutes, by phone. */}
          <ul aria-label="The consultation" className="flex flex-wrap gap-2 text-[0.95rem]">
            {CALL_FACTS.map((fact) => (
              <li key={fact} className="rounded-full border border-primary/25 bg-card/70 px-3 py-1">
                {fact}
              </li>
            ))}
          </ul>
          {/* The actions end the card, level with the neighbours' "About …" links, and the phone is
              the other way in: no empty band under a button (review r3). */}
          <div
            data-testid="booking-card-actions"
            className="mt-auto flex flex-col items-start gap-1 self-stretch pt-2"
          >
            {/* One line at 375 and in its one third of the row at 1440 (it wrapped with the full padding). */}
            <ButtonLink to="/contact" className="text-base max-sm:w-full max-sm:px-2 sm:px-4">
              {booking.linkLabel}
            </ButtonLink>
            <p className="text-[0.95rem]">
              or call{' '}
              <TextLink to={practice.phone.href} className="inline-flex min-h-11 items-center">
                {practice.phone.display}
              </TextLink>
            </p>
          </div>
        </Card>
      </div>
    </>
  )
}
