import { Quote } from 'lucide-react'
import { Container } from '#app/components/ui/container.tsx'
import { StarRating } from '#app/components/ui/star-rating.tsx'
import type { Testimonial } from '#app/content/testimonials.ts'

/** The page's lead quote, large, under the hero: the one client voice a skimming visitor reads. */
export function LeadQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <section aria-label="A client’s words" className="py-12 sm:py-16">
      <Container className="max-w-3xl">
        <figure data-testid="lead-quote" className="text-center">
          <Quote aria-hidden="true" className="mx-auto size-10 text-primary/40" />
          <StarRating rating={testimonial.rating} className="mx-auto mt-4 block" />
          <blockquote className="mt-5 font-serif text-2xl leading-snug text-balance sm:text-3xl sm:leading-snug">
            <p>“{testimonial.quote}”</p>
          </blockquote>
          {/* The name, the date under it: as on every card below (review r5: one place, one style). */}
          <figcaption className="mt-5 text-muted-foreground">
            <span className="block font-semibold text-foreground">{testimonial.name}</span>
            <span data-testid="quote-date" className="block text-sm">
              {testimonial.date}
            </span>
          </figcaption>
        </figure>
      </Container>
    </section>
  )
}

/**
 * The figures the page's quotes support, and no more: "5.0 out of 5 from 14 testimonials below"
 * (the mean of their ratings and their number, counted when the site is built).
 */
export function RatingSummary({ average, count }: { average: number; count: number }) {
  const figure = average.toFixed(1)
  return (
    <p data-testid="rating-summary" className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
      <StarRating rating={average} label={`Rated ${figure} out of 5`} />
      <span>
        <span className="font-semibold">{figure} out of 5</span>
        <span className="text-muted-foreground"> from {count} testimonials below</span>
      </span>
    </p>
  )
}
