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
 * The checkout state machine: idle → processing → idle.
 * `start` must be called from the click/submit handler itself (it opens the tab synchronously).
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
    const tab = openCheckoutTab()
    const attempt = attemptKey(failed.current, order)
    void (async () => {
      try {
        const url = await createPaymentSession(order, attempt.key)
        // Done: a later purchase, even of the same item, is a new attempt.
        failed.current = null
        const where = tab.go(url)
        notify.success({
          title: REDIRECT_TITLE,
          description:
            where === 'new-tab' ? 'Your secure checkout has opened in a new tab.' : 'Taking you to checkout…',
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
  }, [])

  return { processing, unavailable, isBusy, start }
}
