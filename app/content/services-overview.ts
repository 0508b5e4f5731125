/** Copy of the services overview page around the 14 cards (the cards come from services.ts). */
import { z } from 'zod'
import { practice } from '#app/config/practice.ts'

const text = z.string().trim().min(1)

const overviewSchema = z.object({
  hero: z.object({ title: text, intro: text }),
  cardsHeading: text,
  fees: z.object({ heading: text, intro: text, items: z.array(text).min(5) }),
  concierge: z.object({ heading: text, paragraphs: z.array(text).min(1), linkLabel: text }),
  consultation: z.object({ heading: text, text, linkLabel: text }),
})

export type ServicesOverview = z.infer<typeof overviewSchema>

export const servicesOverview: ServicesOverview = overviewSchema.parse({
  hero: {
    title: 'Therapy Services',
    intro: `Individual, couples, family and teen therapy, clinical hypnotherapy and EMDR, in the ${practice.address.city} office or online anywhere in California.`,
  },
  cardsHeading: 'How we can help',
  fees: {
    heading: 'Insurance and fees',
    intro:
      'We want the practical side to be simple, so you can focus on feeling better. Here is how paying for sessions works.',
    items: [
      'We are an out-of-network provider, so you pay for sessions directly.',
      'Superbills are available on request, so you can ask your insurance about out-of-network reimbursement.',
      'HSA and FSA cards are accepted.',
      'We accept credit and debit cards.',
      'Sliding-scale fees are available for eligible clients; just ask.',
    ],
  },
  concierge: {
    heading: 'Concierge therapy in your home',
    paragraphs: [
      `Sometimes the easiest place to talk is where you already feel at home. Concierge in-home sessions are available within a radius around ${practice.address.city}, for individuals, couples and families.`,
      'It can suit busy parents, people recovering from illness, or anyone who would simply rather not sit in traffic. Get in touch to check whether your home is within the area.',
    ],
    linkLabel: 'Ask About In-Home Sessions',
  },
  consultation: {
    heading: 'Not sure where to start?',
    text: 'Book a free 15-minute phone consultation. Tell us a little about what is going on and we will help you find the right kind of support, with no pressure to commit.',
    linkLabel: 'Book Free 15-Minute Consultation',
  },
})
