/**
 * Booking switched on with a weak or missing BOOKING_SECRET: the production server refuses to
 * start, naming the fix (the handlers answer 503 with it: tests/booking/handlers.test.ts). The
 * content switch is set to "on" here; content/booking.yml ships with booking off.
 */
import { describe, expect, it, vi } from 'vitest'
import { bookingProblems } from '#functions/booking/config.ts'
import { TEST_SECRET } from './support.ts'

vi.mock('#core/config/booking.ts', async (original) => ({
  ...(await original<typeof import('#core/config/booking.ts')>()),
  bookingEnabled: true,
}))

const WEAK = ['', 'short-but-random-Q7x', 'x'.repeat(40), 'change-me-to-a-long-random-string-0123456789']

describe('BOOKING_SECRET at start-up', () => {
  it('in production, booking on: a missing or weak secret is a refusal reason with the fix', () => {
    for (const secret of WEAK) {
      const [problem, ...rest] = bookingProblems((n) => ({ BOOKING_SECRET: secret })[n], {
        production: true,
        enabled: true,
      })
      expect(rest, secret).toEqual([])
      expect(problem, secret).toMatch(
        /^booking is on \(content\/booking\.yml\) but BOOKING_SECRET .*openssl rand -hex 32/,
      )
    }
    expect(
      bookingProblems((n) => ({ BOOKING_SECRET: TEST_SECRET })[n], { production: true, enabled: true }),
    ).toEqual([])
  })

  it('no refusal with booking off, nor outside production (a random secret is kept there)', () => {
    expect(bookingProblems(() => undefined, { production: true, enabled: false })).toEqual([])
    expect(bookingProblems(() => undefined, { production: false, enabled: true })).toEqual([])
  })

  it('a BOOKING_HOURLY_CAP that cannot be read is refused in any mode', () => {
    for (const cap of ['0', 'ten', '-1', '2.5'])
      expect(
        bookingProblems((n) => ({ BOOKING_HOURLY_CAP: cap })[n], { production: false, enabled: true }),
      ).toEqual([`BOOKING_HOURLY_CAP must be a whole number of at least 1 (got "${cap}")`])
  })

  it('npm start’s list of refusals carries it', async () => {
    const { refusals } = await import('#server/config-check.ts')
    const reasons = refusals({ NODE_ENV: 'production', BOOKING_SECRET: 'x'.repeat(40) })
    // Said once, with what it would cost: the checklist's Booking item.
    const said = reasons.filter((r) => r.includes('BOOKING_SECRET'))
    expect(said).toEqual([
      'BOOKING_SECRET repeats too few characters to be secret (generate one with: openssl rand -hex 32): booking is on in content/booking.yml, and every Book button would say "Booking is not available right now"',
    ])
    expect(refusals({ NODE_ENV: 'production', BOOKING_SECRET: TEST_SECRET }).join('\n')).not.toContain(
      'BOOKING_SECRET',
    )
  })
})
