import { useCallback, useEffect, useRef, useState } from 'react'
import { PrefetchPageLinks, useLocation } from 'react-router'

/**
 * What a tap on a link does at once, once the page is hydrated and links navigate in the page.
 *
 * A link to another page needs that page's modules and data. Without a head start they load in a
 * chain (the route's module, then the modules it imports, then theirs): 850 ms on slow 4G before
 * the new page showed, with nothing on screen to say the tap had been taken. A plain link would at
 * least have shown the browser's own loading bar. Two things here:
 * - **Preload on press.** React Router's `prefetch="intent"` waits 100 ms after a touch, by which
 *   time a tap has already navigated. Here the press itself (pointerdown) renders the target page's
 *   preload links (its module, every module it imports, its data), all requested at once.
 * - **A loading bar**: a thin bar across the top while a navigation waits, after 150 ms (a
 *   navigation from the cache shows nothing). Decorative: the new page's title and focus are what
 *   a screen reader gets. It follows the tap and the page shown, not `useNavigation()`: the
 *   router's "loading" state arrives in a transition, which React did not commit while the page
 *   loaded (measured: the router said "loading", the bar never showed).
 */
/** An in-page link to another page, from an event on it or inside it. */
function otherPage(target: EventTarget | null): string | null {
  const link = (target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return null
  const url = new URL(link.href)
  if (url.origin !== location.origin || url.pathname === location.pathname) return null
  return url.pathname
}

/** How long a page may load before the bar shows, and the longest it shows (a navigation given up). */
const BAR_AFTER_MS = 150
const BAR_AT_MOST_MS = 15_000

export function NavigationFeedback() {
  const [pressed, setPressed] = useState<string | null>(null)
  const [shown, setShown] = useState(false)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  const stop = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer)
    timers.current = []
    setShown(false)
  }, [])

  useEffect(() => {
    const onPress = (event: PointerEvent) => {
      const page = otherPage(event.target)
      // Not twice: the open menu has preloaded its pages already.
      if (page && !document.querySelector(`link[rel="prefetch"][href^="${page}.data"]`)) setPressed(page)
    }
    // Bubbling to the document after React's own listener there: a link the router took has its
    // default prevented by then (a plain link loads a new document, with the browser's own bar).
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented || !otherPage(event.target)) return
      stop()
      timers.current = [
        setTimeout(() => setShown(true), BAR_AFTER_MS),
        setTimeout(() => setShown(false), BAR_AT_MOST_MS),
      ]
    }
    document.addEventListener('pointerdown', onPress, { capture: true, passive: true })
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('pointerdown', onPress, { capture: true })
      document.removeEventListener('click', onClick)
      stop()
    }
  }, [stop])

  // The new page is shown (or the visitor went back): the bar goes.
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page shown changes
  useEffect(stop, [pathname, stop])

  return (
    <>
      {pressed ? <PrefetchPageLinks page={pressed} /> : null}
      {shown ? <div aria-hidden="true" data-navigating="" className="navigation-bar" /> : null}
    </>
  )
}
