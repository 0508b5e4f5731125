/** Copy of the contact page. Contact details, hours and the form come from app/config/practice.ts. */
import { z } from 'zod'

const text = z.string().trim().min(1)
const href = z.string().regex(/^(tel|sms):[+\d?&=A-Za-z]+$/)

const contactSchema = z.object({
  hero: z.object({ title: text, intro: text }),
  formHeading: text,
  formIntro: text,
  emergency: z.object({
    heading: text,
    intro: text,
    lines: z
      .array(z.object({ label: text, text, links: z.array(z.object({ label: text, href })).min(1) }))
      .length(3),
    note: text,
  }),
  photos: z.object({
    heading: text,
    items: z.array(z.object({ src: z.string().startsWith('/images/contact/'), alt: text })).length(3),
  }),
})

export const contactPage = contactSchema.parse({
  hero: {
    title: 'Contact',
    intro:
      'Reaching out is often the hardest step. Send a message or call, and we will get back to you to arrange a free 15-minute phone consultation.',
  },
  formHeading: 'Send a message',
  formIntro:
    'Tell us a little about what you are looking for. Please do not include detailed health information; we can talk about that in person.',
  emergency: {
    heading: 'If you are in crisis',
    intro:
      'This practice cannot respond to emergencies. If you or someone you know needs help right now, please reach out to one of these free services, any time of day or night.',
    lines: [
      {
        label: 'Crisis Text Line',
        text: 'Text HOME to 741741',
        links: [{ label: 'Text HOME to 741741', href: 'sms:741741?&body=HOME' }],
      },
      {
        label: '988 Suicide & Crisis Lifeline',
        text: 'Call or text 988',
        links: [
          { label: 'Call 988', href: 'tel:988' },
          { label: 'Text 988', href: 'sms:988' },
        ],
      },
      {
        label: 'Immediate danger',
        text: 'Call 911',
        links: [{ label: 'Call 911', href: 'tel:911' }],
      },
    ],
    note: 'You can also go to your nearest emergency room.',
  },
  photos: {
    heading: 'Inside the office',
    items: [
      { src: '/images/contact/office-1', alt: 'The calm, softly lit therapy room with two armchairs' },
      { src: '/images/contact/office-2', alt: 'A quiet waiting area with plants and natural light' },
      { src: '/images/contact/office-3', alt: 'A sunlit corner of the office with a reading chair' },
    ],
  },
})
