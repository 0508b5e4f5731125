import { Card } from '#app/components/ui/card.tsx'
import { Container } from '#app/components/ui/container.tsx'
import type { TestimonialSection } from '#app/content/testimonials.ts'
import { cn } from '#app/lib/cn.ts'

/** One anchored group of quotes (its heading takes focus when jumped to). */
export function TestimonialList({ section, shaded }: { section: TestimonialSection; shaded?: boolean }) {
  const headingId = `${section.id}-heading`
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={cn('py-14 sm:py-16', shaded && 'bg-secondary/60')}
    >
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} tabIndex={-1} className="text-3xl sm:text-4xl">
            {section.title}
          </h2>
          <p className="mt-3 text-muted-foreground">{section.intro}</p>
        </div>
        {/* One card width on the whole page (a third of the row from 1024 px, a half from 768 px),
            the last row too: a short last row is centred at that width (review r5 read a lone last
            card stretched across the row as a different kind of card). No stars on the cards: the
            rating above the sections says it once for all of them (decision 0170). The name, then
            the date on a line of its own, in one place and one style whether it gives a month or
            a year only (the spec allows both). */}
        <ul data-testid="quote-list" className="mt-10 grid gap-6 md:grid-cols-4 lg:grid-cols-6">
          {section.testimonials.map((t, index) => (
            <li
              key={`${t.name}-${t.date}`}
              className={cn('md:col-span-2', lastRowStart(index, section.testimonials.length))}
            >
              <Card as="figure" className="flex h-full flex-col p-6 text-card-foreground shadow-soft">
                <blockquote className="flex-1">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-border pt-4 text-sm">
                  <span className="block font-semibold">{t.name}</span>
                  <span data-testid="quote-date" className="block text-muted-foreground">
                    {t.date}
                  </span>
                </figcaption>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

/**
 * Where the card at `index` of `count` starts when it begins a short last row, so that row sits in
 * the middle at the grid's card width: two cards to a row from 768 px (a four-track grid, each card
 * two tracks), three from 1024 px (six tracks). Empty for every other card.
 */
export function lastRowStart(index: number, count: number): string {
  const classes: string[] = []
  if (count % 2 === 1 && index === count - 1) classes.push('md:col-start-2')
  const left = count % 3
  if (left !== 0 && index === count - left) classes.push(left === 1 ? 'lg:col-start-3' : 'lg:col-start-2')
  else if (classes.length > 0) classes.push('lg:col-start-auto')
  return classes.join(' ')
}
