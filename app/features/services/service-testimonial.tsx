import { Quote } from 'lucide-react'
import { StarRating } from '#app/components/ui/star-rating.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import type { Testimonial, TestimonialSection } from '#core/content/testimonials.ts'

/** A client's words shown on a service page, with the /testimonials section it comes from. */
export type ServiceTestimonial = Omit<Testimonial, 'service'> & { more: string }

/**
 * The quote that names this service in content/testimonials.yml (its `service` field), the first
 * one in the file when several do; none when no quote names it.
 */
export function testimonialFor(
  slug: string,
  sections: readonly TestimonialSection[],
): ServiceTestimonial | undefined {
  for (const section of sections)
    for (const { service, ...quote } of section.testimonials)
      if (service === slug) return { ...quote, more: `/testimonials#${section.id}` }
  return undefined
}

/** The quote as a figure: stars, the words, who and when, and the way to more of them. */
export function TestimonialQuote({ testimonial }: { testimonial: ServiceTestimonial }) {
  return (
    <figure className="relative rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-soft sm:p-10">
      <Quote aria-hidden="true" className="size-9 text-primary/40" />
      <StarRating rating={testimonial.rating} className="mt-4" />
      <blockquote className="mt-4 font-serif text-xl leading-relaxed sm:text-2xl sm:leading-relaxed">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <span>
          <span className="font-semibold">{testimonial.name}</span>
          <span className="text-muted-foreground">
            {' · '}
            {testimonial.date}
          </span>
        </span>
        <TextLink to={testimonial.more} className="inline-flex min-h-11 items-center">
          More client stories
        </TextLink>
      </figcaption>
    </figure>
  )
}
