import { Check, Mail, RotateCw } from 'lucide-react'
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
 * One of the third-party lead forms (contact, book waiting list, retreats waiting list, giveaway),
 * with states of its own so the page never shows an empty or broken box:
 * - waiting: a quiet skeleton the size of the form while the (lazy) iframe loads unseen beneath it;
 * - loaded: the provider's iframe (which validates and stores the submissions);
 * - failed: blocked, unreachable, or not loaded FORM_LOAD_TIMEOUT_MS after it neared the viewport:
 *   an offer of the other way in (e-mail or call, pre-filled e-mail for a waiting list; for the
 *   giveaway, which only its form can enter, the form's own page and "Try again"), except
 *   where the page shows call, e-mail and hours beside the form already (the contact page): there
 *   the fallback points to them. Hiding the page's own pair instead moved the column beside the form as the fallback
 *   appeared: a layout shift of 0.06 on /contact at desktop size (layout-shift.spec).
 *   A slow form that arrives later still replaces the fallback.
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
      className="block w-full rounded-xl border border-border bg-card dark:rounded-lg dark:border-transparent dark:bg-white"
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation"
      onLoad={() => setFrameLoaded(true)}
    />
  )

  return (
    <div ref={boxRef} className={cn('relative', className)} data-form-state={state}>
      {/* In the dark theme the provider's white form lies on a light paper mat with a shadow: one
          light sheet on the dark page (a dark rim around it read as a white slab in a dark
          card). Its colours are left alone: a brightness filter lowers every contrast inside the
          form, text at AA on white falls under it (docs/design-notes.md, 0185). The skeleton sits on the
          same mat (a dark card until the form is there), so the frame arriving moves nothing; the
          fallback card is a card of its own, so the mat goes (and takes no room). */}
      <div
        data-form-mat=""
        className={cn(
          'relative',
          state !== 'failed' && FORM_MAT,
          state === 'loaded' && PAPER,
          state === 'waiting' && WAITING,
        )}
      >
        {/* Until it has loaded the frame sits unseen and inert under the skeleton or fallback; it
            stays mounted after a timeout, since a slow form may still arrive. */}
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
        {state === 'waiting' ? <FormSkeleton height={form.height} loading={FORM_COPY[name].loading} /> : null}
      </div>
      {state === 'failed' ? (
        <FormFallback name={name} reach={reach} url={form.url} onRetry={retry} compact={compact} />
      ) : null}
      <noscript>
        <div className={cn(FORM_MAT, PAPER)}>{frame}</div>
      </noscript>
    </div>
  )
}

/**
 * The dark theme's mat around the provider's form (and its skeleton): a margin around the sheet,
 * paper (the light theme's card, white like the form, and a shadow) once the form is there, the
 * dark card with its rim while the skeleton shows. Nothing in the light theme.
 */
const FORM_MAT = 'dark:rounded-2xl dark:border dark:p-2.5'
const PAPER = 'dark:border-white dark:bg-white dark:shadow-[0_18px_40px_-12px_rgb(0_0_0/0.7)]'
const WAITING = 'dark:border-border dark:bg-card dark:shadow-soft'

function FormSkeleton({ height, loading }: { height: number; loading: string }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-6"
      style={{ height: `${height}px` }}
    >
      <span className="sr-only">{loading}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="space-y-2">
          <div className="h-3 w-28 rounded-full bg-muted motion-safe:animate-pulse" />
          <div className="h-11 rounded-lg bg-muted motion-safe:animate-pulse" />
        </div>
      ))}
      <div aria-hidden="true" className="mt-auto h-11 w-40 rounded-full bg-muted motion-safe:animate-pulse" />
    </div>
  )
}

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
        'flex flex-1 flex-col rounded-xl border border-border bg-card text-card-foreground',
        compact ? 'p-5 sm:p-6' : 'p-6 sm:p-8',
        // The giveaway's card: an empty state, set in the middle (see the spacer below).
        copy.open && 'items-center text-center',
      )}
    >
      {/* The giveaway's card runs down to the foot of the prize card beside it (from 1024 px): its
          words sit in the middle of the room above the note, not at the top over an empty area
          (about 150 px empty inside otherwise). Elsewhere this takes no room. */}
      {copy.open ? <div aria-hidden="true" className="flex-1 self-stretch" /> : null}
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
      {/* Where the card is stretched, the room left (on the giveaway, half of it, under the words). */}
      <div aria-hidden="true" className="min-h-6 flex-1" />
      {/* What happened, for a screen reader (the card is a status): a visitor sees an offer with its
          buttons, not a technical note about content blockers. */}
      <p className="sr-only">{copy.failed}</p>
    </div>
  )
}
