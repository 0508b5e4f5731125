/**
 * build/client/_headers read the way Cloudflare Pages and Netlify read it. Needs
 * `npm run build` first.
 *
 * - Cloudflare Pages (workers-shared asset worker): every rule whose pattern matches, in file order;
 *   a `! Name` line removes what earlier rules set, a name set again is appended (so two
 *   Content-Security-Policy values are both sent and both enforced).
 *   https://developers.cloudflare.com/pages/configuration/headers/
 * - Netlify (@netlify/headers-parser + the CLI's matcher): a line without a colon is ignored, values
 *   of one name in one rule are joined with ", ", and of several matching rules the last one's value
 *   of a name is served. https://docs.netlify.com/manage/routing/headers/
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminContentSecurityPolicy, RESOURCE_CSP } from '#server/security-headers.ts'

const FILE = path.resolve(import.meta.dirname, '..', '..', 'build', 'client', '_headers')

interface Rule {
  pattern: RegExp
  lines: string[]
}

/** `/*` → any rest of the path (empty too), `:name` → one segment. */
const patternOf = (rule: string) =>
  new RegExp(
    `^${rule
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+'))
      .join('.*')}$`,
  )

function rulesOf(text: string): Rule[] {
  const rules: Rule[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    if (line.startsWith('/')) rules.push({ pattern: patternOf(line), lines: [] })
    else rules.at(-1)!.lines.push(line)
  }
  return rules
}

/** Cloudflare Pages: the headers a response to `url` gets, each name with its values (one per header line sent). */
function cloudflare(rules: Rule[], url: string): Map<string, string[]> {
  const headers = new Map<string, string[]>()
  for (const rule of rules.filter((r) => r.pattern.test(url))) {
    const set: [string, string][] = []
    for (const line of rule.lines) {
      const detach = /^!\s*(\S+)$/.exec(line)
      if (detach) headers.delete(detach[1]!.toLowerCase())
      else {
        const at = line.indexOf(':')
        set.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()])
      }
    }
    for (const [name, value] of set) headers.set(name, [...(headers.get(name) ?? []), value])
  }
  return headers
}

/** Netlify: the headers a response to `url` gets. */
function netlify(rules: Rule[], url: string): Map<string, string[]> {
  const headers = new Map<string, string[]>()
  for (const rule of rules.filter((r) => r.pattern.test(url))) {
    const values = new Map<string, string>()
    for (const line of rule.lines) {
      if (!line.includes(':')) continue
      const at = line.indexOf(':')
      const name = line.slice(0, at).trim().toLowerCase()
      const value = line.slice(at + 1).trim()
      values.set(name, values.has(name) ? `${values.get(name)}, ${value}` : value)
    }
    for (const [name, value] of values) headers.set(name, [value])
  }
  return headers
}

let rules: Rule[]
beforeAll(() => {
  if (!existsSync(FILE)) throw new Error('build/client/_headers is missing: run `npm run build` first')
  rules = rulesOf(readFileSync(FILE, 'utf8'))
})

describe.each([
  ['Cloudflare Pages', cloudflare],
  ['Netlify', netlify],
])('_headers on %s', (_host, headersFor) => {
  it.each(['/admin/', '/admin', '/admin/index.html', '/admin/config.yml', '/admin/sveltia-cms.js'])(
    '%s gets the CMS policy alone',
    (url) => {
      const headers = headersFor(rules, url)
      expect(headers.get('content-security-policy')).toEqual([adminContentSecurityPolicy()])
      expect(headers.get('x-robots-tag')).toEqual(['noindex, nofollow'])
      // The headers every response gets are still there.
      expect(headers.get('strict-transport-security')).toHaveLength(1)
      expect(headers.get('x-content-type-options')).toEqual(['nosniff'])
      expect(headers.get('x-frame-options')).toEqual(['DENY'])
    },
  )

  it.each(['/', '/blog/1', '/no-such-page'])('%s keeps the site policy, never the CMS one', (url) => {
    const policies = headersFor(rules, url).get('content-security-policy') ?? []
    expect(policies.length).toBeGreaterThan(0)
    for (const policy of policies) {
      expect(policy).not.toBe(adminContentSecurityPolicy())
      expect(policy).toContain("script-src 'self'")
      expect(policy).not.toContain('api.github.com')
    }
    expect(headersFor(rules, url).get('x-robots-tag')).toBeUndefined()
  })

  it.each([
    '/images/uploads/picture.svg',
    '/images/products/a.svg',
    '/assets/entry.js',
    '/favicon.svg',
    '/content-version.json',
  ])('%s gets the sandbox policy alone, not a page policy', (url) => {
    const headers = headersFor(rules, url)
    expect(headers.get('content-security-policy')).toEqual([RESOURCE_CSP])
    expect(headers.get('x-content-type-options')).toEqual(['nosniff'])
  })

  it('/content-version.json, which the functions read to compare content, is cached a minute at most', () => {
    expect(headersFor(rules, '/content-version.json').get('cache-control')).toEqual(['public, max-age=60'])
  })
})
