import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { isValidEmail } from '#core/lib/email-address.ts'

/** What the form used before it stopped shipping zod: its behaviour is the reference. */
const zodEmail = (value: string) => z.email().safeParse(value.trim()).success

describe('newsletter e-mail check', () => {
  test.each([
    'reader@example.com',
    'first.last@example.co.uk',
    "o'brien+news@mail.example.org",
    'a_b-c@sub-domain.example.io',
    '  padded@example.com  ',
    'UPPER@EXAMPLE.COM',
  ])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true)
    expect(zodEmail(value)).toBe(true)
  })

  test.each([
    '',
    '   ',
    'not-an-email',
    'reader@',
    '@example.com',
    'reader@example',
    'reader@example.c',
    'reader@@example.com',
    'two words@example.com',
    '.reader@example.com',
    'reader.@example.com',
    'rea..der@example.com',
    'reader@-example.com',
    'reader@example..com',
    'reader@example.com.',
    'reader@exam_ple.com',
    'reader@example.123',
    'reader@[127.0.0.1]',
    '"quoted"@example.com',
    'reader@example.com\nx',
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false)
    expect(zodEmail(value)).toBe(false)
  })

  test('agrees with zod on generated addresses and near-misses', () => {
    const chars = fc.constantFrom(..."aZ09._-+'@ .@-".split(''))
    const nearMiss = fc.array(chars, { maxLength: 24 }).map((c) => c.join(''))
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), nearMiss, fc.string()), (value) => {
        expect(isValidEmail(value)).toBe(zodEmail(value))
      }),
      { numRuns: 3000 },
    )
  })
})
