/** Copy of the Retreats page. The waiting-list form comes from app/config/practice.ts. */
import { z } from 'zod'

const text = z.string().trim().min(1)

const retreatsSchema = z.object({
  hero: z.object({ title: text, eyebrow: text, intro: text }),
  about: z.object({ heading: text, paragraphs: z.array(text).min(1) }),
  destinations: z.object({
    heading: text,
    items: z.array(z.object({ title: text, text })).length(3),
    note: text,
  }),
  includes: z.object({ heading: text, items: z.array(text).min(3) }),
  photos: z.array(z.object({ src: z.string().startsWith('/images/retreats/'), alt: text })).length(4),
  waitingList: z.object({ heading: text, text }),
  groups: z.object({ heading: text, text, linkLabel: z.literal('Contact for Group Retreat Information') }),
})

export const retreatsPage = retreatsSchema.parse({
  hero: {
    eyebrow: 'Coming in 2026',
    title: 'Healing Retreats',
    intro:
      'A few unhurried days away to rest, reflect and reset, in small groups and beautiful places. Spaces are limited.',
  },
  about: {
    heading: 'Time away to heal',
    paragraphs: [
      'Weekly sessions do a lot of good, but sometimes you need more than an hour. A retreat gives you time to slow down properly: to sleep well, walk, breathe, and do deeper work in a calm, supportive group.',
      'Each day blends guided sessions, relaxation and hypnotherapy with free time to rest and enjoy your surroundings. You will come home with practical tools, and often with new friends.',
    ],
  },
  destinations: {
    heading: 'Where we are going in 2026',
    items: [
      { title: 'California', text: 'Coastal and countryside retreats, close to home and easy to reach.' },
      { title: 'Hawaii', text: 'Ocean air, warm water and plenty of room to breathe.' },
      { title: 'International', text: 'A small number of retreats at carefully chosen sites abroad.' },
    ],
    note: 'Groups are kept small on purpose, so spaces are limited. Dates and details go to the waiting list first.',
  },
  includes: {
    heading: 'What a retreat day may include',
    items: [
      'Morning grounding and gentle movement',
      'Small-group sessions on stress, anxiety and self-care',
      'Guided relaxation and group hypnotherapy',
      'Time for walks, journaling and rest',
      'Healthy meals shared together',
    ],
  },
  photos: [
    { src: '/images/retreats/retreat-1', alt: 'Soft morning light over calm ocean water' },
    { src: '/images/retreats/retreat-2', alt: 'Green leaves and dappled shade in a quiet garden' },
    { src: '/images/retreats/retreat-3', alt: 'Dusk colours over a still bay' },
    { src: '/images/retreats/retreat-4', alt: 'Warm sunlight on sand at the edge of the water' },
  ],
  waitingList: {
    heading: 'Join the Waiting List',
    text: 'Be the first to hear about dates, places and prices for the 2026 retreats. Joining is free and does not commit you to anything.',
  },
  groups: {
    heading: 'Planning a retreat for your group?',
    text: 'Private retreats can be arranged for teams, organisations and groups of friends. Get in touch to talk about what you have in mind.',
    linkLabel: 'Contact for Group Retreat Information',
  },
})
