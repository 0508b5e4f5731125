/**
 * One rule for every server secret (booking links, newsletter tokens, the maintenance call): long
 * enough to sign with and not a placeholder someone forgot to replace. A secret that fails it is
 * refused with the reason, so a deploy says what to fix instead of signing with a guessable key.
 */
export const MIN_SECRET_LENGTH = 32

/** Words that mark a sample or placeholder value rather than a generated secret. */
const PLACEHOLDER_WORDS = [
  'change',
  'example',
  'secret',
  'password',
  'placeholder',
  'replace',
  'sample',
  'test',
]

/** Why `value` cannot serve as the secret `name`, or null when it can. */
export function secretProblem(name: string, value: string | undefined): string | null {
  const fix = `(generate one with: openssl rand -hex 32)`
  if (!value) return `${name} is not set ${fix}`
  if (value.length < MIN_SECRET_LENGTH)
    return `${name} must be at least ${MIN_SECRET_LENGTH} characters ${fix}`
  if (new Set(value).size < 8) return `${name} repeats too few characters to be secret ${fix}`
  const lower = value.toLowerCase()
  const word = PLACEHOLDER_WORDS.find((w) => lower.includes(w))
  if (word) return `${name} looks like a placeholder (contains "${word}") ${fix}`
  return null
}
