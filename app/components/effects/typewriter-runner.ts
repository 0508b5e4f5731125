// The typewriter's clock: what to show when, and the loop that shows it. Both functions also run in
// the page as the inline script that `Typewriter` prerenders (serialized with toString), so they use
// nothing from outside their own bodies. The browser bundle loads this module only when the line
// mounts after a client-side navigation.

/**
 * What the typewriter shows `ms` after it started: how many characters, whether the cursor is there
 * and lit, and when the next change is due (`Infinity`: none, it has finished).
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
 * thread 60 times a second while the page loaded (decision 0066). Does nothing
 * under reduced motion, so the text is simply there.
 */
export function runTypewriter(
  el: HTMLElement | null,
  frame: typeof typewriterFrame,
  charMs: number,
  startDelayMs: number,
  cursorHideMs: number,
  blinkMs: number,
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
