/**
 * 29999 → "$299.99", 123456 → "$1,234.56". Prices are carried in whole cents, so no floating-point
 * drift reaches the page.
 *
 * Written out by hand rather than with `Intl.NumberFormat`: a page's first Intl formatter makes the
 * browser load its ICU number data, one 26–31 ms task on a fast desktop (about 120 ms on the phone
 * Lighthouse simulates), which was the largest single task on the store and product pages. The
 * result is the same as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` for
 * every whole number of cents (tests/unit/price.test.ts checks that). See decision 0063.
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`A price must be a whole number of cents: ${cents}`)
  const abs = Math.abs(cents)
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',')
  const rest = String(abs % 100).padStart(2, '0')
  return `${cents < 0 ? '-' : ''}$${dollars}.${rest}`
}
