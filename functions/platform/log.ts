/**
 * Log lines that cannot be forged: every value that came from outside (a request path, an error's
 * type or code) goes through `logValue`, which writes control characters (CR, LF, escape…) and the
 * Unicode line separators as visible escapes and cuts very long values, so one request always makes
 * exactly one line. Used by the Node server and by the functions (Node and Deno alike).
 */

// C0/C1 control characters and U+2028/U+2029, which some log viewers treat as line breaks.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/g
const MAX_LENGTH = 300

/** The value on one line: `\n` → `\x0a`, a backslash doubled, at most 300 characters kept. */
export function logValue(value: unknown): string {
  const text = String(value)
  const cut = text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text
  return cut.replace(UNSAFE, (ch) => {
    if (ch === '\\') return '\\\\'
    const code = ch.charCodeAt(0)
    return code > 0xff ? `\\u${code.toString(16)}` : `\\x${code.toString(16).padStart(2, '0')}`
  })
}

/**
 * What may be logged about an unexpected error: its class and the code locations of its stack,
 * never its message (a message may repeat the visitor's input: an e-mail, a name, an address).
 */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return `non-Error ${typeof error}`
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 5)
    .map((line) => line.trim())
  return logValue([error.name, ...frames].join(' | '))
}
