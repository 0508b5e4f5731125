import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { prefersReducedMotion } from '#app/lib/motion.ts'

/**
 * The <main> landmark. On every client navigation it scrolls to the top (smoothly, or at once
 * under reduced motion), plays a short entry transition and moves focus to the page's <h1>
 * so screen readers announce the new page. The first load does none of this.
 */
export function PageShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const mainRef = useRef<HTMLElement>(null)
  const firstPath = useRef(pathname)
  const [navigated, setNavigated] = useState(false)

  useEffect(() => {
    if (pathname === firstPath.current && !navigated) return
    setNavigated(true)
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    const heading = mainRef.current?.querySelector<HTMLElement>('h1') ?? mainRef.current
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    }
  }, [pathname, navigated])

  return (
    <main
      id="main"
      ref={mainRef}
      tabIndex={-1}
      key={navigated ? pathname : undefined}
      className={navigated ? 'motion-safe:animate-page-in' : undefined}
    >
      {children}
    </main>
  )
}
