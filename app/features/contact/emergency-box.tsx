import { LifeBuoy, MessageSquare, Phone } from 'lucide-react'
import { useId } from 'react'
import { cn } from '#app/lib/cn.ts'
import type { contactPage } from '#core/content/contact.ts'

type Emergency = (typeof contactPage)['emergency']

/** A crisis line's action (a text or a call) as a button: the same in the tiles and the short notice. */
const ACTION =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-calm-alert-foreground/40 px-3.5 font-semibold no-underline hover:bg-background'

/** The fastest line to reach: the content's first call action among the lines (988's, as written). */
function firstCall(content: Emergency) {
  for (const line of content.lines) {
    const call = line.links.find((link) => link.href.startsWith('tel:'))
    if (call) return call
  }
  return undefined
}

/**
 * The crisis lines in a short band, under the call and e-mail buttons (docs/design-notes.md, contact): the
 * fastest help in one tap (the first call among the lines, "Call 988") and a jump to the full panel
 * that closes the page. Short, so the form follows on a phone's first screens; there, so a visitor
 * in crisis finds help on the first screen.
 */
export function CrisisNotice({ content, className }: { content: Emergency; className?: string }) {
  const call = firstCall(content)
  return (
    <div
      data-crisis-notice=""
      className={cn(
        'flex items-center gap-3 rounded-2xl border border-calm-alert-foreground/20 bg-calm-alert py-2 pr-3 pl-4 text-calm-alert-foreground',
        // From 1024 px, beside the plain links of the number and address: one quiet line of text
        // ("In crisis? Call 988 · All crisis lines"), so the details column grows by no more than a
        // line (the blank left inside the form's fallback card beside it stays under 100 px).
        'lg:flex-wrap lg:gap-x-2 lg:gap-y-0 lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0 lg:text-sm lg:text-muted-foreground',
        className,
      )}
    >
      <LifeBuoy aria-hidden="true" className="size-6 shrink-0 lg:size-4" />
      <div className="min-w-0 flex-1 lg:contents">
        <p className="pt-1 leading-tight font-semibold lg:pt-0 lg:font-normal">In crisis?</p>
        <a
          href="#crisis"
          className="inline-flex min-h-11 items-center text-sm underline underline-offset-4 lg:order-2 lg:min-h-0 lg:font-semibold lg:text-primary"
        >
          All crisis lines
        </a>
      </div>
      {call ? (
        <a
          href={call.href}
          className={cn(
            ACTION,
            'shrink-0 bg-background/60 lg:order-1 lg:min-h-0 lg:gap-1 lg:border-0 lg:bg-transparent lg:px-0 lg:text-primary lg:underline lg:underline-offset-4 lg:hover:bg-transparent lg:hover:text-primary-hover',
          )}
        >
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {call.label}
        </a>
      ) : null}
    </div>
  )
}

/** Crisis numbers: set apart in calm blue, not alarm red; every number is a tap away. */
export function EmergencyBox({ content }: { content: Emergency }) {
  const headingId = useId()
  return (
    <section
      id="crisis"
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border-2 border-calm-alert-foreground/30 bg-calm-alert p-6 text-calm-alert-foreground sm:p-8"
    >
      <h2 id={headingId} className="flex items-center gap-3 text-2xl">
        <LifeBuoy aria-hidden="true" className="size-7 shrink-0" />
        {content.heading}
      </h2>
      <p className="mt-3">{content.intro}</p>
      {/* Every tile alike: what the service is, its number large (readable at a glance), then
          its actions as buttons of one kind (a text or a call), each said once. */}
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {content.lines.map((line) => (
          <li key={line.label} data-crisis-line="" className="flex flex-col rounded-xl bg-background/60 p-4">
            <p className="text-sm font-semibold tracking-wide uppercase">{line.label}</p>
            <p className="mt-1 font-serif text-3xl font-semibold" aria-hidden="true">
              {line.text}
            </p>
            <p className="mt-auto flex flex-wrap gap-2 pt-3">
              {line.links.map((link) => {
                const Icon = link.href.startsWith('sms:') ? MessageSquare : Phone
                return (
                  <a key={link.href} href={link.href} className={ACTION}>
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {link.label}
                  </a>
                )
              })}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-4">{content.note}</p>
    </section>
  )
}
