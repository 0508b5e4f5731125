import { LifeBuoy, MessageSquare, Phone } from 'lucide-react'
import { useId } from 'react'
import type { contactPage } from '#app/content/contact.ts'

/** Crisis numbers: set apart in calm blue, not alarm red; every number is a tap away. */
export function EmergencyBox({ content }: { content: (typeof contactPage)['emergency'] }) {
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
                  <a
                    key={link.href}
                    href={link.href}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-calm-alert-foreground/40 px-3.5 font-semibold no-underline hover:bg-background"
                  >
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
