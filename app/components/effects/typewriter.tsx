import { useLayoutEffect, useRef } from 'react'
import { cn } from '#app/lib/cn.ts'

/**
 * The boot script placed right after the characters (app/boot/typewriter.ts): starts typing as the
 * HTML is parsed, before the first paint. Built once, in the prerender build; empty in the browser bundle.
 */
const INLINE_SCRIPT = import.meta.env.SSR ? (await import('#app/boot/serialise.ts')).typewriterScript() : ''

/**
 * Text that "types itself", one character every 50 ms after 500 ms, with a blinking cursor
 * that disappears a second after the last character. Every character is in the HTML from the start
 * (so the line never reflows) and visible unless a script types it: without JavaScript, and under
 * reduced motion, the line is simply there and the cursor is not. On the first page the inline
 * script starts it while the HTML is parsed; after a client-side navigation the layout effect does.
 * Screen readers get the whole text at once.
 */
export function Typewriter({ text, className }: { text: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null)
  // After a client-side navigation: hide the line before this frame paints, then type it once the
  // runner has loaded (a small chunk; its start delay counts from then). On the first page the inline
  // script has started it already (data-typing), and this does nothing.
  useLayoutEffect(() => {
    const el = ref.current
    // Under reduced motion the runner types nothing and app.css shows the whole line.
    if (!el || el.hasAttribute('data-typing')) return
    el.setAttribute('data-typing', '')
    void import('#app/boot/typewriter.ts').then((boot) =>
      boot.runTypewriter(boot.TYPEWRITER_TIMING, boot.typewriterFrame, el),
    )
  }, [])
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
        <span className="typewriter-cursor" suppressHydrationWarning />
      </span>
      {/* Prerendered with its code; in the browser bundle empty (React does not rewrite it when hydrating). */}
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a boot script of our own (app/boot/registry.ts)
        dangerouslySetInnerHTML={{ __html: INLINE_SCRIPT }}
        suppressHydrationWarning
      />
    </span>
  )
}
