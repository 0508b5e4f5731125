/**
 * The words of the single pages: content/pages/<page>.yml. Contact details, hours and forms come
 * from the practice profile (content/practice.yml), so no page repeats them.
 */
import { z } from 'zod'
import { parseTalkVideo } from '#core/lib/talk-video.ts'
import { claimSource } from './claims.ts'
import {
  altText,
  form,
  imageFocus,
  isoDate,
  line,
  lines,
  paragraph,
  paragraphs,
  phoneLink,
  responsiveImage,
  serviceId,
} from './fields.ts'

const heading = () => line()

/** The sentence that leads self-pay clients to the Good Faith Estimate notice, and its link text. */
const estimateSchema = form({ text: paragraph(), linkLabel: line() })

export const aboutSchema = form({
  hero: form({ eyebrow: line(), intro: paragraph() }),
  bio: form({ heading: heading(), paragraphs: paragraphs(2) }),
  highlights: z.array(form({ value: line(), label: line(), source: claimSource() })).min(3),
  specialisations: form({ heading: heading(), items: lines(5) }),
  approach: form({
    heading: heading(),
    paragraphs: paragraphs(),
    /** One sentence set large after the paragraphs, the band's closing thought (said once, not repeated above). */
    statement: line()
      .optional()
      .meta({ description: 'One sentence set large after the paragraphs; leave empty for none' }),
  }),
  journey: form({
    heading: heading(),
    intro: paragraph(),
    milestones: z
      .array(form({ year: z.number().int().min(1950).max(2100), title: line(), text: paragraph() }))
      .min(6),
  }),
  book: form({ heading: heading(), paragraphs: paragraphs() }),
  closing: form({ heading: heading(), text: paragraph() }),
})
export type AboutPage = z.infer<typeof aboutSchema>

export const contactSchema = form({
  hero: form({ title: line(), intro: paragraph() }),
  formHeading: heading(),
  formIntro: paragraph(),
  /** Beside the office hours: the link to the Good Faith Estimate notice. */
  estimate: estimateSchema,
  emergency: form({
    heading: heading(),
    intro: paragraph(),
    lines: z
      .array(
        form({
          label: line(),
          text: line(),
          links: z.array(form({ label: line(), href: phoneLink() })).min(1),
        }),
      )
      .length(3),
    note: line(),
  }),
  photos: form({
    heading: heading(),
    items: z.array(form({ src: responsiveImage(1200, 900), alt: altText() })).length(3),
  }),
})
export type ContactPage = z.infer<typeof contactSchema>

export const contestSchema = form({
  /**
   * The last day to enter. Entries close at the end of that day in the practice's time zone; from
   * then on the page says the giveaway has closed and shows no entry form (decided when the site is
   * built, and again in the visitor's browser). Optional so a draft can be saved, but
   * `npm run preflight` lists a giveaway without one, and one whose day has passed.
   */
  endsOn: isoDate().optional().meta({
    description:
      'Last day to enter, such as 2027-01-31: entries close at midnight at its end (practice time zone); after it the page says the giveaway has closed',
  }),
  hero: form({ eyebrow: line(), title: line(), intro: paragraph() }),
  /** The book the giveaway is for: its title on the drawn cover, or a photo of the real cover. */
  book: form({
    title: line(),
    cover: responsiveImage(600, 900).optional().meta({
      description:
        'A photo of the cover (portrait, 2 × 3); until then a drawn cover shows the title and your name',
    }),
  }),
  prize: form({ heading: heading(), paragraphs: paragraphs(), items: lines(2) }),
  /** Beside the entry form: who can enter and how the winner is told (the closing date comes first, from endsOn). */
  facts: z.array(form({ label: line(), text: paragraph() })).min(1),
  entry: form({ heading: heading(), text: paragraph() }),
  /** What the page says in place of the entry form once endsOn has passed. */
  closed: form({ heading: heading(), text: paragraph() }),
  rules: form({ heading: heading(), items: z.array(paragraph()).min(4) }),
})
export type ContestPage = z.infer<typeof contestSchema>

/** A 4:3 photo on the retreats page (1200×900) and what it shows. */
const retreatPhoto = form({ src: responsiveImage(1200, 900), alt: altText() })

export const retreatsSchema = form({
  hero: form({
    title: line(),
    eyebrow: line(),
    intro: paragraph(),
    /** The picture beside the title (from 768 px up; a short band under it on a phone). */
    image: responsiveImage(960, 720).default('/images/retreats/hero'),
    /** Where the picture's subject is: a phone shows the picture shorter (3:2) than beside the title (4:3). */
    imageFocus: imageFocus('a phone'),
  }),
  /** The page's four photos: one beside the about text, one on each destination's card. */
  about: form({ heading: heading(), paragraphs: paragraphs(), photo: retreatPhoto }),
  destinations: form({
    heading: heading(),
    items: z.array(form({ title: line(), text: paragraph(), photo: retreatPhoto })).length(3),
    /** Under the heading, before the cards. */
    note: paragraph(),
  }),
  includes: form({ heading: heading(), items: lines(3) }),
  /**
   * The next retreat's facts, each given by the owner once it is settled (no dates,
   * price, venue, schedule or questions). A field left empty is shown as not yet announced (the
   * waiting list hears first) and listed by `npm run preflight`; nothing here is ever made up.
   */
  details: form({
    dates: line().optional().meta({
      description:
        'When, as you want it shown, such as “May 14–18, 2026”. Empty: the page says dates go to the waiting list first',
    }),
    price: line().optional().meta({
      description:
        'The price or price range per person, such as “$2,400–$3,200 per person”. Empty: the page names no price',
    }),
    venue: line().optional().meta({
      description:
        'Where, such as “Ojai Valley Retreat Center, Ojai, California”. Empty: the page names only the regions above',
    }),
    included: z.array(line()).optional().meta({
      title: 'What the price includes',
      description: 'One item each, such as “Four nights in a private room”. Empty: no list',
    }),
    schedule: z
      .array(form({ time: line(), activity: line() }))
      .optional()
      .meta({
        title: 'A day’s schedule',
        description: 'The day in order, such as 7:30 AM · Morning grounding. Empty: no schedule',
      }),
    faq: z
      .array(form({ question: line(), answer: paragraph() }))
      .optional()
      .meta({
        title: 'Questions and answers',
        description: 'Questions people ask before joining (rooms, travel, cancellations). Empty: none shown',
      }),
  }).default({}),
  /** Beside the practitioner's portrait, name and credentials (from the practice profile). */
  facilitator: form({ heading: heading(), text: paragraph() }),
  waitingList: form({ heading: heading(), text: paragraph() }),
  groups: form({
    heading: heading(),
    text: paragraph(),
    linkLabel: z.literal('Contact for Group Retreat Information'),
  }),
})
export type RetreatsPage = z.infer<typeof retreatsSchema>

export const thankYouSchema = form({
  title: line(),
  intro: paragraph(),
  stepsHeading: heading(),
  steps: z.array(form({ title: line(), text: paragraph() })).length(3),
  callback: form({ heading: heading(), text: paragraph() }),
})
export type ThankYouPage = z.infer<typeof thankYouSchema>

export const servicesOverviewSchema = form({
  hero: form({ title: line(), intro: paragraph() }),
  cardsHeading: heading(),
  /** The groups the cards are filed under (each service's `category`), each in one plain line. */
  groups: z
    .array(
      form({
        name: line().meta({
          description: 'A group the services name as their category, same spelling (Trauma and loss)',
        }),
        description: line().meta({
          description:
            'One plain line of what brings someone to these services, shown under the group’s name',
        }),
      }),
    )
    .min(1)
    .meta({
      description:
        'What brings a visitor here: one entry per group of the service cards, in any order (the page shows them in the order of their cards)',
    }),
  /** One service shown first and larger in its group, with its page's picture (no hierarchy). */
  featured: form({
    service: serviceId(),
    label: line().meta({ description: 'The small label above its title, such as Featured service' }),
  })
    .optional()
    .meta({
      description:
        'A service shown larger, first in its group, with its picture: the file name of a service that has a card (emdr-therapy). Leave out for equal cards',
    }),
  /** Under the cards' heading: the free call, for a visitor who is not sure where to begin. */
  bookingCard: form({ heading: line(), text: paragraph() }),
  fees: form({
    heading: heading(),
    intro: paragraph(),
    items: z.array(paragraph()).min(5),
    /** The fee of a session, as the owner states it; without one the page shows no price. */
    sessionFee: line().optional().meta({
      description:
        'Your fee for a session, as you want it shown, such as “$180 per 50-minute session”. Leave empty and the page names no price, only the free first call and the written estimate',
    }),
    /** Under the fees: the link to the Good Faith Estimate notice. */
    estimate: estimateSchema,
  }),
  concierge: form({ heading: heading(), paragraphs: paragraphs(), linkLabel: line() }),
  consultation: form({ heading: heading(), text: paragraph(), linkLabel: line() }),
})
export type ServicesOverview = z.infer<typeof servicesOverviewSchema>

/** One talk the owner offers: what it is about, who it is for, and the formats it comes in. */
const talkSchema = form({
  title: line(),
  text: paragraph(),
  /** Who the talk suits, e.g. "Schools, parents' evenings, youth organisations". */
  audiences: line().meta({ description: 'Who the talk suits, such as “Schools, parents and coaches”' }),
  /** The formats it comes in: each one of the formats listed under `formats`. */
  formats: lines(1).meta({
    description:
      'The formats this talk comes in, each written as a title under “Formats” (Keynote, Workshop…)',
  }),
})

/** Where she has spoken: an event or organisation, and when and where if the owner wants them shown. */
const engagementSchema = form({
  event: line().meta({
    description: 'The event or organisation, such as “Regional school counsellors’ conference”',
  }),
  year: z.number().int().min(1950).max(2100).optional().meta({ description: 'The year (optional)' }),
  place: line().optional().meta({ description: 'The town or venue (optional)' }),
})

/** What an event's organiser said about her talk (not a client's words: those follow other rules). */
const organiserQuoteSchema = form({
  quote: paragraph().meta({ description: 'What the organiser said about the talk, in their words' }),
  name: line().meta({ description: 'Their name as they agreed to be named, such as “Laura M.”' }),
  role: line().optional().meta({ description: 'Their role, such as “Programme chair” (optional)' }),
  organisation: line().meta({ description: 'The event or organisation' }),
})

/** A YouTube or Vimeo address of a talk; empty for none. */
const talkVideoAddress = () =>
  z
    .string()
    .trim()
    .refine(
      (address) => parseTalkVideo(address) !== null,
      'must be the https:// address of one YouTube or Vimeo video, such as https://www.youtube.com/watch?v=… or https://vimeo.com/123456789 (copy it from the video’s Share button), or empty for none',
    )
    .optional()

/**
 * The Speaking & Media page (/speaking), for event organisers and journalists: the talks and
 * formats offered, the press bio in a short and a long form. Name, credentials, roles, contact
 * details, podcasts, awards and the book come from their own files.
 */
export const speakingSchema = form({
  hero: form({
    title: line(),
    intro: paragraph(),
    image: responsiveImage(960, 1200).default('/images/speaking/portrait').meta({
      widget: 'image',
      description:
        'Her photo beside the title, upright (shown at 960 × 1200 pixels): a photo of her speaking, or a portrait',
    }),
    imageFocus: imageFocus('a phone'),
  }),
  /**
   * The proof an organiser looks for first, each block shown only once filled in and
   * listed by `npm run preflight` until then (docs/design-notes.md, 0181).
   */
  engagements: z.array(engagementSchema).default([]).meta({
    title: 'Where she has spoken',
    description:
      'Events and organisations she has spoken for, most recent first. Empty: the list is not shown',
  }),
  quotes: z.array(organiserQuoteSchema).max(3).default([]).meta({
    title: 'What organizers say',
    description:
      'Up to three quotes from event organizers (not clients), with their permission. Empty: not shown',
  }),
  reel: form({
    video: talkVideoAddress().meta({
      description:
        'The YouTube or Vimeo address of a talk, such as https://www.youtube.com/watch?v=…. Nothing loads from the video site until a visitor presses play. Empty: not shown',
    }),
    title: line().optional().meta({
      description: 'What the video is, such as “Keynote at a regional conference”',
    }),
    poster: responsiveImage(960, 540)
      .default('/images/speaking/reel')
      .meta({ widget: 'image', description: 'The picture shown before play (16:9, 960 × 540 pixels)' }),
  })
    .default({ poster: '/images/speaking/reel' })
    .meta({ title: 'Talk video' }),
  topics: form({ heading: heading(), intro: paragraph(), items: z.array(talkSchema).min(1) }),
  formats: form({
    heading: heading(),
    items: z.array(form({ title: line(), length: line(), text: paragraph() })).min(1),
  }),
  /** The press kit: a short bio (a programme, an introduction) and a long one, both to copy. */
  press: form({
    heading: heading(),
    intro: paragraph(),
    shortBio: paragraph().meta({ description: 'About 50 words, for a programme or an introduction' }),
    longBio: paragraphs(2),
  }),
  /** Over the podcast appearances (content/podcasts.yml). */
  interviews: form({ heading: heading(), intro: paragraph() }),
  /** Beside the award banner and badges (content/awards.yml). */
  awards: form({ intro: paragraph() }),
  /** Beside the book's cover (its title: content/pages/contest.yml). */
  book: form({ heading: heading(), text: paragraph() }),
  /** The closing ask (the key's British spelling is kept: renaming it would break owners' files). */
  enquiry: form({
    heading: heading(),
    text: paragraph(),
    /** The subject line of the e-mail the inquiry button starts. */
    subject: line().meta({
      description: 'The subject of the e-mail the button starts, such as “Speaking inquiry”',
    }),
  }).meta({ title: 'Inquiry' }),
}).superRefine((page, ctx) => {
  const known = page.formats.items.map((f) => f.title)
  page.topics.items.forEach((talk, i) => {
    talk.formats.forEach((format, j) => {
      if (!known.includes(format))
        ctx.addIssue({
          code: 'custom',
          path: ['topics', 'items', i, 'formats', j],
          message: `"${format}" is not one of the formats (${known.join(', ')}): write one of them, or add it under formats`,
        })
    })
  })
})
export type SpeakingPage = z.infer<typeof speakingSchema>
