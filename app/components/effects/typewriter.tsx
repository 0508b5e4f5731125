import { useLayoutEffect, useRef } from 'react'
import { cn } from '#app/lib/cn.ts'

/** The hero title types at 50 ms a character after a 500 ms pause; the cursor stays 1 s after the last one. */
export const TYPEWRITER_CHAR_MS = 50
export const TYPEWRITER_START_DELAY_MS = 500
export const TYPEWRITER_CURSOR_HIDE_MS = 1000
/** The cursor is on for the first half of every second, off for the second. */
export const TYPEWRITER_BLINK_MS = 500

/**
 * What the typewriter shows `ms` after it started: how many characters, whether the cursor is there
 * and lit, and when the next change is due (`Infinity`: none, it has finished).
 * It also runs in the page as part of an inline script (see `Typewriter`), so it uses nothing from
 * outside its own body.
 */
export function typewriterFrame(
  ms: number,
  length: number,
  charMs: number,
  startDelayMs: number,
  cursorHideMs: number,
  blinkMs: number,
): { typed: number; cursor: boolean; lit: boolean; next: number } {
  const hideAt = startDelayMs + Math.max(0, length - 1) * charMs + cursorHideMs
  const typed = ms < startDelayMs ? 0 : Math.min(length, Math.floor((ms - startDelayMs) / charMs) + 1)
  const cursor = ms < hideAt
  const half = Math.floor(ms / blinkMs)
  const nextChar = typed < length ? startDelayMs + typed * charMs : Number.POSITIVE_INFINITY
  const next = cursor ? Math.min(nextChar, (half + 1) * blinkMs, hideAt) : Number.POSITIVE_INFINITY
  return { typed, cursor, lit: half % 2 === 0, next }
}

/**
 * Types the characters under `el` (the `[data-typewriter]` element): marks it `data-typing`, then
 * at each change marks the next character `data-shown` and sets the cursor's `data-cursor`
 * (`lit`, `dim`, or none: gone); app.css draws from those. One small style change at a time, about
 * 20 a second, where one CSS animation per character kept the browser building a frame on the main
 * thread 60 times a second while the page loaded (decision 0066). Starts once per element; does
 * nothing under reduced motion, so the text is simply there. Also part of the inline script.
 */
export function runTypewriter(
  el: HTMLElement | null,
  frame: typeof typewriterFrame,
  charMs: number,
  startDelayMs: number,
  cursorHideMs: number,
  blinkMs: number,
): void {
  if (!el || el.hasAttribute('data-typing')) return
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  el.setAttribute('data-typing', '')
  const chars = el.getElementsByClassName('typewriter-char')
  const cursor = el.getElementsByClassName('typewriter-cursor')[0]
  const start = performance.now()
  let shown = 0
  let state = ''
  const step = () => {
    const ms = performance.now() - start
    const f = frame(ms, chars.length, charMs, startDelayMs, cursorHideMs, blinkMs)
    while (shown < f.typed) chars[shown++]?.setAttribute('data-shown', '')
    const now = f.cursor ? (f.lit ? 'lit' : 'dim') : ''
    if (cursor && now !== state) {
      if (now) cursor.setAttribute('data-cursor', now)
      else cursor.removeAttribute('data-cursor')
    }
    state = now
    if (f.next !== Number.POSITIVE_INFINITY) setTimeout(step, f.next - ms)
  }
  step()
}

/** The inline script placed right after the characters: starts typing as the HTML is parsed, before the first paint. */
const inlineScript = (charMs: number, startDelayMs: number) =>
  `(${runTypewriter})(document.currentScript.previousElementSibling,${typewriterFrame},` +
  `${charMs},${startDelayMs},${TYPEWRITER_CURSOR_HIDE_MS},${TYPEWRITER_BLINK_MS})`

/**
 * Text that "types itself", one character every `charMs` after `startDelayMs`, with a blinking cursor
 * that disappears a second after the last character. Every character is in the HTML from the start
 * (so the line never reflows) and visible unless a script types it: without JavaScript, and under
 * reduced motion, the line is simply there and the cursor is not. On the first page the inline
 * script starts it while the HTML is parsed; after a client-side navigation the layout effect does.
 * Screen readers get the whole text at once.
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
  const ref = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    runTypewriter(
      ref.current,
      typewriterFrame,
      charMs,
      startDelayMs,
      TYPEWRITER_CURSOR_HIDE_MS,
      TYPEWRITER_BLINK_MS,
    )
  }, [charMs, startDelayMs])
  return (
    <span className={cn('typewriter', className)}>
      <span className="sr-only">{text}</span>
      {/* The script marks these elements before React hydrates them: their attributes differ on purpose. */}
      <span ref={ref} aria-hidden="true" data-typewriter="" suppressHydrationWarning>
        {Array.from(text).map((char, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the characters of a fixed string
            key={i}
            className="typewriter-char"
            suppressHydrationWarning
          >
            {char}
          </span>
        ))}
        <span className="typewriter-cursor" data-typewriter-cursor="" suppressHydrationWarning />
      </span>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, serialized; the CSP hashes it */}
      <script dangerouslySetInnerHTML={{ __html: inlineScript(charMs, startDelayMs) }} />
    </span>
  )
}
