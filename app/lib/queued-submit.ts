import { type RefObject, useEffect, useState } from 'react'
import { FORM_TAP_RULE } from '#app/boot/taps.ts'
import { useAdoptTaps } from '#app/lib/taps.ts'

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
