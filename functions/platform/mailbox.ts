/**
 * The mailbox an address really delivers to, for limits keyed on a person rather than a spelling:
 * lower case, a `+tag` dropped, and for Gmail the dots too (`R.eader+1@Gmail.com` → `reader@gmail.com`).
 * Used only as a key for counting; mail still goes to the address as typed.
 */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/** An address as kept and mailed: trimmed, lower case (one spelling, one row). */
export const plainAddress = (address: string): string => address.trim().toLowerCase()

export function mailboxKey(address: string): string {
  const trimmed = plainAddress(address)
  const at = trimmed.lastIndexOf('@')
  if (at < 1) return trimmed
  let local = trimmed.slice(0, at)
  let domain = trimmed.slice(at + 1)
  if (domain === 'googlemail.com') domain = 'gmail.com'
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '')
  return `${local}@${domain}`
}

/** The domain part, lower case, for per-domain limits. */
export const mailDomain = (address: string): string => mailboxKey(address).split('@')[1] ?? ''
