/** Copy of the About page. Name, credentials, licenses, education and hours come from app/config/practice.ts. */
import { z } from 'zod'
import { practice } from '#app/config/practice.ts'

const text = z.string().trim().min(1)

const aboutSchema = z.object({
  hero: z.object({ eyebrow: text, intro: text }),
  bio: z.object({ heading: text, paragraphs: z.array(text).min(2) }),
  highlights: z.array(z.object({ value: text, label: text })).min(3),
  specialisations: z.object({ heading: text, items: z.array(text).min(5) }),
  approach: z.object({ heading: text, paragraphs: z.array(text).min(1) }),
  journey: z.object({
    heading: text,
    intro: text,
    milestones: z.array(z.object({ year: z.number().int().min(1950).max(2100), title: text, text })).min(6),
  }),
  book: z.object({ heading: text, paragraphs: z.array(text).min(1) }),
  closing: z.object({ heading: text, text }),
})

const { name, inPracticeSince } = practice
const { city } = practice.address

export const aboutPage = aboutSchema.parse({
  hero: {
    eyebrow: practice.roles.join(' · '),
    intro: `Warm, practical therapy in ${practice.address.city} and online across California, from a therapist who has been listening for a long time.`,
  },
  bio: {
    heading: `Meet ${name}`,
    paragraphs: [
      `${name} is a ${practice.jobTitle.toLowerCase()} and professional clinical counselor, a clinical hypnotherapist and an EMDR practitioner. She has been in practice since ${inPracticeSince}, helping individuals, couples, teens and families through anxiety, trauma, grief and the ordinary hard seasons of life.`,
      'She is also a keynote speaker, trainer and coach, and she is writing a book for anyone whose worries have started to run the show. Clients describe her as calm, direct and kind: someone who listens closely, explains things plainly and gives you tools you can use the same day.',
      `Her office is in ${practice.address.city}, and she sees clients online anywhere in California. Concierge in-home sessions are available nearby.`,
    ],
  },
  highlights: [
    { value: 'Over 25 years', label: `of experience, in practice since ${inPracticeSince}` },
    { value: '40 years', label: 'of youth work' },
    { value: '9x', label: `Best ${city} Therapist` },
  ],
  specialisations: {
    heading: 'Specialisations',
    items: [
      'Anxiety, panic and stress',
      'Trauma and difficult memories (EMDR)',
      'Phobias and fears, including fear of the dentist',
      'Grief and loss',
      'Relationships and couples',
      'Teens and families',
      'Performance anxiety',
      'Hair pulling, skin picking and other BFRBs',
      'Highly sensitive people',
      'Mediation for families and co-parents',
    ],
  },
  approach: {
    heading: 'Her approach',
    paragraphs: [
      'Therapy works best when you feel safe, respected and understood, so that comes first. From there, sessions are practical: we agree on what you want to change and choose the tools that fit you, whether that is talk therapy, clinical hypnotherapy, EMDR or a mix.',
      'You set the pace. You will always know why we are doing what we are doing, and you are welcome to ask questions at any point. The aim is not to keep you in therapy forever, but to help you feel better and more capable on your own.',
    ],
  },
  journey: {
    heading: 'Professional journey',
    intro: 'A few milestones along the way.',
    milestones: [
      {
        year: inPracticeSince,
        title: 'First years in practice',
        text: 'Began working as a counselor and therapist.',
      },
      {
        year: 2002,
        title: 'Practice founded',
        text: 'Opened her own private practice, and became a certified mediator the same year.',
      },
      {
        year: 2005,
        title: 'A proven track record',
        text: 'The start of a steady record of helping clients reach the goals they came in with.',
      },
      {
        year: 2011,
        title: 'EMDR',
        text: 'Trained in EMDR, which has been part of her practice ever since.',
      },
      { year: 2014, title: 'Award', text: 'Received her first award for her work with clients.' },
      { year: 2017, title: 'Second office', text: 'Opened a second office to welcome more clients.' },
      { year: 2025, title: 'The book', text: 'Her book on overcoming anxiety is due in 2025.' },
    ],
  },
  book: {
    heading: 'Join the Book Waiting List',
    paragraphs: [
      'Her book, Anxiety Annihilated, is due in 2025. It gathers the tools she has shared with clients for decades into one practical, encouraging guide to quieting worry and getting your life back.',
      'Join the waiting list to hear when it is out, and to be first in line for launch events and giveaways.',
    ],
  },
  closing: {
    heading: 'Would you like to talk?',
    text: 'A free 15-minute phone consultation is an easy way to ask questions and see whether working together feels right.',
  },
})
