import { useCallback, useRef, useState } from 'react'
import { notify } from '#app/lib/toast.ts'
import type { PaymentOrder } from '#core/contracts/checkout.ts'
import { openCheckoutTab } from './checkout-tab.ts'
import { createPaymentSession, newAttemptKey, PaymentUnavailableError } from './create-payment.ts'

export const PAYMENT_ERROR_TITLE = 'Payment Error'
export const GENERIC_FAILURE = 'Something went wrong. Please try again.'
export const REDIRECT_TITLE = 'Redirecting to Payment'

/** The attempt a failed checkout leaves behind: its order (as sent) and its idempotency key. */
export interface Attempt {
  order: string
  key: string
}

/**
 * The key for this checkout: the failed attempt's own when the same order is sent again (a retry
 * must not open a second session if the first went through after all), otherwise a fresh one.
 */
export function attemptKey(
  failed: Attempt | null,
  order: PaymentOrder,
  fresh: () => string = newAttemptKey,
): Attempt {
  const sent = JSON.stringify(order)
  return failed?.order === sent ? failed : { order: sent, key: fresh() }
}

/**
 * Runs `run` once the next frame has been painted (a task after the frame's callbacks), or after
 * 100 ms where no frame comes (a hidden page draws none).
 */
function afterNextPaint(run: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 100)
}

/**
 * The checkout state machine: idle → processing → idle.
 * `start` must be called from the click/submit handler itself (the tap's user activation lets it
 * open the checkout tab, right after the next paint).
 * A ref, not only state, guards against a second submit before React re-renders.
 */
export function useCheckout() {
  const [processing, setProcessing] = useState(false)
  /** The last attempt's message when the payment function could not be reached or answer. */
  const [unavailable, setUnavailable] = useState<string | null>(null)
  const inFlight = useRef(false)
  const failed = useRef<Attempt | null>(null)

  const isBusy = useCallback(() => inFlight.current, [])

  const start = useCallback((order: PaymentOrder) => {
    if (inFlight.current) return
    inFlight.current = true
    setProcessing(true)
    setUnavailable(null)
    const attempt = attemptKey(failed.current, order)
    // The button shows it is busy first, then the request goes and the waiting tab opens:
    // window.open blocks the page until the browser has made the tab (about 100 ms on a phone-class
    // CPU), and inside the tap's handler it held back the frame that answers the tap. Right after that frame the tap's user
    // activation still allows the tab (it lasts seconds; a browser that refuses gets the checkout
    // in this tab instead, see openCheckoutTab).
    afterNextPaint(() => {
      const session = createPaymentSession(order, attempt.key)
      const tab = openCheckoutTab()
      void (async () => {
        try {
          const url = await session
          // Done: a later purchase, even of the same item, is a new attempt.
          failed.current = null
          const where = tab.go(url)
          notify.success({
            title: REDIRECT_TITLE,
            description:
              where === 'new-tab'
                ? 'Your secure checkout has opened in a new tab.'
                : 'Taking you to checkout…',
          })
        } catch (error) {
          failed.current = attempt
          tab.close()
          if (error instanceof PaymentUnavailableError) setUnavailable(error.message)
          notify.destructive({
            title: PAYMENT_ERROR_TITLE,
            description: error instanceof Error ? error.message : GENERIC_FAILURE,
          })
        } finally {
          inFlight.current = false
          setProcessing(false)
        }
      })()
    })
  }, [])

  return { processing, unavailable, isBusy, start }
}
