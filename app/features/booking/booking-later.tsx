import { lazy, Suspense, useEffect, useState } from 'react'
import { LoadingTimes, PickCard } from './loading-times.tsx'

const BookingFlow = lazy(() => import('./booking-page.tsx').then((m) => ({ default: m.BookingFlow })))

/**
 * The time picker where a page's first screen has other work (the top of /contact): the page
 * hydrates and answers taps without it, and its module is fetched once the browser is idle after
 * hydration (within 1.5 s at most). Until then the same card says it is loading, at the picker's
 * height, so nothing below it moves twice; without JavaScript it points to the phone and e-mail
 * further down.
 */
export function BookingFlowLater({ title }: { title: string }) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setWanted(true), { timeout: 1500 })
      return () => window.cancelIdleCallback(id)
    }
    const id = window.setTimeout(() => setWanted(true), 200)
    return () => window.clearTimeout(id)
  }, [])
  const waiting = <Waiting title={title} />
  return wanted ? (
    <Suspense fallback={waiting}>
      <BookingFlow variant="contact" title={title} />
    </Suspense>
  ) : (
    waiting
  )
}

/** The picker's card before its module has arrived: its heading, its promise, "Loading…". */
function Waiting({ title }: { title: string }) {
  return (
    <PickCard title={title}>
      <div className="mt-6">
        <LoadingTimes />
        <noscript>
          <p className="mt-2">Online booking needs JavaScript: please call or e-mail, just below.</p>
        </noscript>
      </div>
    </PickCard>
  )
}
