/** Copy of the book giveaway page (/anxiety-annihilated-contest). The entry form comes from app/config/practice.ts. */
import { z } from 'zod'

const text = z.string().trim().min(1)

const contestSchema = z.object({
  hero: z.object({ eyebrow: text, title: text, intro: text }),
  prize: z.object({ heading: text, paragraphs: z.array(text).min(1), items: z.array(text).min(2) }),
  entry: z.object({ heading: text, text }),
  rules: z.object({ heading: text, items: z.array(text).min(4) }),
})

export const contestPage = contestSchema.parse({
  hero: {
    eyebrow: 'Book giveaway',
    title: 'Win a Signed Copy of Anxiety Annihilated',
    intro:
      'Celebrate the new book with us: enter for a chance to win an autographed copy and two tickets to the launch party.',
  },
  prize: {
    heading: 'The prize',
    paragraphs: [
      'One winner receives an autographed book plus 2 party tickets to celebrate the launch in person. Bring a friend, meet the author and enjoy an evening with the community.',
    ],
    items: ['An autographed copy of Anxiety Annihilated', '2 tickets to the book launch party'],
  },
  entry: {
    heading: 'Enter the giveaway',
    text: 'Fill in the form below to enter. It takes less than a minute.',
  },
  rules: {
    heading: 'Contest rules',
    items: [
      'No purchase needed to enter or win.',
      'You must be 18+ to enter.',
      'One entry per person. Additional entries will not be counted.',
      'One winner will be chosen at random from all valid entries after the contest ends.',
      'The winner will be contacted within 5 business days of contest end, using the contact details given on the entry form.',
      'If the winner cannot be reached or does not reply, another winner may be chosen.',
      'The prize cannot be exchanged for cash. Travel to the launch party is not included.',
      'Entry details are used only to run the giveaway and, if you agree on the form, to send you book news.',
    ],
  },
})
