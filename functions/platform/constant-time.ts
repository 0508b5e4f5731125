/**
 * Compares a secret someone sent with the one expected, in time that depends only on the expected
 * one's length: every character is compared, with no early exit at the first difference (signed
 * links, the maintenance call's shared secret). Web-standard: Node and Deno alike.
 */
export function sameSecret(expected: string, given: string): boolean {
  let diff = expected.length ^ given.length
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ (given.charCodeAt(i) || 0)
  return diff === 0
}
