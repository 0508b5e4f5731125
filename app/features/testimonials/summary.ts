import type { Testimonial, TestimonialSection } from '#app/content/testimonials.ts'

/** What the top of /testimonials shows: the lead quote, the rating figures, and the sections without the lead. */
export interface TestimonialsOverview {
  /** The quote ticked "lead" in content/testimonials.yml, with the section it belongs to; none when no quote is. */
  lead: { testimonial: Testimonial; sectionId: string } | undefined
  /** The sections as listed, each without the lead quote (it is shown once, at the top). */
  sections: TestimonialSection[]
  /** The mean of the ratings on the page, to one decimal, and how many quotes it is drawn from. */
  rating: { average: number; count: number }
}

export function testimonialsOverview(all: readonly TestimonialSection[]): TestimonialsOverview {
  let lead: TestimonialsOverview['lead']
  for (const section of all)
    for (const testimonial of section.testimonials)
      if (testimonial.lead && !lead) lead = { testimonial, sectionId: section.id }
  const ratings = all.flatMap((section) => section.testimonials.map((t) => t.rating))
  const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0
  return {
    lead,
    sections: all.map((section) => ({
      ...section,
      testimonials: section.testimonials.filter((t) => t !== lead?.testimonial),
    })),
    rating: { average: Math.round(average * 10) / 10, count: ratings.length },
  }
}
