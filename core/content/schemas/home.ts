/** The home page's words and links: content/pages/home.yml. */
import { z } from 'zod'
import { form, line, paragraph, phoneLink, serviceId, sitePath } from './fields.ts'

const internalPath = sitePath()
const linkFields = { label: z.string().min(1), to: internalPath }
const linkSchema = form(linkFields)
const paragraphs = z.array(paragraph()).min(1)

export const homeSchema = form({
  hero: form({
    /** Typed out under the name (decorative; also in the HTML in full). */
    tagline: z.string().min(1),
    intro: paragraph(),
    primary: linkSchema,
    secondary: linkSchema,
    /** The client quote in the first screen: the name of a testimonial in content/testimonials.yml. */
    quoteFrom: z.string().min(1).meta({
      description:
        'The name of a client quote in Testimonials (e.g. "Priya N.") to show in the first screen; a short one reads best',
    }),
  }),
  expertise: form({
    heading: z.string().min(1),
    intro: paragraph(),
    /** Three cards, each leading to the service page it names (by its file name). */
    items: z
      .array(
        form({
          title: z.string().min(1),
          description: z.string().min(1),
          service: serviceId(),
        }),
      )
      .length(3),
    linkLabel: z.string().min(1),
  }),
  awards: form({ intro: paragraph() }),
  podcasts: form({ heading: z.string().min(1), intro: paragraph() }),
  /** The band that holds the book and the retreats, two items under one heading. */
  projects: form({ eyebrow: z.string().min(1), heading: z.string().min(1) }),
  book: form({
    eyebrow: z.string().min(1),
    heading: z.string().min(1),
    body: paragraphs,
    link: linkSchema,
    imageAlt: z.string(),
  }),
  retreats: form({
    eyebrow: z.string().min(1),
    heading: z.string().min(1),
    body: paragraphs,
    /** `context`: words only screen readers and search engines get, so "Learn More" names its target. */
    learnMore: form({ ...linkFields, context: z.string().min(1) }),
    waitingList: linkSchema,
    imageAlt: z.string(),
  }),
  meet: form({
    heading: z.string().min(1),
    experience: paragraph(),
    body: paragraphs,
    link: linkSchema,
    /** Also the hero portrait's description. */
    imageAlt: z.string(),
    /** The Meet picture (public/images/home/meet): not the hero's portrait again. */
    pictureAlt: z.string().meta({
      description:
        'What the Meet picture (public/images/home/meet-960.webp and its sizes) shows, e.g. "The practitioner in her office". Leave empty while it is the placeholder scene',
    }),
  }),
  newsletter: form({
    heading: z.string().min(1),
    intro: paragraph(),
    /** The four benefits of subscribing. */
    benefits: z.array(z.string().min(1)).length(4),
  }),
})
export type HomeContent = z.infer<typeof homeSchema>

/**
 * The home page's "What to expect" band (content/pages/home-expect.yml): what happens after a visitor
 * reaches out, a few first questions and the page's one call to action (`closing`). A file of its
 * own, so its words load with the band, not with the first screen's script. The fees shown beside
 * it are the services overview's (content/pages/services.yml), written once.
 */
export const homeExpectSchema = form({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  intro: paragraph(),
  /** In order, from the first contact: each true whether booking online is on or off. */
  steps: z
    .array(form({ title: z.string().min(1), text: paragraph() }))
    .min(2)
    .max(4)
    .meta({ description: 'What happens after someone reaches out, in order (two to four steps)' }),
  /** The fees come from the services overview (content/pages/services.yml), written once. */
  feesLinkLabel: z.string().min(1),
  questionsHeading: z.string().min(1),
  questions: z
    .array(
      form({
        question: z.string().min(1),
        answer: paragraph(),
        /** Numbers to call or text, shown as links right after the answer (988 and 911 under "in crisis"). */
        calls: z
          .array(form({ label: line(), href: phoneLink() }))
          .max(3)
          .optional()
          .meta({
            description: 'Numbers to call or text right from the answer, e.g. "Call 988" and tel:988',
          }),
      }),
    )
    .min(1)
    .max(5)
    .meta({ description: 'Short questions a first-time visitor asks, with their answers (one to five)' }),
  closing: form({
    heading: z.string().min(1),
    body: paragraph(),
    link: linkSchema,
  }),
})
export type HomeExpect = z.infer<typeof homeExpectSchema>
