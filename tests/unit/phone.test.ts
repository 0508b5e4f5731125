/** The phone number: entered once in any usual US form, its display form and tel: link derived. */
import { describe, expect, test } from 'vitest'
import { PHONE_RULE, parsePhone } from '#core/lib/phone.ts'

describe('parsePhone', () => {
  test.each([
    '+1 714 555 0199',
    '+17145550199',
    '(714) 555-0199',
    '714-555-0199',
    '714.555.0199',
    '7145550199',
    '1 714 555 0199',
    ' +1 (714) 555-0199 ',
  ])('%s → (714) 555-0199, tel:+17145550199', (text) => {
    expect(parsePhone(text)).toEqual({
      display: '(714) 555-0199',
      href: 'tel:+17145550199',
      e164: '+17145550199',
    })
  })

  test.each([
    ['too short', '555-0199'],
    ['too long', '714 555 01999'],
    ['another country', '+44 20 7946 0958'],
    ['a plus without the country code', '+714 555 0199'],
    ['an area code starting with 1', '(114) 555-0199'],
    ['an exchange starting with 0', '(714) 055-0199'],
    ['letters', '714-555-CALL'],
    ['an extension', '714-555-0199 ext 2'],
    ['empty', ''],
  ])('refuses %s (%s)', (_, text) => {
    expect(parsePhone(text)).toBeUndefined()
  })

  test('the rule says what to write', () => {
    expect(PHONE_RULE).toMatch(/\(write it like \(714\) 555-0199 or \+1 714 555 0199\)$/)
  })
})
