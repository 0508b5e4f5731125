import { Phone } from 'lucide-react'
import { ButtonLink, buttonClasses } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { StepList } from '#app/components/ui/step-list.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { practice } from '#app/config/practice.ts'
import { home } from '#app/content/home.ts'
import { homeExpect } from '#app/content/home-expect.ts'
import { FEES_ANCHOR, servicesOverview } from '#app/content/services-overview.ts'
import { TeaserSection } from './teaser-section.tsx'

/** The upcoming book, linking to the About page and its waiting list. */
export function BookTeaser() {
  const { book } = home
  return (
    <TeaserSection
      id="book-heading"
      eyebrow={book.eyebrow}
      title={book.heading}
      image={{ src: '/images/home/book', width: 960, height: 720, alt: book.imageAlt }}
      actions={<ButtonLink to={book.link.to}>{book.link.label}</ButtonLink>}
    >
      {book.body.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </TeaserSection>
  )
}

/** The 2026 retreats, with "Learn More" and "Join Waiting List". */
export function RetreatsTeaser() {
  const { retreats } = home
  return (
    <TeaserSection
      id="retreats-heading"
      eyebrow={retreats.eyebrow}
      title={retreats.heading}
      imageFirst
      tinted
      image={{ src: '/images/home/retreats', width: 960, height: 720, alt: retreats.imageAlt }}
      actions={
        <>
          <ButtonLink to={retreats.learnMore.to}>
            {retreats.learnMore.label}
            <span className="sr-only"> {retreats.learnMore.context}</span>
          </ButtonLink>
          <ButtonLink to={retreats.waitingList.to} variant="outline">
            {retreats.waitingList.label}
          </ButtonLink>
        </>
      }
    >
      {retreats.body.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </TeaserSection>
  )
}

/** Meet the practitioner: experience line, short bio, link to About. */
export function MeetSection() {
  const { meet } = home
  return (
    <TeaserSection
      id="meet-heading"
      eyebrow={meet.experience}
      title={meet.heading}
      // A picture of its own (review r4: the hero's portrait again); the placeholder scene until the
      // owner's second photo replaces public/images/home/meet, described in meet.pictureAlt.
      image={{
        src: '/images/home/meet',
        width: 960,
        height: 1200,
        alt: meet.pictureAlt,
        // To the column's right edge, as the wide column's other pictures (review r3: it stopped
        // ~70 px short of it). On a phone a 3:2 crop of it, not a screen-high picture.
        className: 'max-w-sm object-cover max-md:aspect-[3/2] md:mr-0',
      }}
      actions={
        <ButtonLink to={meet.link.to} variant="outline">
          {meet.link.label}
        </ButtonLink>
      }
    >
      {meet.body.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </TeaserSection>
  )
}

/**
 * What to expect (review r4's first ask: "no what to expect / fees / FAQ"), right after Meet: what
 * happens once a visitor reaches out, what it costs and a few first questions, then the page's one
 * call to action (the closing panel that ended the page before; its button leads where every
 * consultation button does: the contact page, or /book while online booking is on). Every line is
 * true whichever way the call is booked. The fees are the services overview's
 * (content/pages/services.yml), written once; a session's price only when the owner states one.
 */
export function ExpectSection() {
  const { closing, ...expect } = homeExpect
  const { fees } = servicesOverview
  return (
    <section aria-labelledby="expect-heading" data-band="tinted" className="bg-secondary/60 py-14 sm:py-16">
      <Container>
        <div className="max-w-3xl">
          <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{expect.eyebrow}</p>
          <h2 id="expect-heading" className="text-3xl sm:text-4xl">
            {expect.heading}
          </h2>
          <p className="mt-4 text-muted-foreground sm:text-lg">{expect.intro}</p>
        </div>
        <StepList steps={expect.steps} className="mt-10" />
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <Card data-expect="fees" className="p-6 sm:p-8">
            <h3 className="text-2xl">{fees.heading}</h3>
            <dl className="mt-5 grid grid-cols-2 gap-4 border-b border-border pb-5">
              <div>
                <dt className="text-[0.95rem] text-muted-foreground">The first 15-minute call</dt>
                <dd className="font-serif text-2xl font-semibold text-primary">Free</dd>
              </div>
              {fees.sessionFee ? (
                <div>
                  <dt className="text-[0.95rem] text-muted-foreground">A session</dt>
                  <dd className="font-serif text-2xl font-semibold">{fees.sessionFee}</dd>
                </div>
              ) : null}
            </dl>
            <CheckList items={fees.items} className="mt-5" />
            <p className="mt-5 text-[0.95rem] text-muted-foreground">
              {fees.estimate.text} <TextLink to="/good-faith-estimate">{fees.estimate.linkLabel}</TextLink>
            </p>
            {/* The same size as the estimate's line above it (review r5: two links, two sizes). */}
            <p className="mt-3 text-[0.95rem]">
              <TextLink to={`/services#${FEES_ANCHOR}`}>{expect.feesLinkLabel}</TextLink>
            </p>
          </Card>
          <Card data-expect="questions" className="p-6 sm:p-8">
            <h3 className="text-2xl">{expect.questionsHeading}</h3>
            <dl className="mt-5 divide-y divide-border">
              {expect.questions.map((q) => (
                <div key={q.question} className="py-4 first:pt-0 last:pb-0">
                  <dt className="font-semibold text-card-foreground">{q.question}</dt>
                  <dd className="mt-1 text-muted-foreground">
                    {q.answer}
                    {/* The numbers themselves, one tap away (review r7: not only "see the contact page"). */}
                    {q.calls ? (
                      <span className="mt-3 flex flex-wrap gap-3">
                        {q.calls.map((call) => (
                          <a key={call.href} href={call.href} className={buttonClasses('secondary', 'px-5')}>
                            <Phone aria-hidden="true" className="size-4" />
                            {call.label}
                          </a>
                        ))}
                      </span>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
        {/* On a phone on the band itself, its button as wide as the hero's (in a card the label
            wrapped to two lines at 375 px); a card from 640 px. */}
        <div
          data-expect="action"
          className="mt-10 grid items-center gap-6 text-card-foreground sm:mt-6 sm:rounded-3xl sm:border sm:border-border sm:bg-card sm:px-10 sm:py-8 sm:shadow-soft md:grid-cols-[minmax(0,1fr)_auto] md:gap-12"
        >
          <div>
            <h3 id="closing-heading" className="text-2xl sm:text-3xl">
              {closing.heading}
            </h3>
            <p className="mt-3 max-w-2xl text-muted-foreground">{closing.body}</p>
          </div>
          <div className="grid justify-items-start gap-2 md:justify-items-center">
            <ButtonLink to={closing.link.to}>{closing.link.label}</ButtonLink>
            <TextLink quiet to={practice.phone.href} className="inline-flex min-h-11 items-center">
              or call {practice.phone.display}
            </TextLink>
          </div>
        </div>
      </Container>
    </section>
  )
}
