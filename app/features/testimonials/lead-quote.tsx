import { MessageSquareQuote, Quote } from 'lucide-react'
import { Container } from '#app/components/ui/container.tsx'
import { StarRating } from '#app/components/ui/star-rating.tsx'
import type { Testimonial } from '#core/content/testimonials.ts'

/**
 * The page's lead quote, large, under the hero: the one client voice a skimming visitor reads. From
 * the left on a phone, as the hero and the sections; centred from 640 px.
 */
export function LeadQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <section aria-label="A client’s words" className="py-12 sm:py-16">
      <Container className="max-w-3xl">
        <figure data-testid="lead-quote" className="sm:text-center">
          <Quote aria-hidden="true" className="size-10 text-primary/40 sm:mx-auto" />
          <StarRating rating={testimonial.rating} className="mt-4 block sm:mx-auto" />
          <blockquote className="mt-5 font-serif text-2xl leading-snug text-balance sm:text-3xl sm:leading-snug">
            <p>“{testimonial.quote}”</p>
          </blockquote>
          {/* The name, the date under it: as on every card below (one place, one style). */}
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
 * What the quotes below are, said plainly: how many and whose words ("14 testimonials from
 * clients"), and how they are signed, counted when the site is built. No score: the page shows the
 * quotes the practice chose, and a mean of those read as the practice rating itself.
 * Two short lines, each its own block, so the web fonts' arrival re-wraps nothing (one run of
 * text, it moved a line when they swapped in on a phone).
 */
export function TestimonialCount({ count }: { count: number }) {
  return (
    <p data-testid="testimonial-count" className="flex items-center gap-3 text-left sm:justify-center">
      <MessageSquareQuote aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <span>
        <span className="block font-semibold">
          {count} {count === 1 ? 'testimonial' : 'testimonials'} from clients
        </span>
        <span className="block text-sm text-muted-foreground">
          Signed with a first name and initial, for privacy.
        </span>
      </span>
    </p>
  )
}
