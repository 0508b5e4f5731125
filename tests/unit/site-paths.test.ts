/**
 * Site paths in content: a link field takes a path on this site that starts with exactly
 * one `/`, or (href only) an https address. Everything a browser would read as another host, or as a
 * script, is refused with a message naming the fix.
 */
import { describe, expect, it } from 'vitest'
import { href, sitePath } from '#core/content/schemas/fields.ts'

/** Values a browser would send somewhere else than a page of this site (or run). */
const OFF_SITE = [
  '//2130706433',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
  '/\t/evil.example',
  '/ /evil.example',
  ' //evil.example',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/javascript:alert(1)',
  'contact',
  '',
]

const ON_SITE = ['/', '/contact', '/services/emdr-therapy#steps', '/blog/1', '/store/weighted-blanket']

describe.each([
  ['sitePath', sitePath()],
  ['href', href()],
])('%s()', (_name, schema) => {
  it.each(OFF_SITE)('refuses %j', (value) => {
    const result = schema.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(/single \//)
  })
  it.each(ON_SITE)('accepts %j', (value) => {
    expect(schema.safeParse(value).success).toBe(true)
  })
})

describe('href() outside addresses', () => {
  it.each([
    'https://hsperson.com/test/highly-sensitive-test/',
    'https://www.example.com',
    'https://example.com:8443/a?b=c#d',
  ])('accepts %j', (value) => expect(href().safeParse(value).success).toBe(true))
  it.each([
    'http://example.com',
    'https://',
    'https://user:secret@evil.example',
    'https://example.com@evil.example',
    'https:/\\evil.example',
    'https:evil.example',
    'mailto:someone@example.com',
  ])('refuses %j', (value) => expect(href().safeParse(value).success).toBe(false))
})
