/** The hero title types at 50 ms a character after a 500 ms pause; the cursor stays 1 s after the last one. */
export const TYPEWRITER_CHAR_MS = 50
export const TYPEWRITER_START_DELAY_MS = 500
export const TYPEWRITER_CURSOR_HIDE_MS = 1000
/** The cursor is on for the first half of every second, off for the second. */
export const TYPEWRITER_BLINK_MS = 500
