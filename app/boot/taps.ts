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
// 2. Else one small handler here, by event delegation on `window` (onTapBeforeHydration): it acts
//    on a control marked `data-tap="<kind>"` until React has taken the control over (the page has
//    adopted the taps, TAPS_ADOPTED, and the control has a React fiber,
//    app/components/hydration/react-fiber-key.ts) and then stops the event, so React never sees it.
//    It changes attributes and form values only, never text React rendered (a text mismatch would
//    make React throw the page away on hydration). Once hydrated, each component adopts what the
//    visitor did from the DOM in an effect (useAdoptTaps, app/lib/taps.ts); the root layout's effect,
//    the last of hydration, then sets TAPS_ADOPTED.
// 3. Until then React gets none of a tap's events (the hold in <head>, HYDRATION_FORCING_EVENTS): one
//    that reaches React while it hydrates makes it hydrate the whole page in that event's task, and
//    the tap's answer (even a native one: the menu's popover, a fold-out) paints only after it.
//    The theme's handler is in every page's <head>; each other one is written right after its
//    control (<TapScript>, app/components/hydration/tap-script.tsx), on its pages only.
//    - `theme`, `theme-choice` (head): the header's and the menu's dark-theme button and the
//      footer's radio buttons; and the menu button's aria-expanded, which follows its popover.
//    - `form`: the newsletter and purchase forms; a submit is kept and sent once after hydration.
//    - `step`: the quantity stepper's − and +.
//    - `gallery`: the product gallery's thumbnails.
//    - `chip`: the services' choices ("What brings you here?"), which filter the cards.
//    - `carousel-prev`, `carousel-next`, `carousel-pause`: the awards carousel, also after
//      hydration until its code (embla) has loaded.
// The booking slot picker has nothing to tap before hydration: its times come from a request the
// hydrated page makes.

import { REACT_FIBER_KEY_PREFIX } from '#app/components/hydration/react-fiber-key.ts'
import { TAPS_ADOPTED } from '#app/components/hydration/taps-adopted.ts'

/**
 * What every handler needs: the attribute that marks a control, React's fiber key prefix, and the
 * window property the hydrated page sets once every component has adopted the taps made before
 * (TAPS_ADOPTED, set by the root layout's effect, the last of hydration).
 */
export interface TapRule {
  attribute: string
  fiberPrefix: string
  adopted: string
}
/** The theme's handler also needs where the choice is stored (app/boot/theme.ts). */
export interface ThemeTapRule extends TapRule {
  themeKey: string
  darkQuery: string
  /** The events React must not see before TAPS_ADOPTED (HYDRATION_FORCING_EVENTS). */
  held: readonly string[]
}
/** The forms' handler: the attribute on a form whose submit waits for hydration. */
export interface FormTapRule extends TapRule {
  queued: string
}

/**
 * Every event of a tap, or of typing, that makes React DOM hydrate the whole page at once when it
 * arrives while hydration is under way (react-dom's "discrete replayable" events: on one, React
 * finishes the root's hydration synchronously inside the listener: 100-130 ms at 4×
 * CPU on the home page, before the tap's own answer can paint). Until the page has adopted the taps
 * (TAPS_ADOPTED) React does not get them: the platform and the handlers here answer, and each
 * component reads the result from the DOM once hydrated (useAdoptTaps).
 */
export const HYDRATION_FORCING_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'touchstart',
  'touchend',
  'touchcancel',
  'mousedown',
  'mouseup',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'change',
  'submit',
  'reset',
  'compositionstart',
  'compositionend',
  'copy',
  'cut',
  'paste',
  'dragstart',
  'dragend',
  'drop',
] as const

export const TAP_RULE: TapRule = {
  attribute: 'data-tap',
  fiberPrefix: REACT_FIBER_KEY_PREFIX,
  adopted: TAPS_ADOPTED,
}
export const FORM_TAP_RULE: FormTapRule = { ...TAP_RULE, queued: 'data-tap-queued' }

/**
 * The rule, once: on `type` events (captured on `window`, so before React's listeners on
 * `document` and before the hold in <head>, answerThemeTaps) at a control marked `kind`, `answer`
 * runs and the event goes no further, until React has taken the control over: the page has adopted
 * the taps (`adopted`) and the control has a React fiber. A fiber alone is not enough: React tags
 * elements while it hydrates, before it commits, and a tap passed to React then would wait for the
 * whole page to hydrate at once. Added once a page, however many of its scripts there are. A boot
 * helper (self-contained).
 */
export function onTapBeforeHydration(
  type: string,
  { attribute, fiberPrefix, adopted }: TapRule,
  kind: string,
  answer: (control: HTMLElement, event: Event) => void,
): void {
  const added = window as unknown as Record<string, boolean>
  if (added[`__tap_${kind}`]) return
  added[`__tap_${kind}`] = true
  addEventListener(
    type,
    (event) => {
      const control = (event.target as Element | null)?.closest?.<HTMLElement>(`[${attribute}="${kind}"]`)
      if (!control) return
      if (added[adopted] && Object.keys(control).some((key) => key.startsWith(fiberPrefix))) return
      event.preventDefault()
      event.stopImmediatePropagation()
      answer(control, event)
    },
    true,
  )
}

/**
 * In <head>: the header's and menu's dark-theme button and the footer's theme radio buttons (the
 * stored choice, the `dark` class, aria-pressed), and the menu button's aria-expanded, which follows
 * its popover for the page's life (React renders only its first state).
 */
export function answerThemeTaps(rule: ThemeTapRule, on: typeof onTapBeforeHydration): void {
  const root = document.documentElement
  const apply = (choice: string) => {
    const dark = choice === 'dark' || (choice === 'system' && matchMedia(rule.darkQuery).matches)
    root.classList.toggle('dark', dark)
    root.style.colorScheme = dark ? 'dark' : 'light'
    try {
      localStorage.setItem(rule.themeKey, choice)
    } catch {
      // Not stored: applied for this page view.
    }
    for (const button of document.querySelectorAll(`[${rule.attribute}="theme"]`))
      button.setAttribute('aria-pressed', String(dark))
  }
  // The hold: registered on `document` before React's own listeners there, it keeps from React the
  // events that would make it hydrate the whole page in one task (HYDRATION_FORCING_EVENTS) until
  // the page has adopted the taps. Their default actions (a link, a popover, a fold-out, a radio
  // button, typing) happen all the same; the handlers here ran already (on `window`). Passive: the
  // page scrolls without waiting for it.
  const page = window as unknown as Record<string, boolean>
  for (const type of rule.held)
    document.addEventListener(
      type,
      (event) => {
        if (!page[rule.adopted]) event.stopImmediatePropagation()
      },
      { capture: true, passive: true },
    )
  on('click', rule, 'theme', () => apply(root.classList.contains('dark') ? 'light' : 'dark'))
  on('change', rule, 'theme-choice', (input) => apply((input as HTMLInputElement).value))
  // A popover's `toggle` does not bubble; captured here it keeps its buttons' aria-expanded.
  document.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target as HTMLElement
      if (!popover.id || !popover.hasAttribute?.('popover')) return
      for (const button of document.querySelectorAll(`[popovertarget="${popover.id}"]`))
        button.setAttribute('aria-expanded', String(popover.matches(':popover-open')))
    },
    true,
  )
}

/**
 * The newsletter and purchase forms: a submit is kept (the form marked `queued`, its submit buttons
 * aria-busy, further submits ignored) and sent once by the form after hydration (useQueuedSubmit).
 */
export function answerFormTaps(rule: FormTapRule, on: typeof onTapBeforeHydration): void {
  on('submit', rule, 'form', (form) => {
    if (form.hasAttribute(rule.queued)) return
    form.setAttribute(rule.queued, '')
    for (const button of document.querySelectorAll('[type="submit"]'))
      if (button.closest('form') === form || button.getAttribute('form') === form.id)
        button.setAttribute('aria-busy', 'true')
  })
}

/** The quantity stepper's − and + (`data-step`): the field's count, whole numbers from 1; − disabled at 1. */
export function answerStepperTaps(rule: TapRule, on: typeof onTapBeforeHydration): void {
  on('click', rule, 'step', (control) => {
    const input = document.getElementById(
      control.getAttribute('aria-controls') ?? '',
    ) as HTMLInputElement | null
    if (!input) return
    const now = /^\s*\d+\s*$/.test(input.value) ? Math.max(1, Number(input.value)) : 1
    const next = Math.max(1, now + Number(control.getAttribute('data-step')))
    input.value = String(next)
    const minus = document.querySelector(`[aria-controls="${input.id}"][data-step="-1"]`)
    if (minus) (minus as HTMLButtonElement).disabled = next <= 1
  })
}

/** The product gallery's thumbnails: aria-pressed, and the main picture shows the thumbnail's file. */
export function answerGalleryTaps(rule: TapRule, on: typeof onTapBeforeHydration): void {
  on('click', rule, 'gallery', (control) => {
    const gallery = control.closest('[data-gallery]')
    const main = gallery?.querySelector<HTMLImageElement>('[data-gallery-main] img')
    const thumb = control.querySelector('img')
    if (!gallery || !main || !thumb) return
    for (const button of gallery.querySelectorAll(`[${rule.attribute}="gallery"]`))
      button.setAttribute('aria-pressed', String(button === control))
    main.removeAttribute('srcset')
    main.src = thumb.src
    main.alt = control.getAttribute('data-alt') ?? ''
  })
}

/**
 * The services' choices: aria-pressed, the other groups hidden (`data-chip` '' shows all), the
 * status line's sentence for the choice shown (`data-chip-status`), the others hidden, and the
 * status line brought up the screen when it sat low.
 */
export function answerChipTaps(rule: TapRule, on: typeof onTapBeforeHydration): void {
  on('click', rule, 'chip', (control) => {
    const name = control.getAttribute('data-chip') ?? ''
    for (const chip of control.parentElement?.children ?? [])
      chip.setAttribute('aria-pressed', String(chip === control))
    for (const group of document.querySelectorAll<HTMLElement>('[data-service-group]'))
      group.hidden = !!name && group.getAttribute('data-service-group') !== name
    for (const status of document.querySelectorAll<HTMLElement>('[data-chip-status]'))
      status.hidden = status.getAttribute('data-chip-status') !== name
    // As the hydrated page does (service-filter.tsx, showResults): a status line low on the
    // screen comes to its top, with the chosen group's cards under it.
    const line = document.querySelector('[data-chip-status]')?.parentElement
    if (name && line && line.getBoundingClientRect().top >= innerHeight * 0.6)
      line.scrollIntoView({
        block: 'start',
        behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      })
  })
}

/** The awards carousel's previous, next and pause, before its code (stepCarouselBeforeItsCode). */
export function answerCarouselTaps(
  rule: TapRule,
  on: typeof onTapBeforeHydration,
  step: (control: Element, kind: string) => void,
): void {
  for (const kind of ['carousel-prev', 'carousel-next', 'carousel-pause'])
    on('click', rule, kind, (control) => step(control, kind))
}
