import { Card } from '#app/components/ui/card.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { StarRating } from '#app/components/ui/star-rating.tsx'
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
        {/* One column width on the whole page (a third of the row from 1024 px, a half from 768 px),
            whatever a section's count: a short last row is centred, not stretched (review r2: the
            sections switched between three and two columns). */}
        <ul data-testid="quote-list" className="mt-10 flex flex-wrap justify-center gap-6">
          {section.testimonials.map((t) => (
            <li
              key={`${t.name}-${t.date}`}
              className="w-full md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
            >
              <Card as="figure" className="flex h-full flex-col p-6 text-card-foreground shadow-soft">
                <StarRating rating={t.rating} />
                <blockquote className="mt-4 flex-1">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="font-semibold">{t.name}</span>
                  <span className="text-muted-foreground">
                    {' · '}
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
