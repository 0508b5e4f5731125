import { describe, expect, it } from 'vitest'
import { NOT_FOUND_COPIES, notFoundPathFor } from '#core/content/route-paths.ts'
import { redirectsFile } from '#scripts/build/postbuild/static-host/not-found.ts'

/** Netlify / Cloudflare Pages reading of one `_redirects` line: `from  to  status`, `*` = any rest. */
const rulesOf = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => {
      const [from = '', to = '', status = ''] = line.split(/\s+/)
      return { from: new RegExp(`^${from.replace('*', '.+')}$`), to, status }
    })

describe('redirectsFile', () => {
  it("sends everything under a copy's folder to that copy with status 404, one line each", () => {
    expect(redirectsFile([{ path: '/store/__not-found' }, { path: '/a/b/__not-found' }])).toBe(
      '/store/*  /store/__not-found  404\n/a/b/*  /a/b/__not-found  404\n',
    )
  })

  it('answers an unknown id with the same not-found copy as the Node server', () => {
    const rules = rulesOf(redirectsFile(NOT_FOUND_COPIES))
    expect(rules).toHaveLength(NOT_FOUND_COPIES.length)
    for (const url of ['/store/no-such-product', '/services/no-such-service', '/blog/no-such-post']) {
      const rule = rules.find((r) => r.from.test(url))
      expect(rule, url).toBeDefined()
      expect(rule?.to).toBe(notFoundPathFor(url))
      expect(rule?.status).toBe('404')
    }
    // Anything else falls through to 404.html, which no rule here shadows.
    expect(rules.some((r) => r.from.test('/no-such-page'))).toBe(false)
  })
})
