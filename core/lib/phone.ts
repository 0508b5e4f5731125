/**
 * The practice's phone number, written once in content/practice.yml in any usual US form
 * ("+1 714 555 0199", "(714) 555-0199", "714-555-0199", "7145550199"), and the three forms the site
 * uses, derived here: the display form, the `tel:` link and E.164 for structured data.
 */
export interface PhoneNumber {
  /** "(714) 555-0199" */
  display: string
  /** "tel:+17145550199" */
  href: string
  /** "+17145550199" */
  e164: string
}

/** What the owner is told when a number cannot be read. */
export const PHONE_RULE =
  'is not a 10-digit US phone number (write it like (714) 555-0199 or +1 714 555 0199)'

/**
 * The forms of a North American number, or undefined when the text is not one: ten digits after
 * an optional leading 1 / +1, area code and exchange not starting with 0 or 1, and nothing but
 * digits, spaces, dots, dashes and brackets around them.
 */
export function parsePhone(text: string): PhoneNumber | undefined {
  if (!/^\+?[\d\s().-]+$/.test(text.trim())) return undefined
  let digits = text.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  else if (text.trim().startsWith('+')) return undefined
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return undefined
  const e164 = `+1${digits}`
  return {
    display: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    href: `tel:${e164}`,
    e164,
  }
}
