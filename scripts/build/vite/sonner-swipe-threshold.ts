/**
 * The one seam over sonner's source (app/boot/README.md, "Upgrading sonner"): sonner hard-codes its
 * swipe-to-dismiss distance (45 px) and has no option for it (checked for 2.0.8); toasts here go with
 * a short 20 px flick, so the build rewrites that one constant. When a sonner upgrade moves it, the
 * build fails (FrameworkChangedError). Fixture: tests/fixtures/framework/sonner-2.0.8-swipe.mjs.
 */
import type { Plugin } from 'vite'
import { FrameworkChangedError } from '#app/boot/framework-changed.ts'

/** The swipe distance that dismisses a toast, in CSS pixels. */
export const TOAST_SWIPE_THRESHOLD = 20

const CONSTANT = /const SWIPE_THRESHOLD = \d+;/
/** The module the constant lives in. */
const SONNER_MODULE = /node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js/

/** sonner's module source with the threshold set to `px`; throws when the constant is not there once. */
export function withSwipeThreshold(code: string, px: number): string {
  const found = code.match(new RegExp(CONSTANT, 'g'))?.length ?? 0
  if (found !== 1)
    throw new FrameworkChangedError(
      'sonner',
      `\`const SWIPE_THRESHOLD = <px>;\` found ${found} times in dist/index`,
    )
  return code.replace(CONSTANT, `const SWIPE_THRESHOLD = ${px};`)
}

/** The Vite plugin (build and dev; `optimizeDeps.exclude: ['sonner']` keeps dev prebundling from skipping it). */
export function sonnerSwipeThreshold(px = TOAST_SWIPE_THRESHOLD): Plugin {
  return {
    name: 'sonner-swipe-threshold',
    transform(code, id) {
      if (!SONNER_MODULE.test(id)) return null
      try {
        return withSwipeThreshold(code, px)
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error))
      }
    },
  }
}
