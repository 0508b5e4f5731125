import { Check, ClipboardList, Mail, RotateCw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ButtonLink, buttonClasses } from '#app/components/ui/button-link.tsx'
import { ReachButtons } from '#app/components/ui/reach-buttons.tsx'
import { NewTabIcon } from '#app/components/ui/text-link.tsx'
import { cn } from '#app/lib/cn.ts'
import { practice } from '#core/config/practice.ts'
import { type FormMessages, formMessages } from '#core/content/form-messages.ts'

/** How long a form may take to load before the call/e-mail fallback shows in its place. */
export const FORM_LOAD_TIMEOUT_MS = 6000

/** The forms of the practice profile (content/practice.yml → forms). */
export type FormName = 'contact' | 'bookWaitlist' | 'retreatsWaitlist' | 'giveaway'

/**
 * What each form's states say, as whole sentences, from content/pages/forms.yml (the
 * the form's title is a label, such as "Join the Book Waiting List", and does not read inside a
 * sentence). When the form cannot load, the card leads with the other way in (`offer`, its heading,
 * and `instead`), then the e-mail and call buttons; `failed` is the one muted line saying the form
 * itself did not load. Where only the form does the job (the giveaway: its rules name the form),
 * `open` labels a link to the form's own page, offered with "Try again" instead of call and e-mail.
 * Nothing reads as broken: every state of a page is a finished page.
 */
export const FORM_COPY: FormMessages = formMessages

/** Said in the contact fallback: what helps in a first e-mail, so the card is of use on its own. */
export const CONTACT_TIPS = formMessages.contact.tips

/**
 * Whether the form's host answers at all. A blocked or failed iframe still fires `load` (with the
 * browser's error page inside, which a cross-origin parent cannot see), so a tiny no-cors HEAD
 * request to the same URL tells a blocked provider from a working one: content blockers and a
 * dead network make it reject.
 */
async function providerReachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store' })
    return true
  } catch {
    return false
  }
}

/**
 * Adds the form provider's embed script (practice profile: formEmbedScript) to the page once: it
 * finds the provider's frames by their `id` and `data-*` attributes and fits each to its form. It
 * comes when a form nears the screen, with the form's own frame, so a page whose form the visitor
 * never scrolls to asks nothing of the provider; no other page loads it (docs/decisions/0217).
 */
function addEmbedScript(src: string): void {
  if (!src || document.querySelector(`script[src="${CSS.escape(src)}"]`)) return
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.referrerPolicy = 'strict-origin-when-cross-origin'
  document.head.append(script)
}

/** The provider's id of a hosted form: the last part of its address (…/widget/form/{id}). */
const formId = (url: string) => new URL(url).pathname.split('/').filter(Boolean).pop() ?? 'form'

type FormState = 'waiting' | 'loaded' | 'failed'

/*
 * The form provider's frame, sized from the practice profile (forms.*.height), with the attributes
 * its embed script looks for (id `inline-{form id}`, data-layout, data-form-id, data-height).
 *
 * The iframe's sandbox keeps what the provider's form needs and nothing else: scripts (the form is a
 * script app), same-origin (it posts to its own API and keeps its session in its own storage; without
 * it the frame's origin is opaque and those requests fail), forms, popups (its own links, e.g. its
 * terms) and navigating this page to the thank-you page after a submission the visitor made.
 * Scripts and same-origin together would cancel the sandbox only for a frame on this site's own
 * origin; this frame is on the provider's origin (the only one CSP frame-src allows for forms), so
 * it still cannot reach this page, open windows free of the sandbox, or navigate it on its own.
 */

/**
 * One of the third-party lead forms (contact, book waiting list, retreats waiting list, giveaway), in
 * the site's card, with states of its own so the page never shows an empty or broken box. The card
 * keeps the form's height from the first paint, whichever state fills it:
 * - waiting: a skeleton of a form with the words "Loading the … form" while the (lazy) iframe loads
 *   unseen beneath it;
 * - loaded: the provider's iframe (which validates and stores the submissions);
 * - failed: blocked, unreachable, or not loaded FORM_LOAD_TIMEOUT_MS after it neared the viewport:
 *   an offer of the other way in with its own Call and E-mail buttons (a pre-filled e-mail for a
 *   waiting list; for the giveaway, which only its form can enter, the form's own page and "Try
 *   again"). A slow form that arrives later still replaces the fallback.
 * The iframe is created after hydration (so its `load` cannot be missed); without JavaScript the
 * prerendered page carries the plain iframe in <noscript>.
 */
export function EmbeddedForm({
  name,
  className,
  reach = true,
  compact = false,
}: {
  name: FormName
  className?: string
  /**
   * Call and e-mail buttons in the fallback. `'wide'` (the contact page, which also lists them
   * beside the form) is the same now: a card that offers to call or write carries its own buttons at
   * every width, rather than pointing the visitor elsewhere on the page.
   */
  reach?: boolean | 'wide'
  /** A smaller fallback card (no icon, smaller heading) where it ends a band of reading (/about). */
  compact?: boolean
}) {
  const form = practice.forms[name]
  // What the provider's embed script finds the frame by.
  const id = formId(form.url)
  const boxRef = useRef<HTMLDivElement>(null)
  const [mounted, setMounted] = useState(false)
  const [near, setNear] = useState(false)
  const [state, setState] = useState<FormState>('waiting')
  const [frameLoaded, setFrameLoaded] = useState(false)
  const [reachable, setReachable] = useState<boolean>()
  const [timedOut, setTimedOut] = useState(false)
  // Each "Try again" is a new attempt: a new frame, a new probe, a new clock.
  const [attempt, setAttempt] = useState(0)

  // The clock starts when the form comes near the viewport, when a lazy iframe starts loading (no
  // request to the provider for a form the visitor never scrolls to).
  useEffect(() => {
    setMounted(true)
    const box = boxRef.current
    if (!box) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt ("Try again") starts a new probe and a new clock
  useEffect(() => {
    if (!near) return
    addEmbedScript(practice.formEmbedScript)
    let cancelled = false
    const timer = window.setTimeout(() => setTimedOut(true), FORM_LOAD_TIMEOUT_MS)
    void providerReachable(form.url).then((host) => {
      if (!cancelled) setReachable(host)
    })
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [near, form.url, attempt])

  function retry() {
    setState('waiting')
    setReachable(undefined)
    setFrameLoaded(false)
    setTimedOut(false)
    setAttempt((n) => n + 1)
  }

  useEffect(() => {
    if (reachable === false) setState('failed')
    else if (reachable && frameLoaded) setState('loaded')
    else if (timedOut) setState('failed')
  }, [reachable, frameLoaded, timedOut])

  const frame = (
    <iframe
      key={attempt}
      src={form.url}
      title={form.title}
      id={`inline-${id}`}
      data-layout="{'id':'INLINE'}"
      data-form-id={id}
      data-form-name={form.title}
      data-height={form.height}
      data-layout-iframe-id={`inline-${id}`}
      height={form.height}
      style={{ height: `${form.height}px` }}
      className="block w-full rounded-xl"
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation"
      onLoad={() => setFrameLoaded(true)}
    />
  )

  return (
    <div ref={boxRef} className={cn('relative', className)} data-form-state={state}>
      {/* The site's card around the provider's frame in every state and theme: the frame's own
          page is the provider's to draw (its colours, white in most forms), the card, the room it
          keeps and what shows while the form loads or when it cannot are ours, so the dark theme
          gets a dark card, not a white box. The room is the form's height (practice profile:
          forms.*.height) from the first paint: the skeleton, the frame and the fallback each fill
          it, so nothing below moves when one takes the other's place. */}
      <div data-form-card="" className={cn(FORM_CARD, 'flex flex-col', state === 'failed' && 'flex-1')}>
        <div className="relative flex flex-1 flex-col" style={{ minHeight: `${form.height}px` }}>
          {/* Until it has loaded the frame sits unseen and inert under the skeleton or fallback;
              it stays mounted after a timeout, since a slow form may still arrive. */}
          {mounted && reachable !== false ? (
            <div
              inert={state !== 'loaded'}
              className={
                state === 'loaded' ? undefined : 'pointer-events-none absolute inset-x-0 top-0 opacity-0'
              }
            >
              {frame}
            </div>
          ) : null}
          {state === 'waiting' ? (
            <FormSkeleton height={form.height} loading={FORM_COPY[name].loading} />
          ) : null}
          {state === 'failed' ? (
            <FormFallback name={name} reach={reach} url={form.url} onRetry={retry} compact={compact} />
          ) : null}
          {/* Without JavaScript the plain frame, over the skeleton in the same room. */}
          <noscript>
            <div className="absolute inset-0 bg-card">{frame}</div>
          </noscript>
        </div>
      </div>
    </div>
  )
}

/**
 * The card the form lives in: the site's card (its border, radius, surface and soft shadow, from the
 * theme's tokens), a narrow margin around the provider's frame.
 */
const FORM_CARD = 'rounded-2xl border border-border bg-card p-2 text-card-foreground shadow-soft xl:p-3'

/**
 * While the form loads: the room it will take, drawn as a form is (labels, fields, a message box
 * taking the rest, a button), with what is loading said in words, so the place reads as a form on
 * its way, not as an empty box. The contact form, the tallest, gets a third field as its form has.
 */
function FormSkeleton({ height, loading }: { height: number; loading: string }) {
  const fields = height >= 520 ? 3 : 2
  return (
    <div role="status" className="flex flex-1 flex-col gap-4 p-3 sm:p-4" style={{ height: `${height}px` }}>
      <p className="flex items-center gap-3 text-muted-foreground">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
        >
          <ClipboardList className="size-5" />
        </span>
        {loading}
      </p>
      {['name', 'e-mail', 'phone'].slice(0, fields).map((field) => (
        <div key={field} aria-hidden="true" className="space-y-2">
          <div className={cn(SKELETON_BAR, 'h-2.5 w-24')} />
          <div className={cn(SKELETON_FIELD, 'h-10')} />
        </div>
      ))}
      <div aria-hidden="true" className="flex min-h-16 flex-1 flex-col gap-2">
        <div className={cn(SKELETON_BAR, 'h-2.5 w-36')} />
        <div className={cn(SKELETON_FIELD, 'flex-1')} />
      </div>
      <div aria-hidden="true" className={cn(SKELETON_BAR, 'h-10 w-28 rounded-lg')} />
    </div>
  )
}

/** A label's line and a field's outline in the skeleton: the border colour, a gentle pulse. */
const SKELETON_BAR = 'rounded-full bg-border motion-safe:animate-pulse'
const SKELETON_FIELD = 'rounded-lg border border-border bg-background/60 motion-safe:animate-pulse'

/** The contact form's fallback text (its own Call and E-mail buttons follow it). */
export const REACH_ON_THIS_PAGE = FORM_COPY.contact.instead

/**
 * What shows when the provider's form cannot load: an offer of the other way in (e-mail or call),
 * then one muted line about the form. No office hours here: on the contact page they sit beside the
 * form, and a waiting list or a giveaway does not depend on them.
 */
function FormFallback({
  name,
  reach,
  url,
  onRetry,
  compact,
}: {
  name: FormName
  reach: boolean | 'wide'
  url: string
  onRetry: () => void
  compact: boolean
}) {
  const copy = FORM_COPY[name]
  return (
    <div
      role="status"
      data-testid="form-fallback"
      className={cn(
        // Inside the form's card, in the room the form keeps (at least its height).
        'flex flex-1 flex-col',
        compact ? 'p-3 sm:p-4' : 'p-4 sm:p-6',
        // The giveaway's card: an empty state, set in the middle (see the spacer below).
        copy.open && 'items-center text-center',
      )}
    >
      {/* In the room the form keeps, the offer sits in the middle (the giveaway's card also runs
          down to the prize card's foot from 1024 px), not at the top over an empty area. The
          contact card fills its room from the top with its tips. */}
      {name === 'contact' ? null : <div aria-hidden="true" className="flex-1 self-stretch" />}
      {compact ? null : (
        <span
          aria-hidden="true"
          className={cn(
            'mb-4 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground',
            !copy.open && 'self-start',
          )}
        >
          <Mail className="size-6" />
        </span>
      )}
      <h3 className={compact ? 'text-xl' : 'text-2xl'}>{copy.offer}</h3>
      <p className="mt-3">{copy.instead}</p>
      {copy.open ? (
        // Two buttons of one width, one above the other (side by side, the card's column left
        // each label two lines).
        <div className="mt-5 grid w-full max-w-xs gap-3">
          <ButtonLink to={url}>
            {copy.open}
            <NewTabIcon aria-hidden="true" className="size-4 shrink-0" />
          </ButtonLink>
          <button type="button" onClick={onRetry} className={buttonClasses('outline')}>
            <RotateCw aria-hidden="true" className="size-4 shrink-0" />
            Try Again
          </button>
        </div>
      ) : reach ? (
        /* One button a row on a phone, so the e-mail address never wraps inside its button. */
        <ReachButtons className="mt-5 grid gap-3 sm:flex sm:flex-wrap" mail={copy.mail} />
      ) : null}
      {name === 'contact' ? (
        <>
          {/* The practice's callback days, as the thank-you page says them (content: callbackDays). */}
          <p className="mt-4 text-muted-foreground">
            Calls are returned <span className="whitespace-nowrap">{practice.callbackDays}</span>.
          </p>
          {/* What to write, where there is room beside the page's details; on a phone the card
              stays one screen: the offer, the two buttons and the callback days. */}
          <p className="mt-6 font-semibold max-lg:hidden">A first e-mail can say:</p>
          <ul className="mt-3 space-y-2 max-lg:hidden">
            {CONTACT_TIPS.map((tip) => (
              <li key={tip} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                {tip}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {/* The room left under the words: half of it (the other half above them), or all of it on the contact card. */}
      <div aria-hidden="true" className="min-h-6 flex-1" />
      {/* What happened, for a screen reader (the card is a status): a visitor sees an offer with its
          buttons, not a technical note about content blockers. */}
      <p className="sr-only">{copy.failed}</p>
    </div>
  )
}
