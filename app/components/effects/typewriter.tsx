import type { CSSProperties } from 'react'
import { cn } from '#app/lib/cn.ts'

/** The hero title types at 50 ms a character after a 500 ms pause; the cursor stays 1 s after the last one. */
export const TYPEWRITER_CHAR_MS = 50
export const TYPEWRITER_START_DELAY_MS = 500
export const TYPEWRITER_CURSOR_HIDE_MS = 1000

/** When (ms after mount) the last character appears and when the cursor goes away. */
export function typewriterTimings(
  text: string,
  charMs = TYPEWRITER_CHAR_MS,
  startDelayMs = TYPEWRITER_START_DELAY_MS,
) {
  const doneAt = startDelayMs + Math.max(0, text.length - 1) * charMs
  return { doneAt, cursorHiddenAt: doneAt + TYPEWRITER_CURSOR_HIDE_MS }
}

/**
 * Text that "types itself", one character every `charMs` after `startDelayMs`, with a blinking cursor
 * that disappears a second after the last character. Pure CSS (no timers, no JavaScript needed):
 * every character is in the HTML from the start, hidden until its animation-delay passes, so the
 * line never reflows. Screen readers get the whole text at once; under reduced motion the global
 * rule in app.css drops the delays and the text shows immediately.
 */
export function Typewriter({
  text,
  charMs = TYPEWRITER_CHAR_MS,
  startDelayMs = TYPEWRITER_START_DELAY_MS,
  className,
}: {
  text: string
  charMs?: number
  startDelayMs?: number
  className?: string
}) {
  const { cursorHiddenAt } = typewriterTimings(text, charMs, startDelayMs)
  return (
    <span className={cn('typewriter', className)}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" data-typewriter="">
        {Array.from(text).map((char, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the characters of a fixed string
            key={i}
            className="typewriter-char"
            style={{ animationDelay: `${startDelayMs + i * charMs}ms` } as CSSProperties}
          >
            {char}
          </span>
        ))}
        <span
          className="typewriter-cursor"
          data-typewriter-cursor=""
          style={
            {
              '--cursor-hide-at': `${cursorHiddenAt}ms`,
              '--cursor-blinks': Math.ceil(cursorHiddenAt / 1000),
            } as CSSProperties
          }
        />
      </span>
    </span>
  )
}
