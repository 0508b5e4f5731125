/**
 * What must be true before the site goes live, as a checklist: the Node server refuses to start in
 * production while an item marked `refuses` is red (server/config-check.ts), and `npm run preflight`
 * (scripts/owner/preflight.ts) prints every item, green or red, for the Node server and for the static
 * pages + Supabase functions, without starting anything.
 *
 * The placeholder markers are defined here, once: the sample practice profile that ships in
 * content/practice.yml, and the addresses reserved for examples.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import type { Practice } from '#core/config/practice.ts'
import { secretProblem } from '#functions/platform/secret.ts'
import { BUILD_INFO_FILE, readBuildInfo, rebuildHint } from './build-state.ts'

/**
 * The sample practice profile as shipped (a verbatim copy of content/practice.yml, kept beside this
 * file so that an owner's edits never change what counts as "still the sample"). Every value the
 * checks below call a placeholder is read from it; tests/unit/deploy-checks.test.ts keeps the copy
 * equal to content/practice.yml while that is still the sample.
 */
export const SAMPLE_PROFILE_FILE = path.join(import.meta.dirname, 'sample-practice.yml')
const sample = parse(readFileSync(SAMPLE_PROFILE_FILE, 'utf8')) as SampleProfile

interface SampleProfile {
  name: string
  shortName: string
  practiceName: string
  licenses: string[]
  phone: string
  email: string
  siteUrl: string
  mapUrl: string
  address: { street: string; geo: { latitude: number; longitude: number } }
  [field: string]: unknown
}

/** Generic markers besides the sample's own values: ranges reserved for examples. */
export const PLACEHOLDERS = {
  /** A license number of zeros ("LMFT #00000"). */
  licenseNumber: /#\s*0+\s*$/,
  /** 555-0100…555-0199 (reserved for fiction in North America). */
  fictionalPhone: /55501\d\d$/,
  /** Domains reserved for documentation (RFC 2606) and local names. */
  exampleHost: /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost)$|^localhost$/i,
  loopbackHost: /^(127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/,
} as const

export interface Check {
  ok: boolean
  /** What is checked, e.g. "Site address". */
  item: string
  /** When ok: what was found; otherwise the problem and its fix. */
  detail: string
  /** A red item here stops `NODE_ENV=production npm start`. */
  refuses?: boolean
  /** A step to take by hand that cannot be checked from here (a Supabase secret): listed, never red. */
  manual?: boolean
}

type Env = Record<string, string | undefined>
const value = (env: Env, name: string) => env[name]?.trim() || undefined

/** Why `url` cannot be the public site address (placeholder, not https, path/query/fragment). */
export function siteUrlProblems(url: string): string[] {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return ['is not an absolute URL']
  }
  const problems: string[] = []
  if (PLACEHOLDERS.exampleHost.test(parsed.hostname) || PLACEHOLDERS.loopbackHost.test(parsed.hostname))
    problems.push(`is a placeholder or local address (${parsed.hostname})`)
  if (parsed.protocol !== 'https:') problems.push('is not https')
  if (parsed.pathname !== '/') problems.push(`has a path (${parsed.pathname}): give the origin only`)
  if (parsed.search) problems.push('has a query (?…)')
  if (parsed.hash) problems.push('has a fragment (#…)')
  if (parsed.username || parsed.password) problems.push('holds a user name or password')
  return problems
}

const digits = (text: string) => text.replace(/\D/g, '').slice(-10)

/** The outside addresses a profile field holds (forms, social and review links…), by their path. */
function urlsUnder(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [[at, value]] : []
  if (Array.isArray(value)) return value.flatMap((item, i) => urlsUnder(item, `${at}.${i}`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => urlsUnder(item, `${at}.${key}`))
  return []
}

/** The profile's links to outside pages that name the practice: map, forms, social, reviews, interviews. */
const LINK_FIELDS = ['mapUrl', 'forms', 'profiles', 'reviews', 'video.moreInterviewsUrl'] as const
const linksOf = (profile: object) =>
  LINK_FIELDS.flatMap((field) =>
    urlsUnder(
      field
        .split('.')
        .reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], profile),
      field,
    ),
  )
const SAMPLE_LINKS = new Set(linksOf(sample).map(([, url]) => url))

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

type ProfileFields = Pick<
  Practice,
  'name' | 'shortName' | 'practiceName' | 'licenses' | 'phone' | 'email' | 'address' | 'siteUrl'
> &
  Partial<Pick<Practice, 'mapUrl' | 'forms' | 'profiles' | 'reviews' | 'video'>>

/**
 * The values of the practice profile (content/practice.yml) still equal to the shipped sample's,
 * or in a range kept for examples (a license of zeros, a 555-01xx phone, an example.com address).
 */
export function profilePlaceholders(practice: ProfileFields): string[] {
  const found: string[] = []
  for (const field of ['name', 'practiceName', 'shortName'] as const)
    if (practice[field].trim() === sample[field]) found.push(`${field} "${practice[field]}"`)
  for (const license of practice.licenses)
    if (sample.licenses.includes(license) || PLACEHOLDERS.licenseNumber.test(license))
      found.push(`license "${license}"`)
  // Whatever shape the phone takes (display, link, E.164), its digits tell.
  const phones = (typeof practice.phone === 'string' ? [practice.phone] : Object.values(practice.phone))
    .filter((text): text is string => typeof text === 'string')
    .map(digits)
  if (phones.some((d) => d === digits(sample.phone) || PLACEHOLDERS.fictionalPhone.test(d)))
    found.push('phone (the sample or a 555-01xx number)')
  if (practice.email === sample.email || PLACEHOLDERS.exampleHost.test(practice.email.split('@')[1] ?? ''))
    found.push(`e-mail "${practice.email}"`)
  if (practice.address.street === sample.address.street) found.push(`address "${practice.address.street}"`)
  const { latitude, longitude } = practice.address.geo
  if (latitude === sample.address.geo.latitude && longitude === sample.address.geo.longitude)
    found.push(`address.geo (${latitude}, ${longitude}: the sample office's map position)`)
  for (const [at, url] of linksOf(practice))
    if (SAMPLE_LINKS.has(url) || PLACEHOLDERS.exampleHost.test(hostOf(url))) found.push(`${at} ${url}`)
  return found
}

/** Partner links (a product's affiliateLink) still pointing at an address kept for examples. */
export function partnerLinkPlaceholders(
  partners: readonly { id: string; affiliateLink?: string }[],
): string[] {
  return partners
    .filter((p) => p.affiliateLink && PLACEHOLDERS.exampleHost.test(hostOf(p.affiliateLink)))
    .map((p) => `content/products/${p.id}.yml: affiliateLink ${p.affiliateLink}`)
}

function siteCheck(url: string, source: string, refuses: boolean): Check {
  const problems = siteUrlProblems(url)
  return problems.length
    ? {
        ok: false,
        item: 'Site address',
        detail: `${source} ${url} ${problems.join(', ')}: set it to the public https address, e.g. https://www.your-practice.com`,
        refuses,
      }
    : { ok: true, item: 'Site address', detail: `${url} (${source})`, refuses }
}

function profileCheck(
  practice: Practice,
  partners: readonly { id: string; affiliateLink?: string }[],
  refuses: boolean,
): Check {
  const found = profilePlaceholders(practice)
  const partnerLinks = partnerLinkPlaceholders(partners)
  const problems = [
    ...(found.length
      ? [
          `content/practice.yml still holds the sample ${found.join(', ')}: replace them in the CMS's "Practice profile"`,
        ]
      : []),
    ...(partnerLinks.length
      ? [
          `partner links still point at example addresses (${partnerLinks.join('; ')}): give the partner's own address, or empty it to drop the partner link`,
        ]
      : []),
  ]
  return problems.length
    ? { ok: false, item: 'Practice profile', detail: problems.join('; '), refuses }
    : {
        ok: true,
        item: 'Practice profile',
        detail: `${practice.practiceName}: ${practice.name}, ${practice.licenses.join(', ')}`,
        refuses,
      }
}

/** What the deployed pages offer, which decides what production needs. */
export interface SiteFeatures {
  /** Products sold here (the checkout sells them). */
  productCount: number
  /** Every product, for the partner links. */
  partners: readonly { id: string; affiliateLink?: string }[]
  /** content/booking.yml `enabled`. */
  bookingEnabled: boolean
  /** The newsletter sign-up form is on the pages (the home page and the blog). */
  newsletterShown: boolean
}

/** The Node server in production (`NODE_ENV=production npm start`, the Dockerfile). */
export function nodeDeployChecks(
  env: Env,
  { practice, projectRoot, ...features }: { practice: Practice; projectRoot: string } & SiteFeatures,
): Check[] {
  const { productCount } = features
  const siteUrl = value(env, 'SITE_URL')
  const key = value(env, 'STRIPE_SECRET_KEY')
  const live = Boolean(key && /^(sk|rk)_live_/.test(key))
  const webhookSecret = value(env, 'STRIPE_WEBHOOK_SECRET')
  const built = existsSync(path.join(projectRoot, 'build', 'client', 'index.html'))
  // What sends e-mail: without a mail server it would all sit in the outbox folder on the server.
  const mailing = [
    ...(key && productCount > 0 ? ['the store'] : []),
    ...(features.newsletterShown ? ['the newsletter form'] : []),
    ...(features.bookingEnabled ? ['online booking'] : []),
  ]
  const bookingSecret = features.bookingEnabled
    ? secretProblem('BOOKING_SECRET', value(env, 'BOOKING_SECRET'))
    : null
  return [
    siteCheck(siteUrl ?? practice.siteUrl, siteUrl ? 'SITE_URL' : 'siteUrl in content/practice.yml', true),
    profileCheck(practice, features.partners, true),
    value(env, 'SMTP_URL') || mailing.length === 0
      ? {
          ok: true,
          item: 'Mail server',
          detail: value(env, 'SMTP_URL') ? 'SMTP_URL set' : 'not needed',
          refuses: true,
        }
      : {
          ok: false,
          item: 'Mail server',
          detail: `SMTP_URL is not set while ${listed(mailing)} ${mailing.length > 1 ? 'are' : 'is'} live: no e-mail would leave the server (each would be written to its outbox folder, visitors' details included). Set SMTP_URL=smtps://user:password@smtp.your-provider.com:465`,
          refuses: true,
        },
    ...(features.bookingEnabled
      ? [
          bookingSecret
            ? {
                ok: false,
                item: 'Booking',
                detail: `${bookingSecret}: booking is on in content/booking.yml, and every Book button would say "Booking is not available right now"`,
                refuses: true,
              }
            : { ok: true, item: 'Booking', detail: 'on, BOOKING_SECRET set', refuses: true },
        ]
      : []),
    key
      ? { ok: true, item: 'Stripe key', detail: `${live ? 'live' : 'test'} key set` }
      : {
          ok: productCount === 0,
          item: 'Stripe key',
          detail:
            productCount === 0
              ? 'none (no products in the store)'
              : 'STRIPE_SECRET_KEY is not set: every purchase answers 503 "Payments are not configured"',
        },
    webhookSecret
      ? { ok: true, item: 'Stripe webhook', detail: 'STRIPE_WEBHOOK_SECRET set', refuses: true }
      : {
          ok: !live,
          item: 'Stripe webhook',
          detail: live
            ? 'STRIPE_SECRET_KEY is a live key but STRIPE_WEBHOOK_SECRET is not set: no paid order would be recorded (see Orders → Registering the webhook)'
            : 'STRIPE_WEBHOOK_SECRET not set (needed with a live key)',
          refuses: true,
        },
    built
      ? { ok: true, item: 'Build', detail: 'build/client/ present' }
      : { ok: false, item: 'Build', detail: `build/client/ is missing: ${rebuildHint(projectRoot)}` },
  ]
}

/** The Supabase secrets each feature in use needs (`supabase secrets set …`), the schedule and the redeploy on push. */
function supabaseSteps({ productCount, bookingEnabled, newsletterShown }: SiteFeatures): Check[] {
  const secrets = [
    ...(productCount > 0
      ? ['STRIPE_SECRET_KEY=sk_live_… STRIPE_WEBHOOK_SECRET=whsec_… (the store: checkout and orders)']
      : []),
    ...(newsletterShown ? ['NEWSLETTER_SECRET=… (the newsletter form: signs its links)'] : []),
    ...(bookingEnabled ? ['BOOKING_SECRET=… (booking: signs the confirm and cancel links)'] : []),
    'SMTP_URL=smtps://…:465, and OWNER_EMAIL=… MAIL_FROM=… if not the practice e-mail (every e-mail)',
    'MAINTENANCE_SECRET=… (the 5-minute schedule: reminders, e-mails retried, deletions)',
    "OWNER_ACTIONS_SECRET=… (signs the action links in the owner's notices: Mark as shipped, Cancel this consultation)",
  ]
  return [
    {
      ok: true,
      manual: true,
      item: 'Supabase secrets',
      detail: `not visible from here: \`supabase secrets set\` ${secrets.join('; ')}. New secrets: \`openssl rand -hex 32\`; \`supabase secrets list\` shows which are set (docs/guides/deploying.md)`,
    },
    {
      ok: true,
      manual: true,
      item: 'Maintenance schedule',
      detail:
        'not visible from here: `supabase functions deploy maintenance --use-api`, `supabase db push` (applies the schedule migration), and the Vault secrets project_url and maintenance_secret (docs/guides/deploying.md → The schedule)',
    },
    {
      ok: true,
      manual: true,
      item: 'Functions redeploy',
      detail:
        'not visible from here: the repository secrets SUPABASE_ACCESS_TOKEN and SUPABASE_PROJECT_REF (GitHub → Settings → Secrets and variables → Actions), so that .github/workflows/supabase-functions.yml redeploys the functions on every content save; without them a price or newsletter issue saved in the CMS reaches the pages only (docs/guides/deploying.md)',
    },
  ]
}

/** Whether build/client/ calls the functions address the profile (or VITE_API_BASE_URL) names now. */
function staticBuildCheck(projectRoot: string, api: string, apiSource: string): Check {
  const item = 'Build'
  if (!existsSync(path.join(projectRoot, 'build', 'client', 'index.html')))
    return {
      ok: false,
      item,
      detail: `build/client/ is missing: ${rebuildHint(projectRoot)}, then upload it`,
    }
  const built = readBuildInfo(projectRoot)
  const named = (url: string) => url || '(none: the pages call their own site)'
  if (!built)
    return {
      ok: false,
      item,
      detail: `build/client/ does not record which functions address it calls (${BUILD_INFO_FILE} is missing): ${rebuildHint(projectRoot)}, then upload it`,
    }
  if (built.apiBaseUrl.replace(/\/+$/, '') !== api)
    return {
      ok: false,
      item,
      detail: `build/client/ was built to call ${named(built.apiBaseUrl)}, but ${apiSource} is now ${named(api)}: every purchase, sign-up and booking from those pages would go to the old address. ${rebuildHint(projectRoot).replace(/^r/, 'R')}, then upload build/client/ again`,
    }
  return { ok: true, item, detail: `build/client/ calls ${named(api)}` }
}

/** The static pages on any host, with the functions on Supabase (docs/guides/deploying.md). */
export function staticDeployChecks(
  env: Env,
  { practice, projectRoot, ...features }: { practice: Practice; projectRoot: string } & SiteFeatures,
): Check[] {
  const siteUrl = value(env, 'SITE_URL')
  const api = (value(env, 'VITE_API_BASE_URL') ?? practice.api.baseUrl ?? '').replace(/\/+$/, '')
  const apiSource = value(env, 'VITE_API_BASE_URL')
    ? 'VITE_API_BASE_URL'
    : 'api.baseUrl in content/practice.yml'
  const apiProblems = api ? siteUrlProblems(api).filter((p) => !p.startsWith('has a path')) : []
  const { productCount } = features
  // Every feature on the pages that calls a function, and what would fail without one.
  const failing = [
    ...(productCount > 0 ? [`every purchase (the store has ${productCount} product(s))`] : []),
    ...(features.newsletterShown ? ['every newsletter sign-up (the form on the home page and blog)'] : []),
    ...(features.bookingEnabled ? ['every booking (booking is on in content/booking.yml)'] : []),
  ]
  return [
    siteCheck(siteUrl ?? practice.siteUrl, siteUrl ? 'SITE_URL' : 'siteUrl in content/practice.yml', false),
    profileCheck(practice, features.partners, false),
    staticBuildCheck(projectRoot, api, apiSource),
    failing.length === 0
      ? {
          ok: true,
          item: 'Functions address',
          detail: 'not needed: no products, no booking, no newsletter form',
        }
      : !api
        ? {
            ok: false,
            item: 'Functions address',
            detail: `${apiSource} is empty, and a static host has no /functions/v1/, so these would fail: ${failing.join('; ')}. Set it to https://<project-ref>.supabase.co`,
          }
        : apiProblems.length
          ? { ok: false, item: 'Functions address', detail: `${apiSource} ${api} ${apiProblems.join(', ')}` }
          : { ok: true, item: 'Functions address', detail: `${api} (${apiSource})` },
    ...(failing.length ? supabaseSteps(features) : []),
  ]
}

/** "a", "a and b", "a, b and c": the way a person lists things. */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
