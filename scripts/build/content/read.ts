/**
 * Reads content/ and checks every file against its schema (core/content/schemas/collections.ts).
 * Problems are collected, not thrown one by one, and each names the file, the field and what is
 * wrong, so a bad edit fails the build with a message the owner can act on.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Marked } from 'marked'
import { parseDocument } from 'yaml'
import type { ZodError, ZodType } from 'zod'
import type { Article, LegalDocument } from '#core/content/schemas/article.ts'
import type { Awards } from '#core/content/schemas/awards.ts'
import type { BookingSettings } from '#core/content/schemas/booking.ts'
import {
  FILE_COLLECTIONS,
  type FileName,
  FOLDER_COLLECTIONS,
  type Format,
} from '#core/content/schemas/collections.ts'
import type { DigestSettings } from '#core/content/schemas/digest.ts'
import type { HomeContent, HomeExpect } from '#core/content/schemas/home.ts'
import type { NewsletterIssue } from '#core/content/schemas/newsletter.ts'
import type {
  AboutPage,
  ContactPage,
  ContestPage,
  RetreatsPage,
  ServicesOverview,
  SpeakingPage,
  ThankYouPage,
} from '#core/content/schemas/pages.ts'
import type { PodcastAppearance } from '#core/content/schemas/podcasts.ts'
import type { FormMessages, Practice } from '#core/content/schemas/practice.ts'
import { type Product, productCatalogueSchema } from '#core/content/schemas/products.ts'
import type { Service } from '#core/content/schemas/service.ts'
import type { StoreSettings } from '#core/content/schemas/store.ts'
import type { TestimonialSection } from '#core/content/schemas/testimonials.ts'
import { projectRoot } from '#scripts/project-root.ts'
import {
  fillPlaceholders,
  type Placeholders,
  practicePlaceholders,
  SINCE_YEARS,
  yearAt,
} from './placeholders.ts'
import { PUBLIC_DIR, type ReadFile, referenceProblems } from './references.ts'
import { keepPhoneNumbersWhole, sanitizeContentHtml } from './sanitize.ts'

/** The content folder: this repository's, unless CONTENT_DIR names another (tests use a copy). */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? path.join(projectRoot, 'content'))

export interface SiteContent {
  practice: Practice
  store: StoreSettings
  booking: BookingSettings
  digest: DigestSettings
  home: HomeContent
  homeExpect: HomeExpect
  formMessages: FormMessages
  about: AboutPage
  contact: ContactPage
  contest: ContestPage
  retreats: RetreatsPage
  speaking: SpeakingPage
  thankYou: ThankYouPage
  servicesOverview: ServicesOverview
  testimonials: readonly TestimonialSection[]
  podcasts: readonly PodcastAppearance[]
  awards: Awards
  legal: Record<'privacy-policy' | 'terms-of-service' | 'good-faith-estimate', LegalDocument>
  /** In store order. */
  products: readonly Product[]
  /** In overview order (by id). */
  services: readonly Service[]
  /** By id. */
  blog: readonly Article[]
  /** By send date, then file name. */
  newsletter: readonly NewsletterIssue[]
}

export class ContentError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(
      `Invalid content (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`,
    )
    this.name = 'ContentError'
    this.problems = problems
  }
}

/** How to write a value of each kind, for the fix in a message. */
const WRITE_AS: Record<string, string> = {
  number: 'a number without quotes, such as 49.99',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'named fields',
}

/** "Invalid input: expected number, received string" → "expected number, received string (write …)". */
function zodProblems(error: ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || '(whole file)'
    let message = issue.message.replace(/^Invalid (input|option): /, '')
    // zod's own wording says what is wrong; each gets what to do about it.
    if (issue.code === 'invalid_type')
      message += ` (write ${WRITE_AS[issue.expected] ?? `a ${issue.expected}`})`
    // A price written as on a label ($24.75, "1,200"): the number it means, written as it must be.
    const asNumber = typeof issue.input === 'string' ? issue.input.replace(/^\s*\$|[\s,]/g, '') : ''
    if (issue.code === 'invalid_type' && issue.expected === 'number' && /^\d+(\.\d+)?$/.test(asNumber))
      message = `is written as text (${JSON.stringify(issue.input)}): write ${asNumber}, a number without $, commas or quotes`
    if ('input' in issue && issue.input === undefined && issue.code !== 'custom')
      message = 'is missing (it is required: fill it in)'
    if ('input' in issue && issue.code !== 'custom' && (issue.input === null || issue.input === ''))
      message = 'is empty (it is required: fill it in)'
    if (issue.code === 'unrecognized_keys')
      message = `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')} (remove it, or correct its spelling)`
    return { field, message }
  })
}

/** Parses one file's text: YAML, or Markdown whose front matter is YAML and whose text is `body`. */
function parseFile(text: string, format: Format): unknown {
  let yamlText = text
  let body: string | undefined
  if (format === 'md') {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
    if (!match) throw new Error('must start with a front matter block between two --- lines')
    yamlText = match[1]!
    body = match[2]!
  }
  const doc = parseDocument(yamlText, { prettyErrors: true })
  if (doc.errors.length) throw new Error(doc.errors.map((e) => e.message.split('\n')[0]).join('; '))
  const data = doc.toJS() ?? {}
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error('must hold named fields (key: value)')
  return body === undefined ? data : { ...data, body }
}

class Reader {
  readonly problems: string[] = []
  /** Every file that passed its schema, for the checks across files (references.ts). */
  readonly files: ReadFile[] = []
  /**
   * The id of every file in each folder collection, valid or not: a reference to a file that has
   * problems of its own is not reported as a reference to a missing file (its problems are).
   */
  readonly ids: Record<(typeof FOLDER_COLLECTIONS)[number]['name'], string[]> = {
    products: [],
    services: [],
    blog: [],
    newsletter: [],
  }
  readonly dir: string
  /**
   * What `{name}`-style placeholders in the text stand for; null while there are none to fill in
   * (the profile itself, or a profile with problems of its own: those are reported instead).
   */
  placeholders: Placeholders | null = null
  constructor(dir: string) {
    this.dir = dir
  }

  /** The parsed, checked data of one file, or undefined (with its problems recorded). */
  read<T>(
    relative: string,
    format: Format,
    schema: ZodType,
    placeholders = this.placeholders,
  ): T | undefined {
    const file = `content/${relative}`
    let data = this.parse(relative, format)
    if (data === undefined) return undefined
    if (placeholders) {
      let unknown = false
      data = fillPlaceholders(data, placeholders, (field, message) => {
        unknown = true
        this.problems.push(`${file}: ${field}: ${message}`)
      })
      if (unknown) return undefined
    }
    const result = schema.safeParse(data, { reportInput: true })
    if (!result.success) {
      for (const { field, message } of zodProblems(result.error))
        this.problems.push(`${file}: ${field}: ${message}`)
      return undefined
    }
    this.files.push({ file, data: result.data })
    return result.data as T
  }

  /** One file's data as written (not checked), or undefined (with its problem recorded). */
  parse(relative: string, format: Format): unknown {
    const file = `content/${relative}`
    const full = path.join(this.dir, relative)
    if (!existsSync(full)) {
      this.problems.push(`${file}: the file is missing`)
      return undefined
    }
    try {
      return parseFile(readFileSync(full, 'utf8'), format)
    } catch (error) {
      this.problems.push(`${file}: cannot be read: ${(error as Error).message}`)
      return undefined
    }
  }

  /** Every item of a folder collection, each with its id (the file name). */
  readFolder<T>(name: (typeof FOLDER_COLLECTIONS)[number]['name']): { id: string; data: T }[] {
    const collection = FOLDER_COLLECTIONS.find((c) => c.name === name)!
    const folder = path.join(this.dir, collection.folder)
    const items: { id: string; data: T }[] = []
    const names = existsSync(folder) ? readdirSync(folder).sort() : []
    for (const fileName of names) {
      const relative = `${collection.folder}/${fileName}`
      const id = fileName.slice(0, -(collection.format.length + 1))
      if (!fileName.endsWith(`.${collection.format}`)) {
        this.problems.push(
          `content/${relative}: unexpected file; every file here ends with .${collection.format}`,
        )
        continue
      }
      if (!collection.id.pattern.test(id)) {
        this.problems.push(
          `content/${relative}: the file name is the ${collection.labelSingular.toLowerCase()}'s address and must be ${collection.id.rule}`,
        )
        continue
      }
      this.ids[name].push(id)
      const data = this.read<T>(relative, collection.format, collection.schema)
      if (data) items.push({ id, data })
    }
    if (!items.length && !this.problems.length) this.problems.push(`content/${collection.folder}: no files`)
    return items
  }
}

const fileEntry = (name: FileName) =>
  FILE_COLLECTIONS.flatMap(
    (c) => c.files as readonly { name: string; file: string; format: Format; schema: ZodType }[],
  ).find((f) => f.name === name)!

/** "Shipping, returns and refunds" → "shipping-returns-and-refunds". */
export const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Markdown with an id on every heading, so a page can link to one section (e.g. the return policy). */
const markdown = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth, text }) {
      return `<h${depth} id="${headingId(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`
    },
  },
})
/**
 * Markdown to HTML, then only the allowed HTML, with phone numbers kept on one line
 * (scripts/build/content/sanitize.ts). Legal texts and articles alike.
 */
const renderMarkdown = (source: string) =>
  keepPhoneNumbersWhole(sanitizeContentHtml(markdown.parse(source, { async: false })))

/**
 * The store settings, whose own short values ({shippingTime}, {returnsWindow}…) may be used in
 * their summaries and policy; afterwards every other file may use those and the summaries too.
 */
function readStore(reader: Reader, profile: Placeholders): StoreSettings | undefined {
  const entry = fileEntry('store')
  const raw = reader.parse(entry.file, entry.format) as
    | { shipping?: Record<string, unknown>; returns?: Record<string, unknown> }
    | undefined
  if (raw === undefined) return undefined
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  const own = {
    shippingPrice: text(raw?.shipping?.price),
    shippingTime: text(raw?.shipping?.time),
    returnsWindow: text(raw?.returns?.window),
    returnsConditions: text(raw?.returns?.conditions),
  }
  const store = reader.read<StoreSettings>(entry.file, entry.format, entry.schema, { ...profile, ...own })
  reader.placeholders = store
    ? {
        ...profile,
        ...own,
        shippingSummary: store.shipping.summary,
        returnsSummary: store.returns.summary,
        returnsPolicy: store.returns.policy,
      }
    : null
  return store
}

/** Reads and checks all content; throws a ContentError listing every problem. */
export const readContent = (dir: string = CONTENT_DIR, publicDir: string = PUBLIC_DIR, now = new Date()) =>
  readContentFiles(dir, publicDir, now).content

/**
 * All content, and each file as read (placeholders filled in), for the checks that look at every
 * text (scripts/build/content/stale.ts). `now` is the build's clock: years are counted up to its year.
 */
export function readContentFiles(
  dir: string = CONTENT_DIR,
  publicDir: string = PUBLIC_DIR,
  now = new Date(),
): { content: SiteContent; files: readonly ReadFile[] } {
  const reader = new Reader(dir)
  const file = <T>(name: FileName): T => {
    const entry = fileEntry(name)
    return reader.read<T>(entry.file, entry.format, entry.schema) as T
  }
  const legal = (name: 'privacy-policy' | 'terms-of-service' | 'good-faith-estimate'): LegalDocument => {
    const doc = file<{ body: string } & Omit<LegalDocument, 'html'>>(name)
    if (!doc) return doc
    const { body, ...meta } = doc
    return { ...meta, html: renderMarkdown(body) }
  }

  // The profile first, then the store settings: their values fill the placeholders of every other file.
  const practice = file<Practice>('practice')
  if (practice)
    for (const { field } of SINCE_YEARS) {
      const since = practice[field]
      const thisYear = yearAt(now, practice.timeZone)
      if (since !== undefined && since > thisYear)
        reader.problems.push(
          `content/practice.yml: ${field}: ${since} is after this year (${thisYear}): write the year it began`,
        )
    }
  const store = practice ? readStore(reader, practicePlaceholders(practice, now)) : undefined

  const products = reader
    .readFolder<Omit<Product, 'id'>>('products')
    .map(({ id, data }) => ({ ...data, id }) as Product)
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
  const catalogue = productCatalogueSchema.safeParse(products)
  if (!catalogue.success)
    for (const { message } of zodProblems(catalogue.error))
      reader.problems.push(`content/products: ${message}`)

  const services = reader
    .readFolder<Omit<Service, 'slug'>>('services')
    .map(({ id: slug, data }) => ({ ...data, slug }))
    .sort((a, b) => a.id - b.id)
  const serviceIds = new Map<number, string>()
  for (const service of services) {
    const other = serviceIds.get(service.id)
    if (other)
      reader.problems.push(
        `content/services/${service.slug}.yml: id: ${service.id} is also the id of ${other}`,
      )
    serviceIds.set(service.id, service.slug)
  }

  const blog = reader
    .readFolder<{ body: string } & Omit<Article, 'id' | 'html'>>('blog')
    .map(({ id, data: { body, ...meta } }) => ({ ...meta, id: Number(id), html: renderMarkdown(body) }))
    .sort((a, b) => a.id - b.id)

  const newsletter = reader
    .readFolder<{ body: string } & Omit<NewsletterIssue, 'slug' | 'html' | 'markdown'>>('newsletter')
    .map(({ id, data: { body, ...meta } }) => ({
      ...meta,
      slug: id,
      html: renderMarkdown(body),
      markdown: body,
    }))
    .sort((a, b) => a.sendOn.localeCompare(b.sendOn) || a.slug.localeCompare(b.slug))

  const content: SiteContent = {
    practice,
    store: store as StoreSettings,
    booking: file('booking'),
    digest: file('digest'),
    home: file('home'),
    homeExpect: file('home-expect'),
    formMessages: file('forms'),
    about: file('about'),
    contact: file('contact'),
    contest: file('contest'),
    retreats: file('retreats'),
    speaking: file('speaking'),
    thankYou: file('thank-you'),
    servicesOverview: file('services-overview'),
    testimonials: file<{ sections: TestimonialSection[] }>('testimonials')?.sections,
    podcasts: file<{ appearances: PodcastAppearance[] }>('podcasts')?.appearances,
    awards: file('awards'),
    legal: {
      'privacy-policy': legal('privacy-policy'),
      'terms-of-service': legal('terms-of-service'),
      'good-faith-estimate': legal('good-faith-estimate'),
    },
    products,
    services,
    blog,
    newsletter,
  }
  const featured = content.servicesOverview?.featured
  if (featured && !services.some((s) => s.slug === featured.service && s.showCard))
    reader.problems.push(
      `content/pages/services.yml: featured.service: ${featured.service} has no card on the services page: name a service whose "Show card" is on, or leave "Featured" out`,
    )

  // The groups under "What brings you here?" come from the cards; `groups` only gives them their
  // lines. A group without a line shows its name alone, and a line for no group is not shown: so a
  // service the owner adds, renames or deletes in the editor never stops the build over its line.
  reader.problems.push(...referenceProblems(reader.files, reader.ids, publicDir))
  if (reader.problems.length) throw new ContentError(reader.problems)
  return { content, files: reader.files }
}
