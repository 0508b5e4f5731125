import { CalendarDays, Gift } from 'lucide-react'
import { useEffect, useState } from 'react'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { EmbeddedForm } from '#app/features/embedded-forms/embedded-form.tsx'
import { BookCover } from '#app/features/giveaway/book-cover.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { LABELS } from '#core/config/labels.ts'
import { practice } from '#core/config/practice.ts'
import { contestPage } from '#core/content/contest.ts'
import { type Closing, closingAt } from '#core/lib/closing-date.ts'
import type { Route } from './+types/contest'

/**
 * Build time only: the copy and the closing day's state at the build land in the prerendered HTML
 * and `.data`, not in the JavaScript. The time zone's name is said once beside the date.
 */
export function loader() {
  const closing = closingAt(contestPage.endsOn || undefined, practice.timeZone, Date.now())
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone: practice.timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value ?? practice.timeZone
  return { copy: contestPage, closing, zone, author: practice.name }
}

export const meta = () =>
  pageMeta({
    title: 'Book Giveaway',
    description:
      'Enter the book giveaway: win an autographed copy plus 2 launch party tickets. 18+, one entry per person, no purchase needed.',
    path: '/anxiety-annihilated-contest',
  })

/**
 * Whether entries have closed: as built, then checked again in the browser once the page runs, so a
 * page built before the closing day (no rebuild since) still closes on time (docs/decisions/0142).
 */
function useClosed(closing: Closing): boolean {
  const [closed, setClosed] = useState(closing.kind === 'closed')
  useEffect(() => {
    if (closing.kind !== 'open') return
    const left = closing.closesAt - Date.now()
    if (left <= 0) {
      setClosed(true)
      return
    }
    // A visitor with the page open at midnight sees it close (timers cap at about 24.8 days).
    if (left > 2 ** 31 - 1) return
    const timer = window.setTimeout(() => setClosed(true), left)
    return () => window.clearTimeout(timer)
  }, [closing])
  return closed
}

export default function Contest({ loaderData }: Route.ComponentProps) {
  const { copy, closing, zone, author } = loaderData
  const closed = useClosed(closing)
  const cover = { title: copy.book.title, author, cover: copy.book.cover }
  const closingLine =
    closing.kind === 'unset' ? null : (
      <p data-closing="" className="sm:text-center md:text-left">
        <span className="block text-sm font-semibold tracking-wide text-primary uppercase">
          {closed ? 'Entries closed' : 'Entries close'}
        </span>
        {/* "Sunday," then "January 31, 2027" unbroken: a narrow card breaks after the weekday. */}
        <span className="block font-serif text-xl font-semibold text-foreground sm:text-2xl">
          {closing.text.replace(/,.*/, ',')}{' '}
          <span className="whitespace-nowrap">{closing.text.replace(/^[^,]*,\s*/, '')}</span>
        </span>
        {closed ? null : <span className="block text-sm text-muted-foreground">at 11:59 PM {zone}</span>}
      </p>
    )

  return (
    <>
      {/* The cover beside the words from 768 px. On a phone it stands at the lead's right, the
          lead wrapping beside it, so the prize is seen on the first screen with the heading, the
          date and the action (in the prize card, after the form, it came on the third screen; an
          80 px thumbnail beside the date narrowed the date's card). From 640 to 767 px, where the
          hero is centred, it is in the prize card. One cover shown at any width. */}
      <section className="bg-secondary/60 pt-10 pb-10 sm:py-14 lg:py-16">
        <Container className="grid items-center gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
          {/* On a phone the words range left and the action is full width, as every page's hero
              (a centred hero here over the left-aligned cards under it). */}
          <div className="sm:text-center md:text-left">
            <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
              {copy.hero.eyebrow}
            </p>
            <h1 className="text-4xl sm:text-5xl">{copy.hero.title}</h1>
            <BookCover
              {...cover}
              sizes="6rem"
              className="float-right mt-6 mr-1 mb-2 ml-5 w-24 rotate-2 sm:hidden"
            />
            <p className="mt-5 max-w-2xl text-lg text-muted-foreground sm:mx-auto md:mx-0 md:max-w-xl">
              {copy.hero.intro}
            </p>
            {/* On a phone the date's card spans the content's width, edge to edge with the prize card
                under the hero (a narrower card centred on its own sat off the grid). */}
            <div className="clear-both flex items-center gap-5 pt-7 sm:justify-center md:justify-start">
              {closingLine ? (
                <div className="flex flex-1 items-start gap-3 rounded-2xl border border-border bg-card px-4 py-4 text-card-foreground sm:justify-center sm:px-5 md:flex-none md:justify-start">
                  <CalendarDays
                    aria-hidden="true"
                    className="mt-1 hidden size-6 shrink-0 text-primary sm:block"
                  />
                  {closingLine}
                </div>
              ) : null}
            </div>
            {closed ? null : (
              <div data-hero-action="" className="hero-actions sm:justify-center md:justify-start">
                <ButtonLink to="#entry">{LABELS.enterGiveaway}</ButtonLink>
              </div>
            )}
          </div>
          {/* No caption: the drawn cover carries only what is true (title, author), and a photo is the
              cover itself; "to be revealed" under a finished-looking cover read as a contradiction. */}
          <figure className="hidden md:block">
            <BookCover
              {...cover}
              sizes="(min-width: 1024px) 18rem, 15rem"
              className="mx-auto w-60 -rotate-2 lg:w-72"
            />
          </figure>
        </Container>
      </section>

      {/* Phones read the entry right after the hero (it began about two and a half screens
          down, after the prize and the key facts), then the prize with its facts, then the rules.
          From 1024 px the prize and the entry share the width half and half, the entry on the right
          (the page's action had the narrower column); the rules run under both, in two
          balanced columns across the page (one column at a reading measure left an empty
          column beside it for a full screen). */}
      <Container className="grid gap-10 py-14 sm:py-16 lg:grid-cols-2 lg:gap-x-12">
        <section
          id="entry"
          aria-labelledby="entry-heading"
          className="scroll-mt-24 lg:col-start-2 lg:row-start-1 lg:flex lg:flex-col"
        >
          <h2 id="entry-heading" className="text-3xl">
            {closed ? copy.closed.heading : copy.entry.heading}
          </h2>
          <p className="mt-3 text-muted-foreground">{closed ? copy.closed.text : copy.entry.text}</p>
          {closed ? (
            <>
              <h3 className="mt-8 text-2xl">Hear when the book is out</h3>
              <p className="mt-2 text-muted-foreground">
                Join the book waiting list: you will hear first when {copy.book.title} comes out.
              </p>
              <EmbeddedForm key="bookWaitlist" name="bookWaitlist" className="mt-6" />
            </>
          ) : (
            // From 1024 px the form (or its fallback card) runs down to the prize card's foot beside it
            // (an empty area under the fallback card); the form's frame, of the height
            // its provider sets, sits in the middle of that room, not over a hole at its foot.
            <EmbeddedForm
              key="giveaway"
              name="giveaway"
              className="mt-6 lg:flex lg:flex-1 lg:flex-col lg:justify-center"
            />
          )}
          {/* The question link closes the entry column, on the prize card's foot from 1024 px (the
              form's fixed frame ended well above the card, a hole under it). */}
          <p className="mt-6 text-muted-foreground lg:mt-auto lg:pt-6">
            Questions about the giveaway? <TextLink to="/contact">Get in touch</TextLink>.
          </p>
        </section>

        <section
          aria-labelledby="prize-heading"
          className="rounded-2xl border border-border bg-secondary p-6 text-secondary-foreground sm:p-8 lg:col-start-1 lg:row-start-1"
        >
          <h2 id="prize-heading" className="flex items-center gap-3 text-3xl">
            <Gift aria-hidden="true" className="size-7 shrink-0" />
            {copy.prize.heading}
          </h2>
          {copy.prize.paragraphs.map((p) => (
            <p key={p} className="mt-4">
              {p}
            </p>
          ))}
          <CheckList items={copy.prize.items} className="mt-5" />
          {/* The prize itself from 640 to 767 px (the hero shows it on a phone and from 768 px): under
              the list that names it (between the words and the list it read as dropped in). */}
          <BookCover
            {...cover}
            sizes="10rem"
            className="mx-auto mt-8 hidden w-40 rotate-2 sm:block md:hidden"
          />
          {/* The key facts under the prize; from 1024 px this card is about as tall as the form beside it. */}
          <h3 id="facts-heading" className="mt-8 border-t border-secondary-foreground/15 pt-6 text-xl">
            At a glance
          </h3>
          <dl data-facts="" className="mt-4 space-y-4">
            <div className="grid gap-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
              <dt className="font-semibold">{closed ? 'Entries closed' : 'Entries close'}</dt>
              <dd>
                {closing.kind === 'unset'
                  ? 'The closing date is announced here soon.'
                  : `${closing.text}${closed ? '' : `, 11:59 PM ${zone}`}`}
              </dd>
            </div>
            {copy.facts.map((fact) => (
              <div key={fact.label} className="grid gap-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
                <dt className="font-semibold">{fact.label}</dt>
                <dd>{fact.text}</dd>
              </div>
            ))}
          </dl>
        </section>

        {/* Open: the entry form. Closed: what happened, and the book waiting list in its place (one
            embedded form on the page either way). */}
        <section aria-labelledby="rules-heading" className="lg:col-span-2 lg:row-start-2">
          <h2 id="rules-heading" className="text-3xl">
            {copy.rules.heading}
          </h2>
          {/* Rules and restrictions ("18+", "one entry per person") take plain dots: a tick reads as
              a benefit. From 1024 px two columns of rows, level and of one length (not columns of
              uneven length, nor an empty column beside a single one). */}
          <CheckList
            items={copy.rules.items}
            marker="dot"
            className="mt-5 lg:grid lg:grid-cols-2 lg:gap-x-12 lg:gap-y-3 lg:space-y-0"
          />
        </section>
      </Container>

      {/* The book news: entering already offers it on the form; the waiting list itself is on the
          About page (one embedded form on this page, one fallback at most). Once the giveaway has
          closed, the waiting list takes the entry form's place above. A quiet line, not a panel with
          a button (a second call to action competed with the entry). The footer's margin
          is the room under it. */}
      {closed ? null : (
        <Container>
          <p data-book-news="" className="border-t border-border pt-8 text-muted-foreground lg:text-center">
            Not entering? <TextLink to="/about#book-waiting-list">Join the book waiting list</TextLink> and
            hear first when {copy.book.title} comes out.
          </p>
        </Container>
      )}
    </>
  )
}
