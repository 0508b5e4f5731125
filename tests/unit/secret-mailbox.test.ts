import { describe, expect, it } from 'vitest'
import { mailboxKey, mailDomain } from '#functions/platform/mailbox.ts'
import { secretProblem } from '#functions/platform/secret.ts'

describe('secretProblem', () => {
  it('accepts a generated secret', () => {
    expect(secretProblem('X', 'f3a9c1d27be04e6a8d5b90c4e1f27a6b3c8d9e0f1a2b3c4d')).toBeNull()
  })
  it.each([
    [undefined, 'not set'],
    ['short', 'at least 32'],
    ['a'.repeat(40), 'repeats'],
    ['please-change-me-to-something-long-1234567', 'placeholder'],
    ['https://example.com/some-long-value-0123456789', 'placeholder'],
  ])('refuses %s', (value, reason) => {
    expect(secretProblem('BOOKING_SECRET', value)).toContain(reason)
    expect(secretProblem('BOOKING_SECRET', value)).toContain('BOOKING_SECRET')
  })
})

describe('mailboxKey', () => {
  it.each([
    ['Reader@Example.net', 'reader@example.net'],
    ['reader+2@example.net', 'reader@example.net'],
    ['r.eader@example.net', 'r.eader@example.net'],
    ['R.eader+x@Gmail.com', 'reader@gmail.com'],
    ['reader@googlemail.com', 'reader@gmail.com'],
  ])('%s → %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key)
  })
  it('gives the domain', () => expect(mailDomain('A+b@Example.NET')).toBe('example.net'))
})
