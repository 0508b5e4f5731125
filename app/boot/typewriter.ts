// The typewriter's clock: what to show when, and the loop that shows it. `runTypewriter` is the boot
// script `Typewriter` (app/components/effects/typewriter.tsx) prerenders right after the characters,
// with `typewriterFrame` as its helper; after a client-side navigation the component loads this
// module and calls the same function.

export interface TypewriterTiming {
  charMs: number
  startDelayMs: number
  cursorHideMs: number
  /** The cursor is on for the first half of every period of twice this, off for the second. */
  blinkMs: number
}
/** The hero title types at 50 ms a character after a 500 ms pause; the cursor stays 1 s after the last one. */
export const TYPEWRITER_TIMING: TypewriterTiming = {
  charMs: 50,
  startDelayMs: 500,
  cursorHideMs: 1000,
  blinkMs: 500,
}

/**
 * What the typewriter shows `ms` after it started: how many characters, whether the cursor is there
 * and lit, and when the next change is due (`Infinity`: none, it has finished).
 */
export function typewriterFrame(
  ms: number,
  length: number,
  { charMs, startDelayMs, cursorHideMs, blinkMs }: TypewriterTiming,
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
 * Types the characters under `el` (the `[data-typewriter]` element; as a boot script, the element
 * just before the script): marks it `data-typing`, then at each change marks the next character
 * `data-shown` and sets the cursor's `data-cursor` (`lit`, `dim`, or none: gone); app.css draws from
 * those. One small style change at a time, about 20 a second (decision 0066). Does nothing under
 * reduced motion, so the text is simply there.
 */
export function runTypewriter(
  timing: TypewriterTiming,
  frame: typeof typewriterFrame,
  el: Element | null | undefined = document.currentScript?.previousElementSibling,
): void {
  if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  el.setAttribute('data-typing', '')
  const start = performance.now()
  const chars = el.getElementsByClassName('typewriter-char')
  const cursor = el.getElementsByClassName('typewriter-cursor')[0]
  let shown = 0
  let state = ''
  const step = () => {
    const ms = performance.now() - start
    const f = frame(ms, chars.length, timing)
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
