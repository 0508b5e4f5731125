/** The production checklist: placeholder markers, site address rules, the static deploy's functions address, `npm run preflight`. */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { practice } from '#app/config/practice.ts'
import { profilePlaceholders, siteUrlProblems, staticDeployChecks } from '#server/deploy-checks.ts'

const owned = {
  ...practice,
  name: 'Maria Alvarez',
  licenses: ['LMFT #123456', 'LPCC #7890'],
  phone: { display: '(714) 302-8841', href: 'tel:+17143028841', e164: '+17143028841' },
  email: 'maria@alvareztherapy.com',
  siteUrl: 'https://www.alvareztherapy.com',
}

describe('placeholders', () => {
  it('finds every sample value of the shipped profile, and none in an owner’s', () => {
    expect(profilePlaceholders({ ...owned, name: 'Jane Doe' })).toEqual(['name "Jane Doe"'])
    expect(profilePlaceholders({ ...owned, licenses: ['LMFT #00000', 'LPCC #7890'] })).toEqual([
      'license "LMFT #00000"',
    ])
    expect(
      profilePlaceholders({
        ...owned,
        phone: { display: '(949) 555-0142', href: 'tel:+19495550142', e164: '+19495550142' },
      }),
    ).toEqual(['phone (the sample or a 555-01xx number)'])
    expect(profilePlaceholders({ ...owned, phone: { ...owned.phone, e164: '+13105550177' } })).toHaveLength(1)
    expect(profilePlaceholders({ ...owned, email: 'hello@example.com' })).toEqual([
      'e-mail "hello@example.com"',
    ])
    expect(profilePlaceholders(owned)).toEqual([])
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

  const features = { productCount: 3, bookingEnabled: false, newsletterShown: false }
  const staticChecks = (env: Record<string, string>, api = '', over: Partial<typeof features> = {}) =>
    staticDeployChecks(env, {
      practice: { ...owned, api: { ...owned.api, baseUrl: api } },
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

  it('lists, as steps to take by hand, the Supabase secrets each feature in use needs and the schedule', () => {
    const secretsFor = (over: Partial<typeof features>) => {
      const checks = staticChecks({}, 'https://abcd.supabase.co', over)
      const secrets = item(checks, 'Supabase secrets')
      const schedule = item(checks, 'Maintenance schedule')
      for (const step of [secrets, schedule]) expect(step).toMatchObject({ ok: true, manual: true })
      expect(schedule!.detail).toContain('supabase db push')
      expect(schedule!.detail).toMatch(/project_url.*maintenance_secret/)
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
    expect(result.stdout).not.toContain('sk_live_abc')
    expect(result.stdout).not.toContain('Serving on')
    expect(result.status).toBe(1)
  })

  it('--static checks only the static deploy', () => {
    const result = run(['--static'], { VITE_API_BASE_URL: 'https://abcd.supabase.co' })
    expect(result.stdout).not.toContain('Node server')
    expect(result.stdout).toContain('✓ Functions address: https://abcd.supabase.co (VITE_API_BASE_URL)')
    expect(result.stdout).toMatch(/☐ Supabase secrets: .*NEWSLETTER_SECRET.*MAINTENANCE_SECRET/)
    expect(result.stdout).toContain('☐ Maintenance schedule: ')
  })
})
