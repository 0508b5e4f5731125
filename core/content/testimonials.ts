/** Client testimonials in the four sections of /testimonials, from content/testimonials.yml. */
import { data } from '#core/content/generated/testimonials.ts'

export type { Testimonial, TestimonialSection } from '#core/content/schemas/testimonials.ts'
export const testimonialSections = data
