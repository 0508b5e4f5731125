import type { ReactNode } from 'react'
import { Card } from '#app/components/ui/card.tsx'
import { Section } from '#app/components/ui/section.tsx'
import type { SpeakingPage } from '#core/content/schemas/pages.ts'

/**
 * The speaker's proof on /speaking ("it does not yet prove she is a speaker"), from
 * content/pages/speaking.yml: each block shows only once the owner has filled it in, and
 * `npm run preflight` lists the empty ones (docs/design-notes.md).
 */

/** Where she has spoken: a quiet two-column list, the event and, muted beside it, place and year. */
export function SpeakingEngagements({ items }: { items: SpeakingPage['engagements'] }) {
  if (!items.length) return null
  return (
    <div data-engagements="" className="border-t border-border pt-8">
      <h3 className="text-xl">Where she has spoken</h3>
      <ul className="mt-2 grid gap-x-10 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((e) => (
          <li
            key={`${e.event}-${e.year ?? ''}`}
            className="flex items-baseline justify-between gap-4 border-b border-border py-3"
          >
            <span className="font-medium">{e.event}</span>
            {e.year || e.place ? (
              <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
                {[e.place, e.year].filter(Boolean).join(', ')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * What event organisers say (up to three cards, as tall as each other in a row, their parts on the
 * row's shared tracks (a subgrid): the quotes start on one line and the names on one line under one
 * hairline, so the space a shorter quote leaves reads as the card's, not as a gap) and a talk to watch (`reel`, the page's
 * click-to-load player): one tinted band, shown when either is given.
 */
export function SpeakerProof({ quotes, reel }: { quotes: SpeakingPage['quotes']; reel: ReactNode }) {
  if (!quotes.length && !reel) return null
  return (
    <Section heading={quotes.length ? 'What organizers say' : 'Watch her speak'} tone="muted">
      {quotes.length ? (
        <ul
          aria-label="Quotes from event organizers"
          className="grid gap-4 md:grid-cols-2 lg:grid-cols-3 md:[&>li:last-child:nth-child(odd)]:col-span-2 lg:[&>li:last-child:nth-child(odd)]:col-span-1"
        >
          {quotes.map((q) => (
            <Card as="li" key={q.quote} className="row-span-3 grid grid-rows-subgrid gap-0 p-6 shadow-soft">
              <figure className="row-span-3 grid grid-rows-subgrid gap-0">
                <span aria-hidden="true" className="font-serif text-5xl leading-none text-primary">
                  &ldquo;
                </span>
                <blockquote className="mt-1 mb-5 font-serif text-lg leading-relaxed">
                  <p>{q.quote}</p>
                </blockquote>
                <figcaption className="self-start border-t border-border pt-4 text-sm">
                  <span className="block font-semibold">{q.name}</span>
                  <span className="block text-muted-foreground">
                    {[q.role, q.organisation].filter(Boolean).join(', ')}
                  </span>
                </figcaption>
              </figure>
            </Card>
          ))}
        </ul>
      ) : null}
      {reel ? (
        <div data-reel="" className={quotes.length ? 'mt-12 max-w-3xl' : 'max-w-3xl'}>
          {quotes.length ? <h3 className="mb-4 text-xl">Watch her speak</h3> : null}
          {reel}
        </div>
      ) : null}
    </Section>
  )
}
