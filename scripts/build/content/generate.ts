/**
 * Turns content/ into the plain-data modules the site, the Node server and the Deno payment
 * function import (core/content/generated/, ignored by git and rewritten by every build, dev start,
 * typecheck and test run, so it cannot go stale). Each module imports only types from the
 * schemas, which TypeScript erases: zod and the YAML and Markdown parsers stay at build time.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '#scripts/project-root.ts'
import { CONTENT_DIR, readContent, type SiteContent } from './read.ts'

export const GENERATED_DIR = path.join(projectRoot, 'core', 'content', 'generated')

/** Each generated module: its file, the exported name, its type and where the type comes from. */
const MODULES: { [K in keyof SiteContent]: { file: string; name: string; type?: string; from: string } } = {
  practice: { file: 'practice', name: 'Practice', from: 'practice' },
  store: { file: 'store', name: 'StoreSettings', from: 'store' },
  booking: { file: 'booking', name: 'BookingSettings', from: 'booking' },
  digest: { file: 'digest', name: 'DigestSettings', from: 'digest' },
  home: { file: 'home', name: 'HomeContent', from: 'home' },
  homeExpect: { file: 'home-expect', name: 'HomeExpect', from: 'home' },
  formMessages: { file: 'form-messages', name: 'FormMessages', from: 'practice' },
  about: { file: 'about', name: 'AboutPage', from: 'pages' },
  contact: { file: 'contact', name: 'ContactPage', from: 'pages' },
  contest: { file: 'contest', name: 'ContestPage', from: 'pages' },
  retreats: { file: 'retreats', name: 'RetreatsPage', from: 'pages' },
  speaking: { file: 'speaking', name: 'SpeakingPage', from: 'pages' },
  thankYou: { file: 'thank-you', name: 'ThankYouPage', from: 'pages' },
  servicesOverview: { file: 'services-overview', name: 'ServicesOverview', from: 'pages' },
  testimonials: {
    file: 'testimonials',
    name: 'TestimonialSection',
    type: 'readonly TestimonialSection[]',
    from: 'testimonials',
  },
  podcasts: {
    file: 'podcasts',
    name: 'PodcastAppearance',
    type: 'readonly PodcastAppearance[]',
    from: 'podcasts',
  },
  awards: { file: 'awards', name: 'Awards', from: 'awards' },
  legal: {
    file: 'legal',
    name: 'LegalDocument',
    type: "Record<'privacy-policy' | 'terms-of-service' | 'good-faith-estimate', LegalDocument>",
    from: 'article',
  },
  products: { file: 'products', name: 'Product', type: 'readonly Product[]', from: 'products' },
  services: { file: 'services', name: 'Service', type: 'readonly Service[]', from: 'service' },
  blog: { file: 'blog', name: 'Article', type: 'readonly Article[]', from: 'article' },
  newsletter: {
    file: 'newsletter',
    name: 'NewsletterIssue',
    type: 'readonly NewsletterIssue[]',
    from: 'newsletter',
  },
}

const HEADER =
  '// Generated from content/ by scripts/build/content/generate.ts (npm run content). Do not edit.\n'

function moduleSource(key: keyof SiteContent, value: unknown): string {
  const { name, type = name, from } = MODULES[key]
  return `${HEADER}import type { ${name} } from '#core/content/schemas/${from}.ts'\n\nexport const data: ${type} = ${JSON.stringify(value, null, 2)}\n`
}

/**
 * The ids, from the file names: route-paths.ts imports only this small module, so a page that
 * needs the list of paths does not pull in the whole catalogue.
 */
function idsSource(content: SiteContent): string {
  const list = (values: readonly (string | number)[]) => `${JSON.stringify(values)} as const`
  return `${HEADER}export const PRODUCT_IDS = ${list(content.products.map((p) => p.id))}\nexport const SERVICE_SLUGS = ${list(content.services.map((s) => s.slug))}\nexport const BLOG_IDS = ${list(content.blog.map((a) => a.id))}\n`
}

/** Writes a file only when its text changed (a dev server then reloads only what changed). */
function writeIfChanged(file: string, text: string): boolean {
  try {
    if (readFileSync(file, 'utf8') === text) return false
  } catch {}
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
  return true
}

/** The module holding the fingerprint of all the others: the build publishes it, the functions compare (core/contracts/content-version.ts). */
export const CONTENT_VERSION_MODULE = 'content-version.ts'

/**
 * A hash of every other module's name and text: the same content gives the same fingerprint on any
 * machine (the CDN's build and the functions' deploy each run `npm run content` on the same commit).
 */
export function contentVersion(files: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256')
  for (const name of Object.keys(files).sort()) hash.update(`${name}\0${files[name]}\0`)
  return hash.digest('hex').slice(0, 16)
}

/** The source text of every generated module, by file name. */
export function generatedModules(content: SiteContent): Record<string, string> {
  const files: Record<string, string> = { 'ids.ts': idsSource(content) }
  for (const key of Object.keys(MODULES) as (keyof SiteContent)[])
    files[`${MODULES[key].file}.ts`] = moduleSource(key, content[key])
  files[CONTENT_VERSION_MODULE] =
    `${HEADER}/** The fingerprint of the other modules here, published by the static build (core/contracts/content-version.ts). */\nexport const CONTENT_VERSION = '${contentVersion(files)}'\n`
  return files
}

/** Reads content/ (throwing on any problem) and writes the modules; returns the files it changed. */
export function generateModules(contentDir = CONTENT_DIR, outDir = GENERATED_DIR): string[] {
  const content = readContent(contentDir)
  const files = generatedModules(content)
  const changed = Object.entries(files)
    .filter(([name, text]) => writeIfChanged(path.join(outDir, name), text))
    .map(([name]) => name)
  // A module whose content type was removed would otherwise linger.
  for (const name of readdirSync(outDir)) if (!(name in files)) rmSync(path.join(outDir, name))
  return changed
}
