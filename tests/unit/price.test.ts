import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCents } from '#core/lib/price.ts'

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

describe('formatCents', () => {
  it('writes prices as US dollars with cents', () => {
    expect(formatCents(29999)).toBe('$299.99')
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(100)).toBe('$1.00')
    expect(formatCents(123456789)).toBe('$1,234,567.89')
  })

  it('gives what Intl.NumberFormat gives for every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (cents) => {
        expect(formatCents(cents)).toBe(intl.format(cents / 100))
      }),
      { numRuns: 5000 },
    )
  })

  it('refuses amounts that are not whole cents', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => formatCents(bad)).toThrow(RangeError)
    }
  })
})
