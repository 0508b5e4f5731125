/**
 * Home page copy: every heading, paragraph and link of the home page sections lives here, so the
 * owner can change the words without touching layout code. Plain data, checked by validateContent()
 * against ./schemas/home.ts at build time (no zod in the browser).
 */
import { practice } from '#app/config/practice.ts'
import type { HomeContent } from '#app/content/schemas/home.ts'

export type { HomeContent } from '#app/content/schemas/home.ts'

const firstName = practice.name.split(' ')[0]
const since = practice.inPracticeSince

export const home: HomeContent = {
  hero: {
    eyebrow: 'Therapy in Newport Beach and online across California',
    tagline: 'A calm place to breathe, be heard and begin again.',
    intro:
      'Whether you are carrying anxiety, grief, an old hurt or simply too much, you do not have to sort it out alone. Sessions happen in a quiet Newport Beach office or by secure video from anywhere in California.',
    primary: { label: 'Book Free 15-Minute Consultation', to: '/contact' },
    secondary: { label: `About ${firstName}`, to: '/about' },
  },
  expertise: {
    heading: 'Specialized Expertise',
    intro: 'Three of the approaches clients most often come in for. Each one is shaped around you.',
    items: [
      {
        title: 'Clinical Hypnotherapy',
        description:
          'A focused, deeply relaxed state in which you stay aware and in charge. Often used for anxiety, phobias, habits and sleep.',
        to: '/services',
      },
      {
        title: 'EMDR Therapy',
        description:
          'A structured way to process painful memories so they feel less raw. Offered in this practice since 2011.',
        to: '/services',
      },
      {
        title: 'Grief Counseling',
        description:
          'Room to miss someone, to be angry or numb, and to find your footing again at your own pace.',
        to: '/services',
      },
    ],
    linkLabel: 'Explore services',
  },
  awards: {
    intro:
      'Named Best Newport Beach Therapist nine times. Thank you to every client and colleague who has placed their trust in this practice.',
  },
  podcasts: {
    heading: 'Featured Podcast Appearances',
    intro: 'Conversations about anxiety, trauma, grief and how people heal. Press play on any of them.',
  },
  book: {
    eyebrow: 'New book, coming in 2025',
    heading: 'A book for anyone tired of being ruled by anxiety',
    body: [
      `${firstName} has spent decades helping people quiet an anxious mind. The book gathers the most useful of those tools in plain language you can use at home, at work and at 3 a.m.`,
      'It is due out in 2025. Join the waiting list to hear first when it is ready.',
    ],
    link: { label: 'Join the Book Waiting List', to: '/about' },
    imageAlt: '',
  },
  retreats: {
    eyebrow: 'Healing retreats, 2026',
    heading: 'Time away to rest, reflect and reset',
    body: [
      'Small-group retreats are planned for 2026 in California, Hawaii and a few places further afield: a few days of guided sessions, quiet time and nature.',
      'Spaces will be limited. The waiting list hears about dates first.',
    ],
    learnMore: { label: 'Learn More', context: 'about the 2026 retreats', to: '/retreats' },
    waitingList: { label: 'Join Waiting List', to: '/retreats#waiting-list' },
    imageAlt: '',
  },
  meet: {
    heading: `Meet ${practice.name}`,
    experience: `Over 25 years of experience since ${since}`,
    body: [
      `${firstName} is a licensed marriage and family therapist and professional counselor, a clinical hypnotherapist and an EMDR practitioner. She has been helping individuals, teens, couples, families and performers since ${since}.`,
      'Her style is warm, direct and practical. You can expect to be listened to carefully, to leave each session with something you can use, and to set the pace yourself.',
      'She also speaks at events, trains other professionals and writes about emotional health.',
    ],
    link: { label: `More about ${firstName}`, to: '/about' },
    imageAlt: `Portrait of ${practice.name}`,
  },
  newsletter: {
    heading: 'Calm in your inbox, once a month',
    intro: 'A short, friendly e-mail. No spam, and you can unsubscribe at any time.',
    benefits: [
      'Practical tips for anxiety, stress and sleep',
      'Early access to retreat dates',
      'Subscriber offers on books',
      'A simple monthly exercise to try at home',
    ],
  },
  closing: {
    heading: 'Ready when you are',
    body: 'Starting is often the hardest part. A free 15-minute phone consultation is a relaxed way to ask questions and see whether we are a good fit. No pressure, no commitment.',
    link: { label: 'Book Free 15-Minute Consultation', to: '/contact' },
  },
}
