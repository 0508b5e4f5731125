import { LifeBuoy } from 'lucide-react'
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
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {content.lines.map((line) => {
          const [only] = line.links
          return (
            <li key={line.label} className="rounded-xl bg-background/60 p-4">
              <p className="text-sm font-semibold tracking-wide uppercase">{line.label}</p>
              {/* One action, one link: the number itself is what a visitor taps (its words are not
                  said twice). Two actions (call or text): the line, then the two links. */}
              {line.links.length === 1 && only ? (
                <a
                  href={only.href}
                  className="mt-1 inline-flex min-h-11 items-center font-serif text-xl font-semibold underline underline-offset-4"
                >
                  {only.label}
                </a>
              ) : (
                <>
                  <p className="mt-1 font-serif text-xl font-semibold">{line.text}</p>
                  <p className="mt-1 flex flex-wrap gap-x-5">
                    {line.links.map((link) => (
                      <a
                        key={link.href}
                        href={link.href}
                        className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                      >
                        {link.label}
                      </a>
                    ))}
                  </p>
                </>
              )}
            </li>
          )
        })}
      </ul>
      <p className="mt-4">{content.note}</p>
    </section>
  )
}
