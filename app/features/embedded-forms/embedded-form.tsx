import { useEffect, useRef, useState } from 'react'
import { OfficeHours } from '#app/components/ui/office-hours.tsx'
import { ReachButtons } from '#app/components/ui/reach-buttons.tsx'
import { practice } from '#app/config/practice.ts'
import { cn } from '#app/lib/cn.ts'

/** How long a form may take to load before the call/e-mail fallback shows in its place. */
export const FORM_LOAD_TIMEOUT_MS = 6000

/** The forms of the practice profile (content/practice.yml → forms). */
export type FormName = 'contact' | 'bookWaitlist' | 'retreatsWaitlist' | 'giveaway'

/**
 * What each form's states say, as whole sentences (the form's title is a label, such as "Join the
 * Book Waiting List", and does not read inside a sentence).
 */
export const FORM_COPY: Record<FormName, { loading: string; failed: string; instead: string }> = {
  contact: {
    loading: 'Loading the contact form…',
    failed: 'The contact form did not load',
    instead: 'You can call or e-mail the practice directly instead.',
  },
  bookWaitlist: {
    loading: 'Loading the book waiting list…',
    failed: 'The book waiting list did not load',
    instead: 'To join it, e-mail the practice and ask to hear when the book comes out, or call.',
  },
  retreatsWaitlist: {
    loading: 'Loading the retreats waiting list…',
    failed: 'The retreats waiting list did not load',
    instead: 'To join it, e-mail the practice and ask to hear about the next retreat, or call.',
  },
  giveaway: {
    loading: 'Loading the giveaway entry form…',
    failed: 'The giveaway entry form did not load',
    instead: 'To ask about the giveaway, call or e-mail the practice.',
  },
}

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

type FormState = 'waiting' | 'loaded' | 'failed'

/*
 * Only the form provider's frame, sized from the practice profile (forms.*.height): its embed
 * script, which would resize the frame to its form, is not loaded, so no third-party script runs on
 * this site's origin (where the CMS keeps its GitHub sign-in in localStorage).
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
 *   call and e-mail buttons instead, and the office hours (design.md: "call, e-mail, hours"), except
 *   where the page shows them beside the form already (the contact page): there the fallback points
 *   to them. Hiding the page's own pair instead moved the column beside the form as the fallback
 *   appeared: a layout shift of 0.06 on /contact at desktop size (layout-shift.spec).
 *   A slow form that arrives later still replaces the fallback.
 * The iframe is created after hydration (so its `load` cannot be missed); without JavaScript the
 * prerendered page carries the plain iframe in <noscript>.
 */
export function EmbeddedForm({
  name,
  className,
  reach = true,
}: {
  name: FormName
  className?: string
  /** Call, e-mail and hours in the fallback: off where the page shows them beside the form. */
  reach?: boolean
}) {
  const form = practice.forms[name]
  const boxRef = useRef<HTMLDivElement>(null)
  const [mounted, setMounted] = useState(false)
  const [near, setNear] = useState(false)
  const [state, setState] = useState<FormState>('waiting')
  const [frameLoaded, setFrameLoaded] = useState(false)
  const [reachable, setReachable] = useState<boolean>()
  const [timedOut, setTimedOut] = useState(false)

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

  useEffect(() => {
    if (!near) return
    let cancelled = false
    const timer = window.setTimeout(() => setTimedOut(true), FORM_LOAD_TIMEOUT_MS)
    void providerReachable(form.url).then((host) => {
      if (!cancelled) setReachable(host)
    })
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [near, form.url])

  useEffect(() => {
    if (reachable === false) setState('failed')
    else if (reachable && frameLoaded) setState('loaded')
    else if (timedOut) setState('failed')
  }, [reachable, frameLoaded, timedOut])

  const frame = (
    <iframe
      src={form.url}
      title={form.title}
      height={form.height}
      style={{ height: `${form.height}px` }}
      className="block w-full rounded-xl border border-border bg-card"
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation"
      onLoad={() => setFrameLoaded(true)}
    />
  )

  return (
    <div ref={boxRef} className={cn('relative', className)} data-form-state={state}>
      {/* Until it has loaded the frame sits unseen and inert under the skeleton or fallback; it stays
          mounted after a timeout, since a slow form may still arrive. */}
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
      {state === 'failed' ? <FormFallback copy={FORM_COPY[name]} reach={reach} /> : null}
      <noscript>{frame}</noscript>
    </div>
  )
}

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

/** Said instead of a form's own "instead" where the page shows call, e-mail and hours beside the form. */
export const REACH_ON_THIS_PAGE =
  'The phone number, e-mail address and office hours on this page reach the practice directly.'

/** What shows when the provider's form cannot load: the same practice, reached directly. */
function FormFallback({ copy, reach }: { copy: (typeof FORM_COPY)[FormName]; reach: boolean }) {
  return (
    <div role="status" className="rounded-xl border border-border bg-card p-6 text-card-foreground sm:p-8">
      <h3 className="text-xl">{copy.failed}</h3>
      <p className="mt-2 text-muted-foreground">
        A content blocker or a slow connection can stop it. {reach ? copy.instead : REACH_ON_THIS_PAGE}
      </p>
      {reach ? (
        <>
          {/* One button a row on a phone, so the e-mail address never wraps inside its button. */}
          <ReachButtons className="mt-5 grid gap-3 sm:flex sm:flex-wrap" />
          <h4 className="mt-6 font-serif text-lg">Office hours</h4>
          <div className="mt-2">
            <OfficeHours />
          </div>
        </>
      ) : null}
    </div>
  )
}
