import { Phone } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useLocation, useMatches } from 'react-router'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { bookingActionPath } from '#core/config/booking.ts'
import { LABELS } from '#core/config/labels.ts'
import { practice } from '#core/config/practice.ts'

/**
 * Pages where the bar stays away, because the page has its own primary action at hand or because
 * "call or book a consultation" is not what the visitor came for:
 * - the contact page (call, e-mail and the form), the booking page, product pages (the purchase);
 * - the thank-you page after the contact form (the visitor has just asked to be called back);
 * - the order page after checkout (its own actions: e-mail or call about the order, back to the store);
 * - the consultation's confirm and cancel links' pages and the newsletter's confirm and unsubscribe
 *   links (one button each);
 * - the book giveaway (its own action is entering).
 */
const OWN_ACTION = new Set([
  '/contact',
  '/book',
  '/book/confirm',
  '/book/cancel',
  '/thankyou',
  '/purchase-thank-you',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/anxiety-annihilated-contest',
])

export function showsActionBar(pathname: string): boolean {
  // Prerendering sees `/contact/`, the browser `/contact`.
  const path = pathname.replace(/\/+$/, '')
  return !OWN_ACTION.has(path) && !/^\/store\/[^/]+$/.test(path)
}

/**
 * A page whose own action is not booking a consultation (the retreats page: join the waiting list)
 * names it in its route module, `export const handle = { actionBar: { label, to: '#id' } }`: the bar then
 * offers that action beside Call, and the element it leads to is marked `data-page-action`, so the
 * bar also steps aside while that part of the page is on screen (app.css): it never repeats what
 * the reader is looking at.
 */
export interface PageAction {
  label: string
  /** A part of the page: `#` and its id. */
  to: `#${string}`
}

function pageActionOf(handle: unknown): PageAction | undefined {
  const action = (handle as { actionBar?: PageAction } | null | undefined)?.actionBar
  return action && typeof action.label === 'string' && action.to?.startsWith('#') ? action : undefined
}

/**
 * The spec's label, "Book Free 15-Minute Consultation", shortened for the bar's width: the same
 * words, one line from 320 px up.
 */
export const BAR_BOOK_LABEL = LABELS.bookConsultationShort

/**
 * Whether one of the page's own consultation buttons (ButtonLink marks them `data-books`) is on
 * screen: the bar would only repeat it. The hero's is handled before hydration by CSS (app.css);
 * the ones further down (a service's highlighted box, an article's closing panel) are watched here,
 * after hydration, so nothing runs before a first tap.
 */
function useOwnBookingOnScreen(pathname: string): boolean {
  const [onScreen, setOnScreen] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page brings its own buttons to watch
  useEffect(() => {
    setOnScreen(false)
    const targets = document.querySelectorAll('main [data-books]')
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return
    const visible = new Set<Element>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target)
        else visible.delete(entry.target)
      }
      setOnScreen(visible.size > 0)
    })
    for (const target of targets) observer.observe(target)
    return () => observer.disconnect()
  }, [pathname])
  return onScreen
}

/**
 * Below 768 px: a slim bar fixed to the bottom of the screen with the two things a visitor most
 * often wants, one tap each. It sits above the phone's home indicator (safe-area inset), a spacer
 * of its height ends the page so it never covers the footer, and it hides while the mobile menu is
 * open (app.css: while the menu popover is open). On a page whose hero has its own
 * call to action (marked `data-hero-action`), the bar would only repeat it and cover what follows
 * it (the review badges on the home page): CSS keeps it away until that action has scrolled out of
 * view, tied to the scroll (a view timeline, app.css), without JavaScript.
 */
export function PhoneActionBar() {
  const { pathname } = useLocation()
  const own = pageActionOf(useMatches().at(-1)?.handle)
  const bookingOnScreen = useOwnBookingOnScreen(pathname)
  if (!showsActionBar(pathname)) return null
  return (
    <>
      <div aria-hidden="true" className="action-bar-spacer md:hidden" />
      <nav
        aria-label="Quick contact"
        data-action-bar=""
        data-aside={bookingOnScreen ? '' : undefined}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur md:hidden"
      >
        <div className="mx-auto flex max-w-md gap-2">
          <a href={practice.phone.href} className={buttonClasses('outline', 'whitespace-nowrap', 'compact')}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            Call
          </a>
          {own ? (
            // The page's own action is a part of the page (`#waiting-list`): the browser's jump.
            <a href={own.to} className={buttonClasses('primary', 'flex-1 whitespace-nowrap', 'compact')}>
              {own.label}
            </a>
          ) : (
            <Link
              prefetch="intent"
              to={bookingActionPath()}
              className={buttonClasses('primary', 'flex-1 whitespace-nowrap', 'compact')}
            >
              {BAR_BOOK_LABEL}
            </Link>
          )}
        </div>
      </nav>
    </>
  )
}
