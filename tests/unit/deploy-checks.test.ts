/** The production checklist: placeholder markers, site address rules, the static deploy's functions address, `npm run preflight`. */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { data as bookingContent } from '#core/content/generated/booking.ts'
import { practiceSchema } from '#core/content/schemas/practice.ts'
import { BUILD_INFO_FILE } from '#server/build-state.ts'
import {
  nodeDeployChecks,
  partnerLinkPlaceholders,
  profilePlaceholders,
  SAMPLE_PROFILE_FILE,
  siteUrlProblems,
  staticDeployChecks,
} from '#server/deploy-checks.ts'
import { ownerProfile } from '#tests/support/owner-profile.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const sample = parse(readFileSync(SAMPLE_PROFILE_FILE, 'utf8')) as Record<string, unknown>
const ownedRaw = ownerProfile(sample)
const owned = practiceSchema.parse(ownedRaw)

describe('placeholders', () => {
  it('the sample copy is the profile content/practice.yml ships with (while it is still the sample)', () => {
    const shipped = parse(readFileSync(path.join(ROOT, 'content', 'practice.yml'), 'utf8'))
    if (shipped.name === sample.name) expect(shipped).toEqual(sample)
    expect(profilePlaceholders(practiceSchema.parse(sample)).length).toBeGreaterThan(10)
  })

  it('an owner’s profile has none; each sample value put back is found on its own', () => {
    expect(profilePlaceholders(owned)).toEqual([])
    const back = (field: string, value: unknown) =>
      profilePlaceholders(practiceSchema.parse({ ...ownedRaw, [field]: value }))
    for (const field of ['name', 'practiceName', 'shortName', 'email', 'mapUrl'])
      expect(back(field, sample[field]), field).toEqual([
        expect.stringContaining(field === 'email' ? 'e-mail' : field),
      ])
    expect(back('licenses', sample.licenses)).toHaveLength((sample.licenses as string[]).length)
    expect(back('phone', sample.phone)).toEqual(['phone (the sample or a 555-01xx number)'])
    const sampleAddress = sample.address as { street: string; geo: object }
    const ownAddress = ownedRaw.address as object
    expect(back('address', { ...ownAddress, street: sampleAddress.street })).toEqual([
      `address "${sampleAddress.street}"`,
    ])
    // The street changed, the map position left as shipped: the office would show in the wrong place.
    expect(back('address', { ...ownAddress, geo: sampleAddress.geo })).toEqual([
      expect.stringMatching(/^address\.geo /),
    ])
    // Every form embed, social, review and interview link of the sample, one at a time.
    const links: [string, string, unknown][] = [
      ...Object.keys(sample.forms as object).map((k): [string, string, unknown] => [
        'forms',
        `forms.${k}.url`,
        { ...(ownedRaw.forms as object), [k]: (sample.forms as Record<string, unknown>)[k] },
      ]),
      ...(sample.profiles as object[]).map((p, i): [string, string, unknown] => [
        'profiles',
        `profiles.${i}.url`,
        (ownedRaw.profiles as object[]).map((o, j) => (i === j ? p : o)),
      ]),
      ...Object.keys(sample.reviews as object).map((k): [string, string, unknown] => [
        'reviews',
        `reviews.${k}.url`,
        { ...(ownedRaw.reviews as object), [k]: (sample.reviews as Record<string, unknown>)[k] },
      ]),
      ['video', 'video.moreInterviewsUrl', sample.video],
    ]
    expect(links.length).toBeGreaterThanOrEqual(11)
    for (const [field, at, value] of links)
      expect(back(field, value), at).toEqual([
        expect.stringMatching(new RegExp(`^${at.replaceAll('.', '\\.')} `)),
      ])
    // Ranges kept for examples, whatever the sample says.
    expect(back('licenses', ['LMFT #00000'])).toEqual(['license "LMFT #00000"'])
    expect(back('phone', '(310) 555-0177')).toHaveLength(1)
    expect(back('email', 'office@example.org')).toEqual(['e-mail "office@example.org"'])
  })

  it('a partner link on an address kept for examples is found, naming its file', () => {
    expect(
      partnerLinkPlaceholders([
        { id: 'pulsetto-device', affiliateLink: 'https://www.example.com/affiliate/pulsetto-device' },
        { id: 'mat', affiliateLink: 'https://pulsetto.tech/?ref=maria' },
        { id: 'blanket' },
      ]),
    ).toEqual([
      'content/products/pulsetto-device.yml: affiliateLink https://www.example.com/affiliate/pulsetto-device',
    ])
  })

  it.each([
    ['https://www.alvareztherapy.com', []],
    ['https://www.alvareztherapy.com/', []],
    ['https://www.example.com', ['is a placeholder or local address (www.example.com)']],
    ['https://shop.example.test', ['is a placeholder or local address (shop.example.test)']],
    ['http://localhost:3000', ['is a placeholder or local address (localhost)', 'is not https']],
    ['http://alvareztherapy.com', ['is not https']],
    ['https://alvareztherapy.com/site', ['has a path (/site): give the origin only']],
    ['https://alvareztherapy.com/?a=1#b', ['has a query (?…)', 'has a fragment (#…)']],
    ['alvareztherapy.com', ['is not an absolute URL']],
  ])('site address %s', (url, problems) => {
    expect(siteUrlProblems(url)).toEqual(problems)
  })

  const features = { productCount: 3, partners: [], bookingEnabled: false, newsletterShown: false }
  const staticChecks = (env: Record<string, string>, api = '', over: Partial<typeof features> = {}) =>
    staticDeployChecks(env, {
      practice: { ...owned, api: { ...owned.api, baseUrl: api } },
      projectRoot: ROOT,
      ...features,
      ...over,
    })
  const item = (checks: ReturnType<typeof staticChecks>, name: string) => checks.find((c) => c.item === name)

  it('a static deploy with products and no functions address is red; with one, green', () => {
    const address = (env: Record<string, string>, api = '') =>
      item(staticChecks(env, api), 'Functions address')!
    expect(address({}).ok).toBe(false)
    expect(address({}).detail).toContain('every purchase (the store has 3 product(s))')
    expect(address({}, 'https://abcd.supabase.co').ok).toBe(true)
    expect(address({ VITE_API_BASE_URL: 'https://abcd.supabase.co' }).ok).toBe(true)
    expect(address({}, 'http://abcd.supabase.co').ok).toBe(false)
  })

  it('booking on or the newsletter form shown without a functions address is red, naming what would fail and the fix', () => {
    const address = (over: Partial<typeof features>, api = '') =>
      item(staticChecks({}, api, { productCount: 0, ...over }), 'Functions address')!
    expect(address({})).toMatchObject({ ok: true, detail: expect.stringContaining('not needed') })
    const booking = address({ bookingEnabled: true })
    expect(booking.ok).toBe(false)
    expect(booking.detail).toContain('every booking (booking is on in content/booking.yml)')
    expect(booking.detail).toContain('Set it to https://<project-ref>.supabase.co')
    expect(booking.detail).not.toContain('purchase')
    const newsletter = address({ newsletterShown: true })
    expect(newsletter.ok).toBe(false)
    expect(newsletter.detail).toContain('every newsletter sign-up')
    expect(newsletter.detail).not.toContain('booking')
    expect(address({ bookingEnabled: true, newsletterShown: true }, 'https://abcd.supabase.co').ok).toBe(true)
  })

  it('lists, as steps to take by hand, the Supabase secrets each feature in use needs, the schedule and the redeploy on push', () => {
    const secretsFor = (over: Partial<typeof features>) => {
      const checks = staticChecks({}, 'https://abcd.supabase.co', over)
      const secrets = item(checks, 'Supabase secrets')
      const schedule = item(checks, 'Maintenance schedule')
      const redeploy = item(checks, 'Functions redeploy')
      for (const step of [secrets, schedule, redeploy]) expect(step).toMatchObject({ ok: true, manual: true })
      expect(schedule!.detail).toContain('supabase db push')
      expect(schedule!.detail).toMatch(/project_url.*maintenance_secret/)
      expect(redeploy!.detail).toMatch(/SUPABASE_ACCESS_TOKEN and SUPABASE_PROJECT_REF \(GitHub → Settings/)
      return secrets!.detail
    }
    const all = secretsFor({ bookingEnabled: true, newsletterShown: true })
    for (const name of [
      'supabase secrets set',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'NEWSLETTER_SECRET',
      'BOOKING_SECRET',
      'SMTP_URL',
      'OWNER_EMAIL',
      'MAIL_FROM',
      'MAINTENANCE_SECRET',
    ])
      expect(all).toContain(name)
    const bookingOnly = secretsFor({ productCount: 0, bookingEnabled: true })
    expect(bookingOnly).toContain('BOOKING_SECRET')
    expect(bookingOnly).toContain('MAINTENANCE_SECRET')
    expect(bookingOnly).not.toMatch(/STRIPE|NEWSLETTER_SECRET/)
    // Nothing calls a function: no secrets, no schedule.
    const none = staticChecks({}, '', { productCount: 0 })
    expect(none.filter((c) => c.manual)).toEqual([])
  })
})

describe('npm run preflight', () => {
  // Each run regenerates content/ first (as the owner's command does): slow on a busy machine.
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['scripts/owner/preflight.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    })

  it('prints both checklists, red items marked, starting nothing, and fails while neither is ready', () => {
    const result = run([], {
      STRIPE_SECRET_KEY: 'sk_live_abc',
      SITE_URL: 'https://www.example.com',
      NEWSLETTER_SECRET: '7e3a1c9f5b2d8e4a0c6f3b9d1e7a5c2f',
      OWNER_ACTIONS_SECRET: 'Mk7Rz2Wq9Lt4Xb8Nv1Hc6Jd3Fs0Gp5Ey7Ua2Io9',
      // Booking's own refusal without it has its test below ("the Booking item").
      ...(bookingContent.enabled && { BOOKING_SECRET: 'Hq3vN8zR2mLx7Tp4Wc9Ks1Bd6Yf0Gj5Ea' }),
    })
    expect(result.stdout).toContain('Node server (NODE_ENV=production npm start, Docker)')
    expect(result.stdout).toContain('Static pages + Supabase functions')
    expect(result.stdout).toMatch(
      /✗ Stripe webhook: STRIPE_SECRET_KEY is a live key but STRIPE_WEBHOOK_SECRET is not set.*\(npm start refuses\)/,
    )
    expect(result.stdout).toMatch(
      /✗ Functions address: api.baseUrl in content\/practice.yml is empty.*every newsletter sign-up/,
    )
    expect(result.stdout).toContain('✓ Environment: every variable readable')
    // The same list as the server's refusal: the mail server and the sample profile's values.
    expect(result.stdout).toMatch(/✗ Mail server: SMTP_URL is not set .*\(npm start refuses\)/)
    // Booking as the content has it: on, it is one of the things that would mail nobody.
    if (bookingContent.enabled)
      expect(result.stdout).toMatch(/✗ Mail server: SMTP_URL is not set while [^\n]*booking/)
    expect(result.stdout).toMatch(
      /✗ Practice profile: .*practiceName "Jane Doe Therapy".*forms\.contact\.url .*affiliateLink https:\/\/www\.example\.com\//,
    )
    expect(result.stdout).not.toContain('sk_live_abc')
    expect(result.stdout).not.toContain('Serving on')
    expect(result.status).toBe(1)
  }, 120_000)

  it('--static checks only the static deploy', () => {
    const result = run(['--static'], { VITE_API_BASE_URL: 'https://abcd.supabase.co' })
    expect(result.stdout).not.toContain('Node server')
    expect(result.stdout).toContain('✓ Functions address: https://abcd.supabase.co (VITE_API_BASE_URL)')
    expect(result.stdout).toMatch(
      /☐ Supabase secrets: .*NEWSLETTER_SECRET.*MAINTENANCE_SECRET.*OWNER_ACTIONS_SECRET/,
    )
    expect(result.stdout).toContain('☐ Maintenance schedule: ')
    // Whatever this checkout's build/client/ holds, it was not built to call that address.
    expect(result.stdout).toMatch(/✗ Build: build\/client\/ (was built to call|is missing|does not record)/)
  }, 120_000)
})

describe('what production needs besides the profile', () => {
  const checks = (
    env: Record<string, string>,
    over: { bookingEnabled?: boolean; productCount?: number } = {},
  ) =>
    nodeDeployChecks(env, {
      practice: owned,
      projectRoot: ROOT,
      productCount: 2,
      partners: [],
      bookingEnabled: false,
      newsletterShown: true,
      ...over,
    })
  const item = (list: ReturnType<typeof checks>, name: string) => list.find((c) => c.item === name)

  it('refuses to run without SMTP_URL while the store, the newsletter or booking is live, naming each', () => {
    const all = item(checks({ STRIPE_SECRET_KEY: 'sk_test_abc' }, { bookingEnabled: true }), 'Mail server')!
    expect(all).toMatchObject({ ok: false, refuses: true })
    expect(all.detail).toContain(
      'SMTP_URL is not set while the store, the newsletter form and online booking are live',
    )
    // No key: the store sells nothing, but the newsletter form still sends its confirmations.
    expect(item(checks({}), 'Mail server')!.detail).toContain('while the newsletter form is live')
    expect(
      item(checks({ SMTP_URL: 'smtps://u:p@smtp.alvareztherapy.com:465' }), 'Mail server'),
    ).toMatchObject({
      ok: true,
    })
  })

  it('refuses booking switched on without a usable BOOKING_SECRET; says nothing of it while booking is off', () => {
    const booking = (env: Record<string, string>) => item(checks(env, { bookingEnabled: true }), 'Booking')!
    expect(booking({})).toMatchObject({ ok: false, refuses: true })
    expect(booking({}).detail).toMatch(/^BOOKING_SECRET is not set .*booking is on in content\/booking.yml/)
    expect(booking({ BOOKING_SECRET: 'short' }).detail).toContain('at least 32 characters')
    expect(booking({ BOOKING_SECRET: 'q7Vd2LmX9pRt4KzW8nYb3HcF6sJg1AeU0oQi' }).ok).toBe(true)
    expect(item(checks({}), 'Booking')).toBeUndefined()
  })
})

describe('the static build and the functions address', () => {
  const features = { productCount: 1, partners: [], bookingEnabled: false, newsletterShown: true }
  const build = (api: string, built: string | null) => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-build-'))
    try {
      mkdirSync(path.join(root, 'build', 'client'), { recursive: true })
      writeFileSync(path.join(root, 'build', 'client', 'index.html'), '<!doctype html>')
      if (built !== null)
        writeFileSync(path.join(root, BUILD_INFO_FILE), JSON.stringify({ apiBaseUrl: built }))
      return staticDeployChecks(
        {},
        { practice: { ...owned, api: { ...owned.api, baseUrl: api } }, projectRoot: root, ...features },
      ).find((c) => c.item === 'Build')!
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }

  it('is green only when build/client/ was built to call the functions address set now', () => {
    expect(build('https://abcd.supabase.co', 'https://abcd.supabase.co')).toMatchObject({ ok: true })
    const stale = build('https://abcd.supabase.co', '')
    expect(stale.ok).toBe(false)
    expect(stale.detail).toContain(
      'build/client/ was built to call (none: the pages call their own site), but api.baseUrl in content/practice.yml is now https://abcd.supabase.co',
    )
    expect(stale.detail).toMatch(/npm run build`.*, then upload build\/client\/ again$/)
    expect(build('https://abcd.supabase.co', null).detail).toContain('build/build-info.json is missing')
  })
})
