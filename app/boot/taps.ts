// Taps before hydration. Every page paints from its HTML and hydrates a few seconds later on a slow
// phone (decision 0003); a control a visitor can see must answer a tap from the first paint on.
//
// The rule, per control:
// 1. The platform first: what works without script stays so, before and after hydration.
//    - The phone's menu: a `popover` opened and closed by its button (`popovertarget`); Escape and a
//      tap outside close it; the page's scroll is locked by CSS (`:popover-open`, app.css); its
//      links are links.
//    - Links, the testimonials' section links (`#id`), FAQ and fold-outs (`<details>`).
//    - The colour choice and the footer's theme choice: radio buttons, drawn from `:checked`.
//    - What a visitor types into a form field: the browser keeps it; React keeps it on hydration.
// 2. Else one small handler here, by event delegation on `document`: it acts on a control marked
//    `data-tap="<kind>"` only while React has not taken the control over (no React fiber on it,
//    app/components/hydration/react-fiber-key.ts) and then stops the event, so React never sees
//    it. It changes attributes and form values only, never text React rendered (a text mismatch
//    would make React throw the page away on hydration). Once hydrated, each component adopts
//    what the visitor did from the DOM in an effect (useAdoptedTaps, app/lib/adopted-taps.ts):
//    - `theme`: the header's and the menu's dark-theme button (stored choice, `dark` class,
//      aria-pressed); `theme-choice`: the footer's radio buttons (the same, on change).
//    - `step`: the quantity stepper's − and + (the field's value; − disabled at 1).
//    - `gallery`: the product gallery's thumbnails (aria-pressed; the main picture's file).
//    - `chip`: the services' filter chips (aria-pressed; the groups' `hidden`).
//    - `carousel-prev`, `carousel-next`, `carousel-pause`: the awards carousel (its slide index and
//      pause state as data attributes; the track moved by a transform until its code loads).
//    - `form`: the newsletter and purchase forms. A submit is kept (the form is marked `queued`, its
//      buttons aria-busy, further submits ignored) and sent once by the form after hydration.
//    - The menu button's aria-expanded follows its popover, for the page's life (React renders only
//      its first state).
// The booking slot picker has nothing to tap before hydration: its times come from a request the
// hydrated page makes.

import { REACT_FIBER_KEY_PREFIX } from '#app/components/hydration/react-fiber-key.ts'
import { THEME_BOOT } from './theme.ts'

/** What the handler needs: the attribute names and the React fiber key prefix. */
export interface TapsBoot {
  /** The attribute that marks a control and names its kind. */
  attribute: string
  /** On a form whose submit waits for hydration. */
  queued: string
  /** React DOM's property prefix on an element it has taken over. */
  fiberPrefix: string
  /** Where the theme choice is stored (app/boot/theme.ts). */
  themeKey: string
  darkQuery: string
}

export const TAPS_BOOT: TapsBoot = {
  attribute: 'data-tap',
  queued: 'data-tap-queued',
  fiberPrefix: REACT_FIBER_KEY_PREFIX,
  themeKey: THEME_BOOT.storageKey,
  darkQuery: THEME_BOOT.darkQuery,
}

/**
 * The awards carousel before its code (embla) is there: `carousel-pause` flips the region's
 * `data-paused` (its label follows in CSS); `carousel-prev`/`-next` move its `data-selected-index`
 * by one, round the ten, and the track by a transform; embla starts at that index. A boot helper
 * (self-contained); the hydrated carousel calls it too until embla has loaded.
 */
export function stepCarouselBeforeItsCode(control: Element, kind: string): void {
  const region = control.closest<HTMLElement>('[data-selected-index]')
  const track = region?.querySelector<HTMLElement>('[data-carousel-track]')
  if (!region || !track) return
  if (kind === 'carousel-pause') {
    region.setAttribute('data-paused', String(region.getAttribute('data-paused') !== 'true'))
    return
  }
  const count = track.children.length
  const index =
    (Number(region.getAttribute('data-selected-index')) + (kind === 'carousel-next' ? 1 : count - 1)) % count
  region.setAttribute('data-selected-index', String(index))
  const width = track.children[0]?.getBoundingClientRect().width ?? 0
  track.style.transform = `translate3d(${-index * width}px,0,0)`
}

/**
 * In <head>, before the first paint: answers taps on the controls listed above until React takes
 * each over. Capture listeners on `document`, added before React's own (React listens on the
 * document when it hydrates), so a handled event never reaches React.
 */
export function answerTapsBeforeHydration(
  { attribute, queued, fiberPrefix, themeKey, darkQuery }: TapsBoot,
  stepCarousel: typeof stepCarouselBeforeItsCode,
): void {
  const doc = document
  const taken = (el: Element) => Object.keys(el).some((key) => key.startsWith(fiberPrefix))
  const all = (selector: string, root: ParentNode = doc) => [...root.querySelectorAll<HTMLElement>(selector)]
  const kindOf = (kind: string) => `[${attribute}="${kind}"]`
  const press = (group: HTMLElement[], chosen: Element) => {
    for (const el of group) el.setAttribute('aria-pressed', String(el === chosen))
  }
  const applyTheme = (choice: string) => {
    const dark = choice === 'dark' || (choice === 'system' && matchMedia(darkQuery).matches)
    const root = doc.documentElement
    root.classList.toggle('dark', dark)
    root.style.colorScheme = dark ? 'dark' : 'light'
    try {
      localStorage.setItem(themeKey, choice)
    } catch {
      // Not stored: applied for this page view.
    }
    for (const button of all(kindOf('theme'))) button.setAttribute('aria-pressed', String(dark))
  }
  doc.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element | null)?.closest?.(`[${attribute}]`)
      if (!control || taken(control)) return
      const kind = control.getAttribute(attribute) ?? ''
      if (kind === 'theme') applyTheme(doc.documentElement.classList.contains('dark') ? 'light' : 'dark')
      else if (kind === 'step') {
        const input = doc.getElementById(
          control.getAttribute('aria-controls') ?? '',
        ) as HTMLInputElement | null
        if (!input) return
        const now = /^\s*\d+\s*$/.test(input.value) ? Math.max(1, Number(input.value)) : 1
        const next = Math.max(1, now + Number(control.getAttribute('data-step')))
        input.value = String(next)
        for (const button of all(`${kindOf('step')}[aria-controls="${input.id}"][data-step="-1"]`))
          (button as HTMLButtonElement).disabled = next <= 1
      } else if (kind === 'gallery') {
        const gallery = control.closest('[data-gallery]')
        const main = gallery?.querySelector<HTMLImageElement>('[data-gallery-main] img')
        const thumb = control.querySelector('img')
        if (!gallery || !main || !thumb) return
        press(all(kindOf('gallery'), gallery), control)
        main.removeAttribute('srcset')
        main.src = thumb.src
        main.alt = control.getAttribute('data-alt') ?? ''
      } else if (kind === 'chip') {
        const name = control.getAttribute('data-chip')
        const row = control.parentElement
        if (!row) return
        press(all(kindOf('chip'), row), control)
        for (const group of all('[data-service-group]'))
          group.hidden = !!name && group.getAttribute('data-service-group') !== name
      } else if (kind.startsWith('carousel-')) stepCarousel(control, kind)
      else return
      event.preventDefault()
      event.stopImmediatePropagation()
    },
    true,
  )

  doc.addEventListener(
    'change',
    (event) => {
      const input = event.target as HTMLInputElement
      if (input.getAttribute?.(attribute) !== 'theme-choice' || taken(input)) return
      applyTheme(input.value)
      event.stopImmediatePropagation()
    },
    true,
  )

  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement
      if (form.getAttribute?.(attribute) !== 'form' || taken(form)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      if (form.hasAttribute(queued)) return
      form.setAttribute(queued, '')
      for (const button of all('[type="submit"]', doc))
        if (button.closest('form') === form || button.getAttribute('form') === form.id)
          button.setAttribute('aria-busy', 'true')
    },
    true,
  )

  // A popover's `toggle` does not bubble; captured here it keeps its buttons' aria-expanded.
  doc.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target as HTMLElement
      if (!popover.id || !popover.hasAttribute?.('popover')) return
      for (const button of all(`[popovertarget="${popover.id}"]`))
        button.setAttribute('aria-expanded', String(popover.matches(':popover-open')))
    },
    true,
  )
}
