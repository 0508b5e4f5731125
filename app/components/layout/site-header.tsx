import { Menu, Phone, X } from 'lucide-react'
import { useCallback, useEffect, useRef } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { ThemeToggle } from '#app/components/theme/theme-toggle.tsx'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { cn } from '#app/lib/cn.ts'
import { bookingActionPath } from '#core/config/booking.ts'
import { LABELS } from '#core/config/labels.ts'
import { NAV_ITEMS, type NavItem } from '#core/config/navigation.ts'
import { practice } from '#core/config/practice.ts'

/** The header's booking action: its full name, and where it leads (the picker on /book while booking is on). */
const BOOK_LABEL = LABELS.bookConsultation
const BOOKING_PATH = bookingActionPath()

/** The item to mark on `pathname`: its own page (NavLink's isActive) or a page of its section. */
const inSection = (item: NavItem, pathname: string) =>
  item.section?.includes(pathname.replace(/\/$/, '')) ?? false

/** The phone's menu: its id is also in app.css (the scroll lock while it is open). */
const MENU_ID = 'mobile-menu'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-[0.95rem] font-medium no-underline transition-colors lg:px-2.5 xl:px-3',
    isActive ? 'bg-secondary text-secondary-foreground' : 'text-foreground hover:bg-muted',
  )

/**
 * The eight links, each marked current on its own page and within its section. The phone's menu
 * preloads its pages when it opens (`viewport`: the links come into view): a visitor who opens it
 * is about to choose one, and a phone has no hover for `intent`.
 */
function NavItems({
  pathname,
  onClick,
  className,
  prefetch = 'intent',
}: {
  pathname: string
  onClick?: () => void
  className?: string
  prefetch?: 'intent' | 'viewport'
}) {
  return NAV_ITEMS.map((item) => (
    <li key={item.path}>
      <NavLink
        prefetch={prefetch}
        to={item.path}
        end={item.path === '/'}
        onClick={onClick}
        className={({ isActive }) =>
          cn(linkClass({ isActive: isActive || inSection(item, pathname) }), className)
        }
      >
        {item.name}
      </NavLink>
    </li>
  ))
}

export function SiteHeader() {
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const trapRef = useRef<((e: KeyboardEvent) => void) | null>(null)
  const { pathname } = useLocation()

  const close = useCallback(() => {
    if (menuRef.current?.matches(':popover-open')) menuRef.current.hidePopover()
  }, [])

  // The menu is a popover: it opens, closes (its button, Escape, a tap outside) and locks the page's
  // scroll (app.css) without script, and app/boot/taps.ts keeps the button's aria-expanded. The
  // hydrated page adds, with no re-render: focus on the first link, kept in the header + menu.
  const onToggle = useCallback(() => {
    const menu = menuRef.current
    const button = buttonRef.current
    if (trapRef.current) document.removeEventListener('keydown', trapRef.current)
    trapRef.current = null
    if (!menu || !button || !menu.matches(':popover-open')) return
    menu.querySelector<HTMLElement>('a')?.focus({ preventScroll: true })
    trapRef.current = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return
      const focusables = [button, ...menu.querySelectorAll<HTMLElement>('a, button')]
      const first = focusables[0]!
      const last = focusables[focusables.length - 1]!
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault()
        first.focus()
      } else if (!focusables.includes(document.activeElement as HTMLElement)) {
        e.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', trapRef.current)
  }, [])

  // Once hydrated, the menu a tap opened before (the popover is open already) is adopted (as
  // useAdoptTaps does), not closed: closing it would drop the tap on its link that follows. Then it
  // closes when the route changes (a link was chosen, or back/forward). Unmounted, no trap is left.
  const shownPath = useRef<string>(null)
  useEffect(() => {
    if (shownPath.current === null) onToggle()
    else close()
    shownPath.current = pathname
    return () => {
      if (trapRef.current) document.removeEventListener('keydown', trapRef.current)
    }
  }, [pathname, close, onToggle])

  return (
    <header className="group/header sticky top-0 z-50 border-b border-border bg-background">
      {/* From 1024 px one row; from 768 to 1023 px the eight links are a second row under the name
          and the actions (on one row with them they pushed the theme switch off the screen). */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4 sm:px-6 lg:flex-nowrap">
        <Link
          prefetch="intent"
          to="/"
          className="shrink-0 font-serif text-lg font-semibold whitespace-nowrap text-foreground no-underline"
        >
          {practice.name}
          {/* The credentials where the row has room in either font: not beside the phone's three
              buttons below 640 px, nor beside the full navigation from 1024 to 1279 px. */}
          <span className="ml-1.5 hidden text-sm font-normal text-muted-foreground sm:inline lg:max-xl:hidden">
            {practice.credentials}
          </span>
        </Link>
        {/* The eight links from 768 px (below, the Menu button carries them): beside the name from
            1024 px, a centred row of their own under it from 768 to 1023 px, on a hairline. */}
        <nav
          aria-label="Main"
          className="hidden md:max-lg:order-last md:max-lg:-mx-6 md:max-lg:block md:max-lg:w-[calc(100%+3rem)] md:max-lg:border-t md:max-lg:border-border md:max-lg:py-1.5 lg:block"
        >
          <ul className="flex items-center gap-0.5 md:max-lg:justify-center">
            <NavItems pathname={pathname} />
          </ul>
        </nav>
        {/* As tall as the header's first row. */}
        <div className="flex h-16 items-center gap-1">
          {/* The phone at every width: an icon (named "Call …") below 1280 px, with its number from 1280 px. */}
          <a
            href={practice.phone.href}
            className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full text-foreground no-underline hover:bg-muted xl:px-3"
            aria-label={`Call ${practice.phone.display}`}
          >
            <Phone aria-hidden="true" className="size-5 xl:size-4" />
            <span className="hidden text-[0.95rem] font-medium whitespace-nowrap xl:inline">
              {practice.phone.display}
            </span>
          </a>
          {/* Beside it from 768 px: the booking action, to where every booking button leads. On
              the booking page it is marked like the navigation's current item (aria-current="page"),
              in the navigation's current-item fill (a ring read as a stuck focus outline
              in r5 and r8). With online booking off it leads to /contact, whose own item is marked
              there: no mark on the pill; aria-current still says where it leads. On /book itself
              (reached by a link or a bookmark while booking is off) the pill is this page: it leads
              there and is marked (no mark on /book). The fill is in app.css (a link to
              /book marked current), so the first visit's JavaScript stays within its budget. */}
          <NavLink
            prefetch="intent"
            to={/^\/book\/?$/.test(pathname) ? '/book' : BOOKING_PATH}
            className={buttonClasses('primary', 'max-md:hidden', 'compact')}
          >
            Book<span className="sr-only">{BOOK_LABEL.slice(4)}</span>
          </NavLink>
          {/* From 768 px; on a phone it is in the menu (and the footer's theme choice). */}
          <ThemeToggle className="max-md:hidden" />
          {/* Opens and closes the popover menu from the first paint, without script. "Menu" or
              "Close" is drawn from the popover's state (CSS), so a tap before hydration changes no
              text React rendered. */}
          <button
            ref={buttonRef}
            type="button"
            popoverTarget={MENU_ID}
            // A fixed width: "Menu" and "Close" in either font, so the web fonts arriving (or the
            // menu opening) move nothing in the header.
            className="inline-flex h-11 w-24 items-center justify-center gap-2 rounded-full font-medium text-foreground hover:bg-muted md:hidden"
            // Its first state; from then on app/boot/taps.ts follows the popover's.
            aria-expanded={false}
            aria-controls={MENU_ID}
          >
            <span className="contents group-has-[#mobile-menu:popover-open]/header:hidden">
              <Menu aria-hidden="true" className="size-5" />
              Menu
            </span>
            <span className="hidden group-has-[#mobile-menu:popover-open]/header:contents">
              <X aria-hidden="true" className="size-5" />
              Close
            </span>
          </button>
        </div>
      </div>
      <div
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        onToggle={onToggle}
        className="fixed inset-x-0 top-16 bottom-0 m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto border-0 bg-background px-4 pt-4 pb-10 text-foreground md:hidden"
      >
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            <NavItems
              pathname={pathname}
              onClick={close}
              prefetch="viewport"
              className="block px-4 py-3 text-xl font-serif"
            />
          </ul>
        </nav>
        <div className="mt-6 flex flex-col gap-2 border-t border-border pt-6 text-base">
          <TextLink quiet to={practice.phone.href}>
            Call {practice.phone.display}
          </TextLink>
          <TextLink quiet to={`mailto:${practice.email}`}>
            {practice.email}
          </TextLink>
        </div>
        <div className="mt-6 border-t border-border pt-4">
          <ThemeToggle labelled className="-ml-4" />
        </div>
      </div>
    </header>
  )
}
