/**
 * The hydrated side of the taps answered before hydration (app/boot/taps.ts): a component adopts
 * what the visitor did from the DOM once React has taken it over (a form's kept submit:
 * app/lib/queued-submit.ts).
 */
import { useEffect } from 'react'

/** Runs `adopt` once, right after hydration (an effect: the DOM then holds every earlier tap). */
export function useAdoptTaps(adopt: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(adopt, [])
}
