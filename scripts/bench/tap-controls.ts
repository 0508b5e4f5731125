/**
 * The controls a visitor can tap, and how a tap on each is made and judged on a phone-class device:
 * shared by `npm run bench:taps` (scripts/bench/taps.ts) and the browser tests (tests/e2e/taps.spec.ts).
 * The selectors hold for the site before and after taps answered before hydration, so either can
 * be measured. A control is judged by what a visitor sees: `answered` builds, before the tap, a
 * check that turns true once the tap has had its effect.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test'

export interface TapControl {
  name: string
  path: string
  /** Viewport width (height 740 below 768 px, else 900). */
  width: number
  /** What is tapped: the first match's centre. */
  target: string
  /** Runs in the page before the tap: returns the check (true once the tap answered). */
  answered: () => () => boolean
  /** A tap before this one (its own answer awaited first): the menu is opened before it is closed. */
  first?: { target: string; answered: () => () => boolean }
  /** Text typed into fields (selector → text) before the tap. */
  fill?: Record<string, string>
  /** A form's function: its POSTs are counted (a submit must be sent exactly once). */
  sends?: string
  /** A link: answered when the page has navigated to this path. */
  navigates?: string
}

const menuOpen = () => () =>
  !!document.getElementById('mobile-menu')?.checkVisibility() &&
  getComputedStyle(document.body).overflow === 'hidden'
const menuClosed = () => () =>
  !document.getElementById('mobile-menu')?.checkVisibility() &&
  getComputedStyle(document.body).overflow !== 'hidden'

const PRODUCT = '/store/weighted-blanket'
const SHIPPING = {
  '#shipping-name': 'Ada Reader',
  '#shipping-email': 'ada@example.com',
  '#shipping-address': '1 Main Street',
  '#shipping-city': 'Springfield',
  '#shipping-state': 'CA',
  '#shipping-zip': '90210',
}

export const TAP_CONTROLS: readonly TapControl[] = [
  {
    name: 'menu: open',
    path: '/',
    width: 375,
    target: 'button[aria-controls="mobile-menu"]',
    answered: menuOpen,
  },
  {
    name: 'menu: close',
    path: '/',
    width: 375,
    target: 'button[aria-controls="mobile-menu"]',
    first: { target: 'button[aria-controls="mobile-menu"]', answered: menuOpen },
    answered: menuClosed,
  },
  {
    name: 'menu: link',
    path: '/',
    width: 375,
    target: '#mobile-menu a[href="/about"]',
    first: { target: 'button[aria-controls="mobile-menu"]', answered: menuOpen },
    answered: () => () => false,
    navigates: '/about',
  },
  {
    name: 'theme',
    path: '/',
    width: 1280,
    target: 'header button[aria-label="Dark theme"]',
    answered: () => {
      const dark = document.documentElement.classList.contains('dark')
      return () => document.documentElement.classList.contains('dark') !== dark
    },
  },
  {
    name: 'testimonials: section link',
    path: '/testimonials',
    width: 375,
    target: 'main nav a[href^="#"]',
    answered: () => {
      const { hash } = location
      return () => location.hash !== hash
    },
  },
  {
    name: 'carousel: next',
    path: '/',
    width: 375,
    target: 'button[aria-label="Next award"]',
    answered: () => {
      const region = document.querySelector('[aria-roledescription="carousel"]')
      const track = region?.querySelector<HTMLElement>('.overflow-hidden > div')
      const at = () => `${region?.getAttribute('data-selected-index')} ${track?.style.transform}`
      const before = at()
      return () => at() !== before
    },
  },
  {
    name: 'carousel: pause',
    path: '/',
    width: 375,
    target: '[aria-roledescription="carousel"] button:not([aria-label])',
    answered: () => () => {
      const button = document.querySelector<HTMLElement>(
        '[aria-roledescription="carousel"] button:not([aria-label])',
      )
      // biome-ignore lint/performance/useDomNodeTextContent: the label as shown, not the hidden one beside it
      return (button?.innerText ?? '').includes('Play')
    },
  },
  {
    name: 'gallery: thumbnail',
    path: PRODUCT,
    width: 375,
    target: 'ul[aria-label$=" images"] li:nth-child(2) button',
    answered: () => () => {
      const thumb = document.querySelector('ul[aria-label$=" images"] li:nth-child(2) button')
      const main = document.querySelector<HTMLImageElement>('main img')
      return thumb?.getAttribute('aria-pressed') === 'true' && main?.src === thumb.querySelector('img')?.src
    },
  },
  {
    name: 'quantity: +',
    path: PRODUCT,
    width: 375,
    target: 'button[aria-label="Increase quantity"]',
    answered: () => () => document.querySelector<HTMLInputElement>('#quantity')?.value === '2',
  },
  {
    name: 'colour',
    path: PRODUCT,
    width: 375,
    target: 'input[name="color"][value="Black"]',
    answered: () => () => {
      const input = document.querySelector<HTMLInputElement>('input[name="color"][value="Black"]')
      const label = input?.closest('label')
      return !!input?.checked && !!label && Number(getComputedStyle(label).fontWeight) >= 600
    },
  },
  {
    name: 'FAQ (details)',
    path: '/',
    width: 375,
    target: 'main details:not([open]) > summary',
    answered: () => {
      const details = document.querySelector('main details:not([open])')
      return () => !!details?.hasAttribute('open')
    },
  },
  {
    name: 'services: filter chip',
    path: '/services',
    width: 375,
    target: '[data-testid="service-chips"] button:nth-child(2)',
    answered: () => () =>
      document
        .querySelector('[data-testid="service-chips"] button:nth-child(2)')
        ?.getAttribute('aria-pressed') === 'true' &&
      [...document.querySelectorAll<HTMLElement>('[data-service-group]')].some((s) => s.hidden),
  },
  {
    name: 'newsletter: subscribe',
    path: '/',
    width: 375,
    target: 'form[aria-label="Newsletter sign-up"] button[type="submit"]',
    fill: { 'form[aria-label="Newsletter sign-up"] input[type="email"]': 'ada@example.com' },
    sends: 'newsletter',
    answered: () => () => {
      const form = document.querySelector('form[aria-label="Newsletter sign-up"]')
      const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
      return (
        !!button &&
        (button.disabled ||
          button.getAttribute('aria-busy') === 'true' ||
          !!form?.querySelector('[aria-live]')?.textContent ||
          !!document.querySelector('[data-sonner-toast]'))
      )
    },
  },
  {
    name: 'checkout: purchase',
    path: PRODUCT,
    width: 375,
    target: '#purchase-form button[type="submit"]',
    fill: SHIPPING,
    sends: 'create-payment',
    answered: () => () =>
      document.querySelector('#purchase-form button[type="submit"]')?.getAttribute('aria-busy') === 'true' ||
      !!document.querySelector('[data-sonner-toast]'),
  },
]

/** A phone on slow 4G: CPU 4× slower, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up. */
export async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  return cdp
}

export const viewportOf = (control: TapControl) => ({
  width: control.width,
  height: control.width < 768 ? 740 : 900,
})

/**
 * Runs in the page before its own scripts: keeps the last tap's start and the Event Timing entries,
 * and defines `__watchTap(check, timeout)`, which resolves with the first frame's time at which
 * `check()` holds (null after `timeout` ms).
 */
export function recordTaps(): void {
  const w = window as unknown as {
    __tapStart: number
    __tapEvents: { start: number; duration: number }[]
    __tapAnswer: Promise<number | null>
    __watchTap: (check: () => boolean, timeout: number) => void
  }
  w.__tapStart = 0
  w.__tapEvents = []
  addEventListener('pointerdown', (e) => (w.__tapStart = e.timeStamp), { capture: true, passive: true })
  const keep = (list: PerformanceObserverEntryList) => {
    for (const e of list.getEntries()) w.__tapEvents.push({ start: e.startTime, duration: e.duration })
  }
  new PerformanceObserver(keep).observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit)
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true })
  w.__watchTap = (check, timeout) => {
    const started = performance.now()
    w.__tapAnswer = new Promise((resolve) => {
      const frame = (now: number) => {
        if (check()) resolve(now)
        else if (performance.now() - started > timeout) resolve(null)
        else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
  }
}

/** Waits until `selector` is on screen (scrolled to first if below it); returns its centre. */
export async function whenVisible(
  page: Page,
  selector: string,
  timeout = 30_000,
): Promise<{ x: number; y: number }> {
  await page.waitForFunction(
    (s) => {
      const el = document.querySelector(s)
      if (!el) return false
      const box = el.getBoundingClientRect()
      if (box.bottom > innerHeight || box.top < 0) el.scrollIntoView({ block: 'center' })
      return el.checkVisibility({ opacityProperty: false, visibilityProperty: true }) && box.width > 0
    },
    selector,
    { timeout, polling: 'raf' },
  )
  return page.evaluate((s) => {
    const box = document.querySelector(s)!.getBoundingClientRect()
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  }, selector)
}

/** Whether React has hydrated `selector`'s element (and the router is in place). */
export async function whenHydrated(page: Page, selector: string, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    (s) => {
      const el = document.querySelector(s)
      return (
        '__reactRouterRouteModules' in window &&
        !!el &&
        Object.keys(el).some((k) => k.startsWith('__reactFiber'))
      )
    },
    selector,
    { timeout },
  )
}

export interface TapResult {
  /** Milliseconds from the tap to the frame that shows its answer; null: no answer within `timeout`. */
  answerMs: number | null
}

/**
 * Taps `selector` at once and waits up to `timeout` for `answered`: the time to the answer is the
 * longer of the Event Timing duration of the tap's events (until the next paint after their handlers)
 * and the time to the first frame in which the check holds.
 */
export async function tapAndTime(
  page: Page,
  selector: string,
  answered: () => () => boolean,
  timeout: number,
): Promise<TapResult> {
  const { x, y } = await page.evaluate((s) => {
    const box = document.querySelector(s)!.getBoundingClientRect()
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  }, selector)
  // A string: the control's check is written in this file and runs in the page as it is.
  await page.evaluate(`window.__watchTap((${answered.toString()})(), ${timeout})`)
  await page.touchscreen.tap(x, y)
  return page.evaluate(async () => {
    const w = window as unknown as {
      __tapAnswer: Promise<number | null>
      __tapStart: number
      __tapEvents: { start: number; duration: number }[]
    }
    const at = await w.__tapAnswer
    if (at === null) return { answerMs: null }
    // The tap's Event Timing entries are queued only once the frame after its handlers has been
    // presented, often after that frame's own callbacks: read them a little later, or a tap whose
    // handlers held that frame back would be timed by the check alone.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const events = w.__tapEvents.filter((e) => e.start >= w.__tapStart - 1).map((e) => e.duration)
    return { answerMs: Math.max(0, at - w.__tapStart, ...events) }
  })
}
