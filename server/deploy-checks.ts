/**
 * What must be true before the site goes live, as a checklist: the Node server refuses to start in
 * production while an item marked `refuses` is red (server/config-check.ts), and `npm run preflight`
 * (scripts/owner/preflight.ts) prints every item, green or red, for the Node server and for the static
 * pages + Supabase functions, without starting anything.
 *
 * The placeholder markers are defined here, once: the sample practice profile that ships in
 * content/practice.yml, and the addresses reserved for examples.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Practice } from '#app/config/practice.ts'

/** The sample profile's values (content/practice.yml as shipped) and the ranges kept for examples. */
export const PLACEHOLDERS = {
  name: 'Jane Doe',
  /** A license number of zeros ("LMFT #00000"). */
  licenseNumber: /#\s*0+\s*$/,
  /** The sample phone, and 555-0100…555-0199 (reserved for fiction in North America). */
  phoneDigits: '9495550142',
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

/** The sample profile values still in the practice profile (content/practice.yml). */
export function profilePlaceholders(
  practice: Pick<Practice, 'name' | 'licenses' | 'phone' | 'email'>,
): string[] {
  const found: string[] = []
  if (practice.name.trim() === PLACEHOLDERS.name) found.push(`name "${practice.name}"`)
  for (const license of practice.licenses)
    if (PLACEHOLDERS.licenseNumber.test(license)) found.push(`license "${license}"`)
  // Whatever shape the phone takes (display, link, E.164), its digits tell.
  const phones = (typeof practice.phone === 'string' ? [practice.phone] : Object.values(practice.phone))
    .filter((text): text is string => typeof text === 'string')
    .map((text) => text.replace(/\D/g, ''))
  if (phones.some((d) => d.endsWith(PLACEHOLDERS.phoneDigits) || PLACEHOLDERS.fictionalPhone.test(d)))
    found.push('phone (the sample or a 555-01xx number)')
  const emailHost = practice.email.split('@')[1] ?? ''
  if (PLACEHOLDERS.exampleHost.test(emailHost)) found.push(`e-mail "${practice.email}"`)
  return found
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

function profileCheck(practice: Practice, refuses: boolean): Check {
  const found = profilePlaceholders(practice)
  return found.length
    ? {
        ok: false,
        item: 'Practice profile',
        detail: `content/practice.yml still holds the sample ${found.join(', ')}: replace them in the CMS's "Practice profile"`,
        refuses,
      }
    : {
        ok: true,
        item: 'Practice profile',
        detail: `${practice.name}, ${practice.licenses.join(', ')}`,
        refuses,
      }
}

/** The Node server in production (`NODE_ENV=production npm start`, the Dockerfile). */
export function nodeDeployChecks(
  env: Env,
  { practice, projectRoot, productCount }: { practice: Practice; projectRoot: string; productCount: number },
): Check[] {
  const siteUrl = value(env, 'SITE_URL')
  const key = value(env, 'STRIPE_SECRET_KEY')
  const live = Boolean(key && /^(sk|rk)_live_/.test(key))
  const webhookSecret = value(env, 'STRIPE_WEBHOOK_SECRET')
  const built = existsSync(path.join(projectRoot, 'build', 'client', 'index.html'))
  return [
    siteCheck(siteUrl ?? practice.siteUrl, siteUrl ? 'SITE_URL' : 'siteUrl in content/practice.yml', true),
    profileCheck(practice, true),
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
      : { ok: false, item: 'Build', detail: 'build/client/ is missing: run `npm run build`' },
  ]
}

/** What a static deploy shows that calls a function; each fails without the functions address. */
export interface StaticFeatures {
  productCount: number
  /** content/booking.yml `enabled`. */
  bookingEnabled: boolean
  /** The newsletter sign-up form is on the pages (the home page and the blog). */
  newsletterShown: boolean
}

/** The Supabase secrets each feature in use needs (`supabase secrets set …`), and the schedule. */
function supabaseSteps({ productCount, bookingEnabled, newsletterShown }: StaticFeatures): Check[] {
  const secrets = [
    ...(productCount > 0
      ? ['STRIPE_SECRET_KEY=sk_live_… STRIPE_WEBHOOK_SECRET=whsec_… (the store: checkout and orders)']
      : []),
    ...(newsletterShown ? ['NEWSLETTER_SECRET=… (the newsletter form: signs its links)'] : []),
    ...(bookingEnabled ? ['BOOKING_SECRET=… (booking: signs the cancel links)'] : []),
    'SMTP_URL=smtps://…:465, and OWNER_EMAIL=… MAIL_FROM=… if not the practice e-mail (every e-mail)',
    'MAINTENANCE_SECRET=… (the 5-minute schedule: reminders, e-mails retried, deletions)',
  ]
  return [
    {
      ok: true,
      manual: true,
      item: 'Supabase secrets',
      detail: `not visible from here: \`supabase secrets set\` ${secrets.join('; ')}. New secrets: \`openssl rand -hex 32\`; \`supabase secrets list\` shows which are set (README → Deploying)`,
    },
    {
      ok: true,
      manual: true,
      item: 'Maintenance schedule',
      detail:
        'not visible from here: `supabase functions deploy maintenance --use-api`, `supabase db push` (applies the schedule migration), and the Vault secrets project_url and maintenance_secret (README → Deploying → The schedule)',
    },
  ]
}

/** The static pages on any host, with the functions on Supabase (README: Deploying). */
export function staticDeployChecks(
  env: Env,
  { practice, ...features }: { practice: Practice } & StaticFeatures,
): Check[] {
  const siteUrl = value(env, 'SITE_URL')
  const api = value(env, 'VITE_API_BASE_URL') ?? practice.api.baseUrl ?? ''
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
    profileCheck(practice, false),
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
