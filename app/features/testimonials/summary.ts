import type { Testimonial, TestimonialSection } from '#core/content/testimonials.ts'

/** What the top of /testimonials shows: the lead quote, how many quotes there are, and the sections without the lead. */
export interface TestimonialsOverview {
  /** The quote ticked "lead" in content/testimonials.yml, with the section it belongs to; none when no quote is. */
  lead: { testimonial: Testimonial; sectionId: string } | undefined
  /** The sections as listed, each without the lead quote (it is shown once, at the top). */
  sections: TestimonialSection[]
  /**
   * How many quotes the page shows. No mean rating: the quotes are the ones
   * the practice chose to show, so an average of them rates nothing ("5.0 out of 5" would read as
   * the practice's rating itself).
   */
  count: number
}

export function testimonialsOverview(all: readonly TestimonialSection[]): TestimonialsOverview {
  let lead: TestimonialsOverview['lead']
  for (const section of all)
    for (const testimonial of section.testimonials)
      if (testimonial.lead && !lead) lead = { testimonial, sectionId: section.id }
  return {
    lead,
    sections: all.map((section) => ({
      ...section,
      testimonials: section.testimonials.filter((t) => t !== lead?.testimonial),
    })),
    count: all.reduce((sum, section) => sum + section.testimonials.length, 0),
  }
}
