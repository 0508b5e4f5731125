/** Client testimonials in the four sections of /testimonials, from content/testimonials.yml. */
import { data } from '#app/content/generated/testimonials.ts'

export type { Testimonial, TestimonialSection } from '#app/content/schemas/testimonials.ts'
export const testimonialSections = data
