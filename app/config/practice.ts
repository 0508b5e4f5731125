/**
 * The practice profile: the one file the owner edits to make this site theirs.
 *
 * Every name, credential, contact detail, link, embed URL and public key the site shows or uses
 * comes from here. No other file repeats any of it (tests read it from here too).
 * Values marked PLACEHOLDER are stand-ins to replace before going live.
 *
 * This module is plain data (no Vite-only imports) so the Node server, the payment function
 * and the build scripts can import it as well as the React app.
 */

export interface DayHours {
  /** Day names as shown on the site. */
  days: string
  /** schema.org day names, for structured data. */
  schemaDays: readonly ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[]
  /** 24-hour open/close times, or null when closed. */
  opens: string | null
  closes: string | null
  /** Human-readable label, e.g. "11:00 AM – 8:00 PM". */
  label: string
}

export interface EmbeddedForm {
  /** The iframe's accessible title. */
  title: string
  /** Third-party form URL (the provider's hosted form). PLACEHOLDER ids. */
  url: string
  /** Height in CSS pixels, as the provider sizes the form. */
  height: number
}

export interface ExternalProfile {
  label: string
  url: string
}

export interface ReviewSite {
  label: string
  url: string
  rating: number
  /** Short name of the kind of review service shown under the stars. */
  kind: string
}

/** PLACEHOLDER: the practitioner's name. Replace it here only. */
const name = 'Jane Doe'
const searchQuery = (text: string) => encodeURIComponent(text).replaceAll('%20', '+')

export const practice = {
  name,
  /** Post-nominal letters shown after the name. */
  credentials: 'LMFT, LPCC',
  /** Short line of roles used in the hero and structured data. */
  roles: ['Psychotherapist', 'Hypnotherapist', 'EMDR Practitioner', 'Keynote Speaker', 'Author'],
  /** The text every document title ends with. */
  titleSuffix: 'Author, Speaker & Therapist',
  jobTitle: 'Licensed Marriage and Family Therapist',
  /** PLACEHOLDER license numbers. */
  licenses: ['LMFT #00000', 'LPCC #0000'],
  education: [
    'M.A. in Counseling Psychology',
    'Certified Clinical Hypnotherapist',
    'EMDR-trained clinician (since 2011)',
    'Certified Mediator (since 2002)',
  ],
  practiceName: `${name} Therapy`,
  /** The public URL the site is served from: canonical links, sitemap, share images. */
  siteUrl: 'https://www.example.com',
  phone: { display: '(949) 555-0142', href: 'tel:+19495550142', e164: '+19495550142' },
  email: 'hello@example.com',
  address: {
    street: '1500 Quail Street, Suite 100',
    city: 'Newport Beach',
    region: 'CA',
    postalCode: '92660',
    country: 'US',
    /** Map coordinates of the office, for structured data and the map link. */
    geo: { latitude: 33.6595, longitude: -117.8736 },
  },
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=1500+Quail+Street+Newport+Beach+CA+92660',
  hours: [
    {
      days: 'Monday – Wednesday',
      schemaDays: ['Monday', 'Tuesday', 'Wednesday'],
      opens: '11:00',
      closes: '20:00',
      label: '11:00 AM – 8:00 PM',
    },
    {
      days: 'Thursday',
      schemaDays: ['Thursday'],
      opens: '11:00',
      closes: '14:00',
      label: '11:00 AM – 2:00 PM',
    },
    {
      days: 'Friday – Sunday',
      schemaDays: ['Friday', 'Saturday', 'Sunday'],
      opens: null,
      closes: null,
      label: 'Closed',
    },
  ] satisfies DayHours[],
  hoursNote: 'By appointment only',
  /** When the thank-you page says the practice can be reached by phone. */
  callbackDays: 'Tuesday to Friday',
  serviceAreas: ['Newport Beach', 'Laguna Beach', 'Costa Mesa', 'Irvine', 'Corona Del Mar'],
  priceRange: '$$$',
  inPracticeSince: 1997,
  profiles: [
    { label: 'YouTube', url: 'https://www.youtube.com/@example' },
    { label: 'Instagram', url: 'https://www.instagram.com/example' },
    { label: 'Facebook', url: 'https://www.facebook.com/example' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/in/example' },
    { label: 'Psychology Today', url: 'https://www.psychologytoday.com/us/therapists/example' },
  ] satisfies ExternalProfile[],
  reviews: {
    reviewSite: {
      label: 'Yelp',
      kind: 'review site',
      url: 'https://www.yelp.com/biz/example',
      rating: 4.9,
    },
    maps: {
      label: 'Google',
      kind: 'maps reviews',
      url: `https://www.google.com/maps/search/?api=1&query=${searchQuery(`${name} Therapy Newport Beach`)}`,
      rating: 5.0,
    },
  } satisfies Record<string, ReviewSite>,
  /** Third-party lead-capture forms (one provider), shown in iframes. */
  forms: {
    /** Script the form provider asks embedding pages to load (resizes the iframe). */
    embedScript: 'https://link.msgsndr.com/js/form_embed.js',
    contact: {
      title: 'Contact form',
      url: 'https://api.leadconnectorhq.com/widget/form/PLACEHOLDER-contact',
      height: 577,
    },
    bookWaitlist: {
      title: 'Join the Book Waiting List',
      url: 'https://api.leadconnectorhq.com/widget/form/PLACEHOLDER-book',
      height: 402,
    },
    retreatsWaitlist: {
      title: 'Join the Retreats Waiting List',
      url: 'https://api.leadconnectorhq.com/widget/form/PLACEHOLDER-retreats',
      height: 432,
    },
    giveaway: {
      title: 'Book giveaway entry form',
      url: 'https://api.leadconnectorhq.com/widget/form/PLACEHOLDER-giveaway',
      height: 432,
    },
  } satisfies Record<string, EmbeddedForm | string>,
  video: {
    /** Privacy-enhanced embed base: `${embedBase}/${embedId}`. */
    embedBase: 'https://www.youtube-nocookie.com/embed',
    /** "View More Interviews": an external video search for the practitioner. */
    moreInterviewsUrl: `https://www.youtube.com/results?search_query=${searchQuery(`${name} therapist podcast`)}`,
  },
  /** External self-test linked from the highly-sensitive-person page. */
  hspSelfTestUrl: 'https://hsperson.com/test/highly-sensitive-test/',
  /** Where the payment function lives: '' means this site's own origin (the bundled Node server). */
  api: {
    baseUrl: '',
    /** PLACEHOLDER public anonymous key of the backend (Supabase anon key). Public by design. */
    anonKey: '',
  },
  /** Card payment provider named on the store pages. */
  paymentProvider: 'Stripe',
} as const

export type Practice = typeof practice

/** The name followed by the credentials, e.g. for the hero and footer. */
export const nameWithCredentials = `${practice.name}, ${practice.credentials}`

/** The home page's document title, and the text every other title ends with. */
export const siteTitle = `${practice.name} ${practice.titleSuffix}`
