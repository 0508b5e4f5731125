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
        {/* One column width on the whole page (a third of the row from 1024 px, a half from 768 px);
            a short last row is filled, not left with a lone centred card (review r3): a card alone
            on its row spans it, two cards on a row of three share it. No stars on the cards: the
            rating above the sections says it once for all of them (decision 0170). */}
        <ul data-testid="quote-list" className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {section.testimonials.map((t, index) => {
            const wide = lastRowSpan(index, section.testimonials.length)
            // Alone on a row of three: the quote in a reading measure, the name beside it.
            const full = wide.includes('lg:col-span-6')
            return (
              <li
                key={`${t.name}-${t.date}`}
                data-wide={wide || undefined}
                className={wide || 'lg:col-span-2'}
              >
                <Card
                  as="figure"
                  className={cn(
                    'flex h-full flex-col p-6 text-card-foreground shadow-soft',
                    full && 'lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-center lg:gap-12 lg:px-10',
                  )}
                >
                  <blockquote className={cn('flex-1', full && 'lg:font-serif lg:text-xl lg:leading-relaxed')}>
                    <p>“{t.quote}”</p>
                  </blockquote>
                  <figcaption
                    className={cn(
                      'mt-5 text-sm',
                      full && 'lg:mt-0 lg:border-l lg:border-border lg:py-2 lg:pl-8',
                    )}
                  >
                    <span className="font-semibold">{t.name}</span>
                    <span className="text-muted-foreground">
                      {' · '}
                      {t.date}
                    </span>
                  </figcaption>
                </Card>
              </li>
            )
          })}
        </ul>
      </Container>
    </section>
  )
}

/**
 * The grid classes of the card at `index` of `count` when it sits on a short last row: two columns
 * from 768 px, three (of a six-track grid) from 1024 px. Empty for a card on a full row.
 */
export function lastRowSpan(index: number, count: number): string {
  const classes: string[] = []
  if (count % 2 === 1 && index === count - 1) classes.push('md:col-span-2')
  const left = count % 3
  if (left === 1 && index === count - 1) classes.push('lg:col-span-6')
  else if (left === 2 && index >= count - 2) classes.push('lg:col-span-3')
  else if (classes.length > 0) classes.push('lg:col-span-2')
  return classes.join(' ')
}
