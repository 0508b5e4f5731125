/**
 * The newsletter's e-mail check (it accepts only a valid e-mail address), without shipping a validation
 * library to the browser. It is zod's `z.email()` pattern, copied as is, so the form accepts and
 * refuses exactly what it did when it used zod; tests/unit/newsletter-email.test.ts holds the two
 * side by side. In short: dot-separated local part of letters, digits and _ ' + - (no leading,
 * trailing or double dot), one @, then dot-separated domain labels ending in a TLD of 2+ letters.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** True when the value, without surrounding spaces, is a valid e-mail address. */
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim())
