/**
 * The practice profile: content/practice.yml. Every name, credential, contact detail, link,
 * embed address and public key the site shows or uses comes from this one file.
 */
import { z } from 'zod'
import { PHONE_RULE, parsePhone } from '#core/lib/phone.ts'
import { WEEK } from '#core/lib/week.ts'
import { form, line, lines, paragraph, url } from './fields.ts'

const time = () =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 09:30')
    .nullish()
    .meta({ description: '24-hour time such as 09:30; leave empty when closed' })

const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return name.includes('/') || name === 'UTC'
  } catch {
    return false
  }
}

const dayHoursSchema = form({
  /** Day names as shown on the site, e.g. "Monday – Wednesday". */
  days: line(),
  /** The same days for search engines. */
  schemaDays: z.array(z.enum(WEEK)).min(1),
  opens: time(),
  closes: time(),
  /** As shown, e.g. "11:00 AM – 8:00 PM" or "Closed". */
  label: line(),
})

const embeddedFormSchema = form({
  /** The form frame's accessible name. */
  title: line(),
  /** The form provider's address of the hosted form. */
  url: url(),
  /**
   * The frame's height in pixels, until the provider's embed script (formEmbedScript) fits it to the
   * form. Without that script a form taller than its frame is cut off at the frame's foot: measure
   * the form on a phone (where its lines wrap most) and allow a little room under its last line.
   */
  height: z.number().int().min(100).max(3000).meta({
    description:
      'Height of the form’s frame in pixels, until the provider’s embed script (below) fits the frame to the form. Without that script a taller form is cut off at the bottom: measure it on a phone, where it is tallest, and add about 20',
  }),
})

const reviewSiteSchema = form({
  label: line(),
  /** Short name of the kind of review service shown under the stars. */
  kind: line(),
  url: url(),
  rating: z.number().min(0).max(5),
})

export const practiceSchema = form({
  name: line().meta({ description: 'Your name as licensed' }),
  /** How pages call the practitioner in short ("About Jane"): the {shortName} placeholder. */
  shortName: line().meta({ description: 'Your first name, as pages say it in short (About …)' }),
  /** Post-nominal letters shown after the name. */
  credentials: line(),
  roles: lines(1),
  /** The text every page title ends with. */
  titleSuffix: line(),
  jobTitle: line(),
  /** License type and number, shown on every page as the law asks of licensed therapists. */
  licenses: z
    .array(z.string().regex(/^[A-Z]{2,6} #\w+$/, 'must be the license type and number, such as LMFT #12345'))
    .min(1)
    .meta({ description: 'License type and number, such as LMFT #12345' }),
  education: lines(1),
  practiceName: line(),
  /** The public address of the site: canonical links, the sitemap and share images use it. */
  siteUrl: url().regex(/[^/]$/, 'must not end with /'),
  /** A square logo for search engines (publisher of the articles). */
  logo: z
    .string()
    .regex(/^\/[\w/.-]+\.(png|svg|jpe?g|webp)$/i, 'must be an image path such as /images/logo.png'),
  /**
   * Written once, in any usual US form; the site shows "(714) 555-0199" and links "tel:+17145550199"
   * (core/lib/phone.ts).
   */
  phone: z
    .string()
    .transform((text, ctx) => {
      const phone = parsePhone(text)
      if (!phone) ctx.addIssue({ code: 'custom', message: PHONE_RULE })
      return phone ?? z.NEVER
    })
    .meta({ description: 'Your phone number, such as (714) 555-0199 or +1 714 555 0199' }),
  email: z.email(),
  address: form({
    street: line(),
    city: line(),
    region: z.string().regex(/^[A-Z]{2}$/, 'must be the two-letter state code, such as CA'),
    postalCode: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code'),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be the two-letter country code, such as US'),
    /** Map coordinates of the office. */
    geo: form({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  }),
  mapUrl: url(),
  hours: z.array(dayHoursSchema).min(1),
  /** The practice's time zone (IANA name): office hours and consultation times are in it. */
  timeZone: z
    .string()
    .refine(isTimeZone, 'must be a time zone name such as America/Los_Angeles')
    .default('America/Los_Angeles'),
  hoursNote: line(),
  /** When the thank-you page says calls are returned, e.g. "Tuesday to Friday". */
  callbackDays: line(),
  serviceAreas: lines(1),
  priceRange: z.string().regex(/^\${1,4}$/, 'must be $ to $$$$'),
  /** Since-years: pages count their years ("Over 25 years") from them when the site is built. */
  inPracticeSince: z.number().int().min(1950).max(2100).meta({
    description: 'The year you began to practise; pages count the years from it when the site is built',
  }),
  youthWorkSince: z.number().int().min(1950).max(2100).optional().meta({
    description:
      'The year your work with young people began; pages count "years of youth work" from it when the site is built',
  }),
  profiles: z.array(form({ label: line(), url: url() })),
  reviews: form({ reviewSite: reviewSiteSchema, maps: reviewSiteSchema }),
  /** Lead-capture forms of one form provider, shown in frames of the height given here. */
  forms: form({
    contact: embeddedFormSchema,
    bookWaitlist: embeddedFormSchema,
    retreatsWaitlist: embeddedFormSchema,
    giveaway: embeddedFormSchema,
  }),
  /**
   * The form provider's embed script, which fits each form's frame to its form. It is loaded on the
   * pages with a form only, when the form nears the screen (docs/decisions/0217). Empty: not loaded,
   * and each frame keeps its height.
   */
  formEmbedScript: z
    .union([z.literal(''), url()])
    .default('')
    .meta({
      description:
        'Address of your form provider’s embed script (it fits each form’s frame to its form). Leave empty to load no script from the provider: each frame then keeps the height set above',
    }),
  video: form({
    /** Privacy-enhanced embed address: the video id is added after it. */
    embedBase: url(),
    /** "View More Interviews": a search for the practitioner's videos. */
    moreInterviewsUrl: url(),
  }),
  /** The self-test linked from the highly-sensitive-person page. */
  hspSelfTestUrl: url(),
  /** Where the payment function lives; empty means this site's own server. */
  api: form({
    baseUrl: z.union([z.literal(''), url()]).default(''),
    /** The backend's public (anonymous) key: public by design. */
    anonKey: z.string().default(''),
  }),
  /** The card payment provider named on the store pages and in the privacy policy. */
  paymentProvider: line(),
  /**
   * Shown beside every partner (affiliate) product and its button: a clear disclosure of the
   * material connection, near the link itself rather than only in the terms.
   */
  affiliateDisclosure: paragraph().meta({
    description: 'Shown beside every partner product: say that you may earn a commission',
  }),
})
export type Practice = z.infer<typeof practiceSchema>
export type DayHours = Practice['hours'][number]
export type EmbeddedForm = z.infer<typeof embeddedFormSchema>
export type ExternalProfile = Practice['profiles'][number]
export type ReviewSite = z.infer<typeof reviewSiteSchema>

/**
 * What a form's place says while the form loads, and the card shown instead when it cannot load
 * (a content blocker, a slow connection): it leads with the other way in, as whole sentences.
 */
const formFallbackSchema = form({
  loading: line().meta({ description: 'Read out to screen-reader users while the form loads' }),
  offer: line().meta({ description: 'Heading of the card shown when the form cannot load' }),
  instead: paragraph().meta({ description: 'What the visitor can do instead, under that heading' }),
  failed: paragraph().meta({ description: 'The one quiet line saying the form itself did not load' }),
  /** A pre-filled e-mail where the e-mail itself does the form's job (joining a list). */
  mail: form({ subject: line(), body: paragraph() }).optional().meta({
    description: 'An e-mail the card fills in, where an e-mail does the form’s job (a waiting list)',
  }),
  /**
   * Where only the form itself does the job (a giveaway entry: the official rules name the form):
   * the label of a link opening the provider's form in a new tab, offered with "Try again" instead
   * of call and e-mail.
   */
  open: line().optional().meta({
    description: 'Where only the form will do (an entry): the label of a link to the form’s own page',
  }),
})

/**
 * What each form's place says (content/pages/forms.yml, "Form messages" in the CMS): a file of its
 * own, not part of the profile, so the pages without a form do not carry these texts.
 */
export const formMessagesSchema = form({
  contact: form({
    ...formFallbackSchema.shape,
    /** The contact form's card also lists what helps in a first e-mail, so it is of use on its own. */
    tips: lines().meta({
      description: 'What helps in a first e-mail: listed on the card shown when the form cannot load',
    }),
  }),
  bookWaitlist: formFallbackSchema,
  retreatsWaitlist: formFallbackSchema,
  giveaway: formFallbackSchema,
})
export type FormMessages = z.infer<typeof formMessagesSchema>
