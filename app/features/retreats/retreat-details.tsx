import { Card } from '#app/components/ui/card.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { cn } from '#app/lib/cn.ts'
import type { RetreatsPage } from '#core/content/schemas/pages.ts'

type Details = RetreatsPage['details']

/** A fact the owner has not set yet, as the page says it. */
export const NOT_YET = 'To be announced'

/** The next retreat's three facts as the owner gives them, and whether too few are set for a table. */
export function retreatFacts(details: Details, regions: readonly string[]) {
  const facts = [
    { label: 'Dates', name: 'dates', value: details.dates },
    { label: 'Price', name: 'price', value: details.price },
    {
      label: 'Where',
      name: 'venue',
      value: details.venue || regions.join(', '),
      note: details.venue ? undefined : 'Venues to be announced',
      set: Boolean(details.venue),
    },
  ].map((fact) => ({ ...fact, set: fact.set ?? Boolean(fact.value) }))
  const missing = facts.filter((fact) => !fact.set)
  return { facts, missing, brief: missing.length >= 2 }
}

/**
 * While two or more of dates, price and venue are not set (the shipped content sets none): one line
 * under the hero's "Join the Waiting List", naming what is given and what is not. A card of its own
 * holding that one line looked empty, a table of "To be announced" said nothing.
 */
export function RetreatStatus({ details, regions }: { details: Details; regions: readonly string[] }) {
  const { facts, missing, brief } = retreatFacts(details, regions)
  if (!brief) return null
  return (
    <p data-testid="retreat-line" className="max-w-xl text-muted-foreground">
      {facts
        .filter((fact) => fact.set)
        .map((fact) => (
          <span key={fact.label}>
            {fact.label}: <span className="font-semibold text-foreground">{fact.value}</span>.{' '}
          </span>
        ))}
      {sentence(missing.map((fact) => fact.name))} to be announced: the waiting list hears first.
    </p>
  )
}

/**
 * The next retreat in three facts (content/pages/retreats.yml → details), once at most one is
 * missing: the dates, the price and the venue as the owner writes them, or that the one missing is
 * still to be announced, with the page's promise under them (details go to the waiting list
 * first). Without a venue, the regions the page names. Nothing is made up for the owner.
 */
export function RetreatFacts({ details, regions }: { details: Details; regions: readonly string[] }) {
  const { facts, missing, brief } = retreatFacts(details, regions)
  if (brief) return null
  return (
    <section aria-labelledby="glance-heading" className="pt-14 sm:pt-16">
      <Container>
        <Card data-testid="retreat-facts" className="p-5 shadow-soft sm:p-7">
          <h2 id="glance-heading" className="text-2xl">
            The next retreat at a glance
          </h2>
          <dl className="mt-5 grid gap-5 md:grid-cols-3 md:gap-8">
            {/* No icons: each would be a chunk of its own in the first-visit route manifest (budget). */}
            {facts.map(({ label, value, note }) => (
              <div key={label} className="border-primary/40 border-s-2 ps-4">
                <dt className="text-[0.95rem] font-semibold text-muted-foreground">{label}</dt>
                <dd data-fact={label} className="mt-0.5">
                  <span
                    className={cn(
                      'font-serif text-xl',
                      value ? 'text-card-foreground' : 'text-muted-foreground',
                    )}
                  >
                    {value || NOT_YET}
                  </span>
                  {note ? <span className="block text-[0.95rem] text-muted-foreground">{note}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
          {missing.length === 1 ? (
            <p className="mt-5 border-t border-border pt-4 text-muted-foreground">
              Dates, prices and places go to the waiting list first:{' '}
              {/* A part of this page: the browser's own jump (a router link would change the path). */}
              <a
                href="#waiting-list"
                className="font-semibold text-primary underline hover:text-primary-hover"
              >
                join it below
              </a>{' '}
              and you hear as soon as they are set.
            </p>
          ) : null}
        </Card>
      </Container>
    </section>
  )
}

/** "Dates, price and venue", capitalised. */
function sentence(names: string[]): string {
  const text = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A day's schedule and what the price includes, each only once the owner has given it. */
export function RetreatPlan({ details }: { details: Details }) {
  return (
    <>
      {details.schedule?.length ? (
        <section aria-labelledby="schedule-heading" className="mt-10">
          <h3 id="schedule-heading" className="text-2xl">
            A day’s schedule
          </h3>
          <ol data-testid="retreat-schedule" className="mt-4 divide-y divide-border border-y border-border">
            {details.schedule.map((item) => (
              <li
                key={`${item.time} ${item.activity}`}
                className="grid gap-1 py-3 sm:grid-cols-[8rem_1fr] sm:gap-4"
              >
                <span className="font-semibold text-primary tabular-nums">{item.time}</span>
                <span>{item.activity}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {details.included?.length ? (
        <section aria-labelledby="included-heading" className="mt-10">
          <h3 id="included-heading" className="text-2xl">
            What the price includes
          </h3>
          <CheckList
            items={details.included}
            className="mt-4 sm:grid sm:grid-cols-2 sm:gap-x-8 sm:space-y-0 sm:gap-y-3"
          />
        </section>
      ) : null}
    </>
  )
}

/**
 * The owner's questions and answers, each folded under its question (its own module's markup:
 * importing the service pages' list put a shared chunk into the first-visit route manifest).
 */
export function RetreatQuestions({ questions }: { questions: NonNullable<Details['faq']> }) {
  return (
    <div className="divide-y divide-border border-y border-border">
      {questions.map((q) => (
        <details key={q.question} className="group py-2">
          <summary className="flex min-h-11 cursor-pointer items-center font-serif text-xl">
            {q.question}
          </summary>
          <p className="pb-4 text-muted-foreground">{q.answer}</p>
        </details>
      ))}
    </div>
  )
}
