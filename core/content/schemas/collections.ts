/**
 * Every kind of content, where its files live and the schema each file must meet: the one list
 * the build's content reader (scripts/build/content/read.ts), the CMS configuration and the tests
 * share. Build-time only (zod never reaches the browser).
 *
 * A folder collection holds one file per item, and the file name is the item's id and URL.
 */
import { type ZodType, z } from 'zod'
import { articleFrontMatterSchema, legalFrontMatterSchema } from './article.ts'
import { awardsSchema } from './awards.ts'
import { bookingSchema } from './booking.ts'
import { digestSchema } from './digest.ts'
import { homeExpectSchema, homeSchema } from './home.ts'
import { newsletterIssueSchema } from './newsletter.ts'
import {
  aboutSchema,
  contactSchema,
  contestSchema,
  retreatsSchema,
  servicesOverviewSchema,
  speakingSchema,
  thankYouSchema,
} from './pages.ts'
import { podcastsSchema } from './podcasts.ts'
import { formMessagesSchema, practiceSchema } from './practice.ts'
import { productFileSchema } from './products.ts'
import { serviceFileSchema } from './service.ts'
import { storeSettingsSchema } from './store.ts'
import { testimonialsSchema } from './testimonials.ts'

export type Format = 'yml' | 'md'

export interface FolderCollection {
  name: 'products' | 'services' | 'blog' | 'newsletter'
  label: string
  /** Singular, for the CMS's "New …" button. */
  labelSingular: string
  folder: string
  format: Format
  /** What a file name (the id) must look like, and how to say it. */
  id: { pattern: RegExp; rule: string }
  /** The field the CMS lists entries by. */
  summaryField: string
  schema: ZodType
}

export interface FileEntry {
  name: string
  label: string
  file: string
  format: Format
  schema: ZodType
}

export interface FileCollection {
  name: string
  label: string
  files: FileEntry[]
}

export const FOLDER_COLLECTIONS = [
  {
    name: 'products',
    label: 'Store products',
    labelSingular: 'Product',
    folder: 'products',
    format: 'yml',
    id: { pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, rule: 'lower-case letters, digits and dashes' },
    summaryField: 'name',
    schema: productFileSchema,
  },
  {
    name: 'services',
    label: 'Services',
    labelSingular: 'Service',
    folder: 'services',
    format: 'yml',
    id: { pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, rule: 'lower-case letters, digits and dashes' },
    summaryField: 'title',
    schema: serviceFileSchema,
  },
  {
    name: 'blog',
    label: 'Blog articles',
    labelSingular: 'Article',
    folder: 'blog',
    format: 'md',
    id: { pattern: /^[1-9]\d*$/, rule: 'a number (the article’s number: 1, 2, 3…)' },
    summaryField: 'title',
    schema: articleFrontMatterSchema,
  },
  {
    name: 'newsletter',
    label: 'Newsletter issues',
    labelSingular: 'Issue',
    folder: 'newsletter',
    format: 'md',
    id: { pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, rule: 'lower-case letters, digits and dashes' },
    summaryField: 'subject',
    schema: newsletterIssueSchema,
  },
] as const satisfies readonly FolderCollection[]

export const FILE_COLLECTIONS = [
  {
    name: 'settings',
    label: 'Practice profile and store settings',
    files: [
      {
        name: 'practice',
        label: 'Practice profile',
        file: 'practice.yml',
        format: 'yml',
        schema: practiceSchema,
      },
      {
        name: 'store',
        label: 'Store settings',
        file: 'store.yml',
        format: 'yml',
        schema: storeSettingsSchema,
      },
      { name: 'booking', label: 'Online booking', file: 'booking.yml', format: 'yml', schema: bookingSchema },
      { name: 'digest', label: 'Daily digest', file: 'digest.yml', format: 'yml', schema: digestSchema },
    ],
  },
  {
    name: 'pages',
    label: 'Pages',
    files: [
      { name: 'home', label: 'Home', file: 'pages/home.yml', format: 'yml', schema: homeSchema },
      {
        name: 'home-expect',
        label: 'Home: what to expect',
        file: 'pages/home-expect.yml',
        format: 'yml',
        schema: homeExpectSchema,
      },
      { name: 'about', label: 'About', file: 'pages/about.yml', format: 'yml', schema: aboutSchema },
      {
        name: 'services-overview',
        label: 'Services overview',
        file: 'pages/services.yml',
        format: 'yml',
        schema: servicesOverviewSchema,
      },
      { name: 'contact', label: 'Contact', file: 'pages/contact.yml', format: 'yml', schema: contactSchema },
      {
        name: 'forms',
        label: 'Form messages',
        file: 'pages/forms.yml',
        format: 'yml',
        schema: formMessagesSchema,
      },
      {
        name: 'retreats',
        label: 'Retreats',
        file: 'pages/retreats.yml',
        format: 'yml',
        schema: retreatsSchema,
      },
      {
        name: 'contest',
        label: 'Book giveaway',
        file: 'pages/contest.yml',
        format: 'yml',
        schema: contestSchema,
      },
      {
        name: 'speaking',
        label: 'Speaking & Media',
        file: 'pages/speaking.yml',
        format: 'yml',
        schema: speakingSchema,
      },
      {
        name: 'thank-you',
        label: 'Thank-you page',
        file: 'pages/thank-you.yml',
        format: 'yml',
        schema: thankYouSchema,
      },
    ],
  },
  {
    name: 'lists',
    label: 'Testimonials, podcasts and awards',
    files: [
      {
        name: 'testimonials',
        label: 'Testimonials',
        file: 'testimonials.yml',
        format: 'yml',
        schema: testimonialsSchema,
      },
      {
        name: 'podcasts',
        label: 'Podcast appearances',
        file: 'podcasts.yml',
        format: 'yml',
        schema: podcastsSchema,
      },
      { name: 'awards', label: 'Awards', file: 'awards.yml', format: 'yml', schema: awardsSchema },
    ],
  },
  {
    name: 'legal',
    label: 'Legal and notices',
    files: [
      {
        name: 'privacy-policy',
        label: 'Privacy policy',
        file: 'legal/privacy-policy.md',
        format: 'md',
        schema: legalFrontMatterSchema,
      },
      {
        name: 'terms-of-service',
        label: 'Terms of service',
        file: 'legal/terms-of-service.md',
        format: 'md',
        schema: legalFrontMatterSchema,
      },
      {
        name: 'good-faith-estimate',
        label: 'Good Faith Estimate notice',
        file: 'legal/good-faith-estimate.md',
        format: 'md',
        schema: legalFrontMatterSchema,
      },
    ],
  },
] as const satisfies readonly FileCollection[]

export type FileName = (typeof FILE_COLLECTIONS)[number]['files'][number]['name']

/**
 * content/cms.yml: which GitHub repository and branch the CMS saves to. Set once when the site
 * moves to its own repository; not editable in the CMS itself (a wrong value there would lock the
 * owner out).
 */
export const cmsSettingsSchema = z.strictObject({
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be the GitHub repository as owner/name'),
  branch: z.string().min(1),
})
