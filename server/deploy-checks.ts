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

/** The static pages on any host, with the functions on Supabase (README: Deploying). */
export function staticDeployChecks(
  env: Env,
  { practice, productCount }: { practice: Practice; productCount: number },
): Check[] {
  const siteUrl = value(env, 'SITE_URL')
  const api = value(env, 'VITE_API_BASE_URL') ?? practice.api.baseUrl ?? ''
  const apiSource = value(env, 'VITE_API_BASE_URL')
    ? 'VITE_API_BASE_URL'
    : 'api.baseUrl in content/practice.yml'
  const apiProblems = api ? siteUrlProblems(api).filter((p) => !p.startsWith('has a path')) : []
  return [
    siteCheck(siteUrl ?? practice.siteUrl, siteUrl ? 'SITE_URL' : 'siteUrl in content/practice.yml', false),
    profileCheck(practice, false),
    productCount === 0
      ? { ok: true, item: 'Functions address', detail: 'no products: the store sells nothing' }
      : !api
        ? {
            ok: false,
            item: 'Functions address',
            detail: `the store has ${productCount} product(s) but ${apiSource} is empty: a static host has no /functions/v1/, so every purchase would fail. Set it to https://<project-ref>.supabase.co`,
          }
        : apiProblems.length
          ? { ok: false, item: 'Functions address', detail: `${apiSource} ${api} ${apiProblems.join(', ')}` }
          : { ok: true, item: 'Functions address', detail: `${api} (${apiSource})` },
  ]
}
