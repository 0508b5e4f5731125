/**
 * The hydrated side of the taps answered before hydration (app/boot/taps.ts): a component adopts
 * what the visitor did from the DOM once React has taken it over, and a form sends the submit that
 * was kept.
 */
import { type RefObject, useEffect, useState } from 'react'
import { FORM_TAP_RULE } from '#app/boot/taps.ts'

/** Runs `adopt` once, right after hydration (an effect: the DOM then holds every earlier tap). */
export function useAdoptTaps(adopt: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(adopt, [])
}

/**
 * Sends, once, a submit the visitor made before hydration: after the effects that adopt the
 * form's fields, so the submit handler sees their values.
 */
export function useQueuedSubmit(form: RefObject<HTMLFormElement | null>): void {
  const [queued, setQueued] = useState(false)
  useAdoptTaps(() => {
    if (form.current?.hasAttribute(FORM_TAP_RULE.queued)) setQueued(true)
  })
  useEffect(() => {
    const element = form.current
    if (!queued || !element) return
    setQueued(false)
    element.removeAttribute(FORM_TAP_RULE.queued)
    for (const button of document.querySelectorAll('[type="submit"][aria-busy]'))
      if (button.closest('form') === element || button.getAttribute('form') === element.id)
        button.removeAttribute('aria-busy')
    element.requestSubmit()
  }, [queued, form])
}
