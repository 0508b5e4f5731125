/**
 * A service: content/services/<slug>.yml, where the file name is its URL (/services/<slug>). The
 * card fields show on the services overview; `page` is the copy of its own page.
 */
import { z } from 'zod'
import { claimSource } from './claims.ts'
import {
  form,
  href,
  imageFocus,
  line,
  lines,
  paragraph,
  paragraphs,
  responsiveImage,
  serviceId,
} from './fields.ts'

const linkFields = { label: line(), to: href() }
const linkSchema = form(linkFields)
const listSchema = form({ heading: line(), items: lines(3) })
const stepSchema = form({ title: line(), text: paragraph() })
const questionSchema = form({
  question: line(),
  answer: paragraph().meta({
    description:
      'Plain, careful words: what a session is like, how it works. No promise of results; a number of sessions only where this page states one',
  }),
})

export const serviceFileSchema = form({
  /** Number of the service; the overview shows the cards in this order. */
  id: z.number().int().positive().meta({ description: 'Position on the services page: 1 comes first' }),
  title: line(),
  /** One or two sentences: the card text and the page's search description. */
  description: z.string().trim().min(50).max(180).meta({ widget: 'text' }),
  /** Show a card for it on the services page (otherwise it has its page only). */
  showCard: z.boolean(),
  /** The group the services page files its card under: the filter's chips are the groups in use. */
  category: line().meta({
    description:
      'The group on the services page, such as Trauma and loss: the filter offers each group a service names (same spelling)',
  }),
  /** Short bullets shown on the overview card. */
  details: z.array(line()).min(3).max(5),
  subServices: z
    .array(
      form({
        title: line(),
        description: line(),
        slug: serviceId(),
      }),
    )
    .optional(),
  page: form({
    /** The hero line under the title. */
    subtitle: paragraph(),
    /** The picture beside the title (from 768 px up; a short band under it on a phone). */
    image: responsiveImage(960, 720)
      .default('/images/services/calm')
      .meta({ description: 'The picture beside the title, shown at 960 × 720 pixels (cropped to fit)' }),
    /** Where the picture's subject is: a phone shows the picture shorter (3:2) than beside the title (4:3). */
    imageFocus: imageFocus('a phone'),
    /** Opening paragraphs. */
    intro: paragraphs(),
    /** The two columns of explanatory lists: first what brings people (shown with neutral dots), then what we do (ticks). */
    lists: z.array(listSchema).length(2),
    /** Optional numbered steps (a protocol or what to expect). */
    steps: form({
      heading: line(),
      intro: paragraph().optional(),
      items: z.array(stepSchema).min(3),
    }).optional(),
    /**
     * The highlighted call-to-action box. An offer for another audience (schools, teams, event
     * organisers) is a quiet card after the related services instead, so it never competes with
     * booking for the reader the page is for.
     */
    highlight: form({
      heading: line(),
      text: paragraph(),
      link: linkSchema,
      otherAudience: z.boolean().default(false).meta({
        description:
          'On for an offer to another audience (schools, teams, event organizers): a quiet card lower on the page, with an outline button',
      }),
    }),
    /** Cross-links to related services or outside resources. */
    related: form({
      heading: line(),
      items: z.array(form({ ...linkFields, text: paragraph() })).min(1),
    }).optional(),
    /** Show the 'Featured Podcast Appearances' video grid. */
    podcasts: z.boolean().default(false),
    closing: form({ heading: line(), text: paragraph(), link: linkSchema }),
    /**
     * Questions a visitor asks before booking, answered on the page and as FAQ structured data. The
     * page adds one on fees and insurance from the services overview, so fees are written once.
     */
    faq: z.array(questionSchema).min(2).max(6).meta({
      title: 'Questions and answers',
      description:
        'Two to six questions people ask before booking. Fees and insurance are added from the services overview page',
    }),
    /** Add "How do fees and insurance work?" (the services overview's fees) to the questions. */
    feesQuestion: z.boolean().default(true).meta({
      description:
        'On: the questions end with fees and insurance from the services overview. Off for a service insurance does not pay for (mediation, spiritual cleansing)',
    }),
    /** Landing-page extras. A stat reads as one sentence: "{value} {label}". */
    stats: z.array(form({ value: line(), label: line(), source: claimSource() })).optional(),
    /** A line under the figures saying what they are and are not (a figure is not a promise). */
    where: line().optional().meta({
      description:
        'Where sessions happen, for the Sessions card beside the intro, when it is not the office or video (e.g. outdoors). Empty: the office address and video anywhere in California',
    }),
    statsNote: paragraph().optional().meta({
      description:
        'Shown under the figures: what they describe, so an outcome figure does not read as a promise (the questions say no one can promise a number of sessions)',
    }),
    benefits: form({ heading: line(), items: z.array(stepSchema).min(3) }).optional(),
    bio: form({ heading: line(), paragraphs: paragraphs() }).optional(),
  }),
})

export type Service = z.infer<typeof serviceFileSchema> & { slug: string }
export type ServicePage = Service['page']
/** What an overview card needs (the page copy is left out). */
export type ServiceCard = Omit<Service, 'page'>
