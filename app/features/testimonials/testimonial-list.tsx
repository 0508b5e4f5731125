import { Card } from '#app/components/ui/card.tsx'
import { Container } from '#app/components/ui/container.tsx'
import type { TestimonialSection } from '#app/content/testimonials.ts'
import { cn } from '#app/lib/cn.ts'

/** One anchored group of quotes (its heading takes focus when jumped to). */
export function TestimonialList({ section, shaded }: { section: TestimonialSection; shaded?: boolean }) {
  const headingId = `${section.id}-heading`
  // Four quotes: one row of four from 1280 px, so every section reads as one row of quotes
  // (review r8: a 2 × 2 grid among rows of three read as a break).
  const four = section.testimonials.length === 4
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={cn('py-14 sm:py-16', shaded && 'bg-secondary/60')}
    >
      <Container>
        {/* From the left on a phone, as the hero above (review r8), centred from 640 px. */}
        <div className="mx-auto max-w-2xl sm:text-center">
          <h2 id={headingId} tabIndex={-1} className="text-3xl sm:text-4xl">
            {section.title}
          </h2>
          <p className="mt-3 text-muted-foreground">{section.intro}</p>
        </div>
        {/* No row of one card where the count allows it (review r6 read a lone last card, centred
            on its row, as left over): see cardSpan. No stars on the cards: the rating above the
            sections says it once for all of them (decision 0170). The name, then the date on a line
            of its own, in one place and one style whether it gives a month or a year only (the spec
            allows both). */}
        <ul
          data-testid="quote-list"
          className={cn('mt-10 grid gap-6 md:grid-cols-4 lg:grid-cols-6', four && 'xl:grid-cols-4')}
        >
          {section.testimonials.map((t, index) => (
            <li
              key={`${t.name}-${t.date}`}
              className={cn(cardSpan(index, section.testimonials.length), four && 'xl:col-span-1')}
            >
              <Card as="figure" className="flex h-full flex-col p-6 text-card-foreground shadow-soft">
                {/* Serif, as the lead quote and the home page's quote (review r8: mixed faces). */}
                <blockquote className="flex-1 font-serif text-lg leading-relaxed">
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
 * The tracks the card at `index` of `count` spans, so that no row holds a single card where the
 * count allows it and the cards of one row share a width. From 768 px (four tracks) two cards to a
 * row; an odd count opens with one card across the row rather than ending on one. From 1024 px (six
 * tracks) three to a row; a count that would leave one card over (4, 7, 10…) puts its first two
 * and last two cards in halves (2 + 2, 2 + 3 + 2…), one that leaves two over ends on two halves.
 */
export function cardSpan(index: number, count: number): string {
  const md = count % 2 === 1 && index === 0 ? 'md:col-span-4' : 'md:col-span-2'
  const over = count % 3
  const half =
    (over === 1 && count > 3 && (index < 2 || index >= count - 2)) || (over === 2 && index >= count - 2)
  return `${md} ${half ? 'lg:col-span-3' : 'lg:col-span-2'}`
}
