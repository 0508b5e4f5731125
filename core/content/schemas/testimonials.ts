/** Client testimonials in the four sections of /testimonials: content/testimonials.yml. */
import { z } from 'zod'
import { form, serviceId } from './fields.ts'

export const testimonialSchema = form({
  quote: z.string().trim().min(20).meta({ widget: 'text' }),
  /** Always five stars on this page. */
  rating: z.literal(5),
  /** First name and last initial, e.g. "Maria S.". */
  name: z.string().regex(/^[A-Z][a-z]+ [A-Z]\.$/),
  /** "March 2024" or "2023". */
  date: z
    .string()
    .regex(
      /^((January|February|March|April|May|June|July|August|September|October|November|December) )?\d{4}$/,
    ),
  /** The service page that shows this quote too (the first quote naming a service is the one shown). */
  service: serviceId().optional().meta({
    widget: 'relation',
    collection: 'services',
    description:
      'Also show this quote on that service’s page (optional; the first quote naming a service is shown)',
  }),
  /** The one quote shown large at the top of /testimonials (instead of in its section). */
  lead: z.boolean().default(false).meta({
    description: 'Show this quote large at the top of the page instead of in its section (one quote at most)',
  }),
})
export type Testimonial = z.infer<typeof testimonialSchema>

export const testimonialSectionSchema = form({
  /** The section's anchor id (/testimonials#id). */
  id: z.enum(['depression', 'anxiety', 'hypnotherapy', 'other']),
  /** The section's name: its heading, and the words of its button at the top of the page (one name
   *  for one thing: a reader read "Other" on the button and another heading under it). */
  title: z.string().min(1).max(24).meta({
    description:
      'The section heading, also the words of its button at the top of the page (24 characters at most)',
  }),
  intro: z.string().min(1),
  testimonials: z.array(testimonialSchema).min(3),
})
export type TestimonialSection = z.infer<typeof testimonialSectionSchema>

/** The four sections of /testimonials. */
export const testimonialsSchema = form({ sections: z.array(testimonialSectionSchema).length(4) }).superRefine(
  ({ sections }, ctx) => {
    const leads = sections.flatMap((section, s) =>
      section.testimonials.flatMap((t, i) => (t.lead ? [[s, i] as const] : [])),
    )
    for (const [s, i] of leads.slice(1))
      ctx.addIssue({
        code: 'custom',
        path: ['sections', s, 'testimonials', i, 'lead'],
        message: `only one quote can lead the page (already ticked on "${sections[leads[0]![0]]!.testimonials[leads[0]![1]]!.name}"): untick one`,
      })
    for (const [s] of leads)
      if (sections[s]!.testimonials.length < 4)
        ctx.addIssue({
          code: 'custom',
          path: ['sections', s, 'testimonials'],
          message:
            'a section needs three quotes besides its lead quote: add one, or tick Lead on a quote in a larger section',
        })
  },
)
