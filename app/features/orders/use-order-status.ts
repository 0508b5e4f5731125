import { useEffect, useState } from 'react'
import { isCheckoutSessionId } from '#core/contracts/checkout.ts'
import { lookUpOrder, type OrderLookup, RECHECK_DELAYS_MS } from './order-status.ts'

export type OrderView =
  /** Before the page has read its address (the prerendered HTML) or while the first answer is due. */
  | { kind: 'checking'; sessionId: string | null }
  | (OrderLookup & { sessionId: string | null; rechecking: boolean })

/**
 * The order behind `?session_id=`: looked up once the page is in the browser (the page is
 * prerendered without a query string), then re-checked a few times while it is still being
 * confirmed (a bank payment, or the webhook not there yet).
 */
export function useOrderStatus(): OrderView {
  const [view, setView] = useState<OrderView>({ kind: 'checking', sessionId: null })

  useEffect(() => {
    const raw = new URLSearchParams(window.location.search).get('session_id')?.trim() ?? ''
    const sessionId = isCheckoutSessionId(raw) ? raw : null
    if (!sessionId) {
      setView({ kind: 'unknown', sessionId: null, rechecking: false })
      return
    }
    setView({ kind: 'checking', sessionId })
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = async (attempt: number) => {
      let result: OrderLookup
      try {
        result = await lookUpOrder(sessionId, controller.signal)
      } catch {
        return // aborted: the page is gone
      }
      const pending =
        result.kind === 'unavailable' || (result.kind === 'found' && result.order.status === 'processing')
      const delay = pending ? RECHECK_DELAYS_MS[attempt] : undefined
      setView({ ...result, sessionId, rechecking: delay !== undefined })
      if (delay !== undefined) timer = setTimeout(() => void check(attempt + 1), delay)
    }
    void check(0)
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [])

  return view
}
