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

/** The window property the page sets once every component has adopted the taps (useTapsAdopted). */
export const TAPS_ADOPTED = '__tapsAdopted'

/**
 * In the root layout only: its effect is the last of hydration (a parent's effects run after its
 * children's), so every useAdoptTaps has run; from then on React answers the controls it has taken
 * over, and gets the events app/boot/taps.ts held back until then.
 */
export function useTapsAdopted(): void {
  useEffect(() => {
    ;(window as unknown as Record<string, boolean>)[TAPS_ADOPTED] = true
  }, [])
}
