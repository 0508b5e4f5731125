import { formatCents } from '#core/lib/price.ts'

/** A price in US dollars, from whole cents: `<Price cents={29999} />` shows "$299.99". */
export function Price({ cents }: { cents: number }) {
  return <>{formatCents(cents)}</>
}
