import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { prefersReducedMotion } from '#app/lib/motion.ts'

/** The element a `#id` names, if any (a malformed escape names none). */
function partOfPage(hash: string): HTMLElement | null {
  if (hash.length < 2) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null
  }
}

/**
 * The <main> landmark. On every client navigation it scrolls to the top (smoothly, or at once
 * under reduced motion), plays a short entry transition and moves focus to the page's <h1>
 * so screen readers announce the new page. The first load does none of this. A link to a part of
 * another page (`/retreats#waiting-list`) lands on that part, at once, as a browser's own jump
 * would (it landed at the top).
 */
export function PageShell({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation()
  const mainRef = useRef<HTMLElement>(null)
  const firstPath = useRef(pathname)
  const [navigated, setNavigated] = useState(false)
  // Read for the page navigated to, not watched: a jump within a page is the browser's own.
  const hashRef = useRef(hash)
  hashRef.current = hash

  useEffect(() => {
    if (pathname === firstPath.current && !navigated) return
    setNavigated(true)
    const target = partOfPage(hashRef.current)
    if (target) target.scrollIntoView({ block: 'start' })
    else window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
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
