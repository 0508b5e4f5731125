import { Quote } from 'lucide-react'
import { Card } from '#app/components/ui/card.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { StarRating } from '#app/components/ui/star-rating.tsx'
import { cn } from '#app/lib/cn.ts'
import type { TestimonialSection } from '#core/content/testimonials.ts'

/** One anchored group of quotes (its heading takes focus when jumped to). */
export function TestimonialList({ section, shaded }: { section: TestimonialSection; shaded?: boolean }) {
  const headingId = `${section.id}-heading`
  // The first quote leads its section, large across the row; the rest are cards, at most three to
  // a row (fourteen identical boxes, and a row of four at 1440 px read as a break and squeezed
  // the quotes). On the page's own colour the lead quote lies on the sage tint; on a sage band it
  // is a card, lighter than the band like the cards under it (a teal tint over the sage made a
  // grey panel whose grey words stood out too little).
  const [featured, ...rest] = section.testimonials
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={cn('py-14 sm:py-16', shaded && 'bg-secondary/60')}
    >
      <Container>
        {/* Ranged left at every width, on the edge of the opening's words above (split with the
            lead quote, the opening ranges left). */}
        <div className="max-w-2xl">
          <h2 id={headingId} tabIndex={-1} className="text-3xl sm:text-4xl">
            {section.title}
          </h2>
          <p className="mt-3 text-muted-foreground">{section.intro}</p>
        </div>
        {/* Ranged left too, its words on the cards' inner edge (24 px in), so the section has one
            edge for headings and one for quotes. */}
        {featured ? (
          <figure
            data-testid="featured-quote"
            className={cn(
              'mt-10 rounded-2xl px-6 py-8 sm:py-10',
              shaded ? 'border border-border bg-card text-card-foreground shadow-soft' : 'bg-secondary/60',
            )}
          >
            <Quote aria-hidden="true" className="size-8 text-primary/50" />
            <StarRating rating={featured.rating} className="mt-3 block h-4.5" />
            <blockquote className="mt-4 max-w-4xl font-serif text-xl leading-snug text-pretty sm:text-2xl sm:leading-snug">
              <p>“{featured.quote}”</p>
            </blockquote>
            <Caption name={featured.name} date={featured.date} className="mt-6" />
          </figure>
        ) : null}
        {/* No row of one card where the count allows it (a lone last card, centred on its row,
            reads as left over): see cardSpan. Each quote carries its own rating (the spec's
            five-star quotes), small and quiet above the words, one image to a screen reader ("5 out
            of 5 stars"). The name, then the date on a line of its own, in one place and one style
            whether it gives a month or a year only (the spec allows both). */}
        {rest.length > 0 ? (
          <ul data-testid="quote-list" className="mt-6 grid gap-6 md:grid-cols-4 lg:grid-cols-6">
            {rest.map((t, index) => (
              <li key={`${t.name}-${t.date}`} className={cardSpan(index, rest.length)}>
                <Card as="figure" className="flex h-full flex-col p-6 text-card-foreground shadow-soft">
                  <StarRating rating={t.rating} className="block h-4" />
                  {/* Serif, as the lead quote and the home page's quote (mixed faces). */}
                  <blockquote className="mt-3 flex-1 font-serif text-lg leading-relaxed sm:text-[1.1875rem]">
                    <p>“{t.quote}”</p>
                  </blockquote>
                  <Caption name={t.name} date={t.date} className="mt-5 border-t border-border pt-4" />
                </Card>
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  )
}

/** Who said it, then when, on a line of its own: one place and one style for every quote. */
function Caption({ name, date, className }: { name: string; date: string; className?: string }) {
  return (
    <figcaption className={cn('text-sm', className)}>
      <span className="block font-semibold">{name}</span>
      <span data-testid="quote-date" className="block text-muted-foreground">
        {date}
      </span>
    </figcaption>
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
