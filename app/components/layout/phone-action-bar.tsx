import { Phone } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { practice } from '#app/config/practice.ts'

/**
 * Pages with their own primary action at hand: the contact page (call, e-mail and the form) and
 * product pages (the purchase button).
 */
export function showsActionBar(pathname: string): boolean {
  // Prerendering sees `/contact/`, the browser `/contact`.
  const path = pathname.replace(/\/+$/, '')
  return path !== '/contact' && !/^\/store\/[^/]+$/.test(path)
}

const itemClass =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-3 text-center text-[0.95rem] leading-tight font-semibold no-underline'

/**
 * Below 768 px: a slim bar fixed to the bottom of the screen with the two things a visitor most
 * often wants, one tap each. It sits above the phone's home indicator (safe-area inset), a spacer
 * of its height ends the page so it never covers the footer, and it hides while the mobile menu is
 * open (the header marks <html data-menu-open>; see app.css).
 */
export function PhoneActionBar() {
  const { pathname } = useLocation()
  if (!showsActionBar(pathname)) return null
  return (
    <>
      <div aria-hidden="true" className="action-bar-spacer md:hidden" />
      <nav
        aria-label="Quick contact"
        data-action-bar=""
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur md:hidden"
      >
        <div className="mx-auto flex max-w-md gap-2">
          <a href={practice.phone.href} className={`${itemClass} border border-primary text-primary`}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            Call
          </a>
          <Link prefetch="intent" to="/contact" className={`${itemClass} bg-primary text-primary-foreground`}>
            Book a free consultation
          </Link>
        </div>
      </nav>
    </>
  )
}
