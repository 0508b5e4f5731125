import { useCallback, useRef, useState } from 'react'
import { notify } from '#app/lib/toast.ts'
import { openCheckoutTab } from './checkout-tab.ts'
import { createPaymentSession, type PaymentOrder } from './create-payment.ts'

export const PAYMENT_ERROR_TITLE = 'Payment Error'
export const GENERIC_FAILURE = 'Something went wrong. Please try again.'
export const REDIRECT_TITLE = 'Redirecting to Payment'

/**
 * The checkout state machine of spec section 4: idle → processing → idle.
 * `start` must be called from the click/submit handler itself (it opens the tab synchronously).
 * A ref, not only state, guards against a second submit before React re-renders.
 */
export function useCheckout() {
  const [processing, setProcessing] = useState(false)
  const inFlight = useRef(false)

  const isBusy = useCallback(() => inFlight.current, [])

  const start = useCallback((order: PaymentOrder) => {
    if (inFlight.current) return
    inFlight.current = true
    setProcessing(true)
    const tab = openCheckoutTab()
    void (async () => {
      try {
        const url = await createPaymentSession(order)
        const where = tab.go(url)
        notify.success({
          title: REDIRECT_TITLE,
          description:
            where === 'new-tab' ? 'Your secure checkout has opened in a new tab.' : 'Taking you to checkout…',
        })
      } catch (error) {
        tab.close()
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

  return { processing, isBusy, start }
}
