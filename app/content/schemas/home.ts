/**
 * Build-time schema of the home page copy (app/content/home.ts). Only validate-content.ts and tests import this file; the
 * data module imports its types only (erased by TypeScript), so zod never reaches the browser.
 */
import { z } from 'zod'

const internalPath = z.string().regex(/^\/[\w\-/#]*$/)
const linkSchema = z.object({ label: z.string().min(1), to: internalPath })
const paragraphs = z.array(z.string().min(1)).min(1)

export const homeSchema = z.object({
  hero: z.object({
    eyebrow: z.string().min(1),
    /** Typed out under the name (decorative; also in the HTML in full). */
    tagline: z.string().min(1),
    intro: z.string().min(1),
    primary: linkSchema,
    secondary: linkSchema,
  }),
  expertise: z.object({
    heading: z.string().min(1),
    intro: z.string().min(1),
    items: z
      .array(z.object({ title: z.string().min(1), description: z.string().min(1), to: internalPath }))
      .length(3),
    linkLabel: z.string().min(1),
  }),
  awards: z.object({ intro: z.string().min(1) }),
  podcasts: z.object({ heading: z.string().min(1), intro: z.string().min(1) }),
  book: z.object({
    eyebrow: z.string().min(1),
    heading: z.string().min(1),
    body: paragraphs,
    link: linkSchema,
    imageAlt: z.string(),
  }),
  retreats: z.object({
    eyebrow: z.string().min(1),
    heading: z.string().min(1),
    body: paragraphs,
    /** `context`: words only screen readers and search engines get, so "Learn More" names its target. */
    learnMore: linkSchema.extend({ context: z.string().min(1) }),
    waitingList: linkSchema,
    imageAlt: z.string(),
  }),
  meet: z.object({
    heading: z.string().min(1),
    experience: z.string().min(1),
    body: paragraphs,
    link: linkSchema,
    imageAlt: z.string(),
  }),
  newsletter: z.object({
    heading: z.string().min(1),
    intro: z.string().min(1),
    /** The four benefits, spec section 2. */
    benefits: z.array(z.string().min(1)).length(4),
  }),
  closing: z.object({
    heading: z.string().min(1),
    body: z.string().min(1),
    link: linkSchema,
  }),
})
export type HomeContent = z.infer<typeof homeSchema>
