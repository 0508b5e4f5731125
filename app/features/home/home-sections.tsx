import { Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink, buttonClasses } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { ResponsiveImage, WideScreenImage } from '#app/components/ui/responsive-image.tsx'
import { StepList } from '#app/components/ui/step-list.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { practice } from '#core/config/practice.ts'
import { home } from '#core/content/home.ts'
import { homeExpect } from '#core/content/home-expect.ts'
import { FEES_ANCHOR, servicesOverview } from '#core/content/services-overview.ts'

/** One of the two items of the book-and-retreats band: its picture above its words, in a card. */
function ProjectCard({
  id,
  item,
  image,
  link,
  children,
}: {
  id: string
  /** Its words, as home.yml has them. */
  item: { eyebrow: string; heading: string; body: readonly string[]; imageAlt: string }
  /** Its picture's base path (a 4:3 file). */
  image: string
  /** Its one outlined button; `context` completes its name for a screen reader. */
  link: { to: string; label: string; context?: string }
  /** What follows the button, if anything (a plain link). */
  children?: ReactNode
}) {
  const { eyebrow, heading: title, body } = item
  return (
    <Card as="article" aria-labelledby={id} className="flex flex-col overflow-hidden shadow-soft">
      <ResponsiveImage
        src={image}
        width={960}
        height={720}
        alt={item.imageAlt}
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[3/1] w-full object-cover md:aspect-[2/1]"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-8">
        <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        <h3 id={id} className="text-xl sm:text-2xl">
          {title}
        </h3>
        <div className="mt-3 flex-1 space-y-3 text-muted-foreground">
          {body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 sm:mt-6">
          <ButtonLink to={link.to} variant="outline">
            {link.label}
            {link.context ? <span className="sr-only"> {link.context}</span> : null}
          </ButtonLink>
          {children}
        </div>
      </div>
    </Card>
  )
}

/**
 * The upcoming book (linking to the About page and its waiting list) and the 2026 retreats ("Learn
 * More" and "Join Waiting List"): two items under one heading, side by side from 768 px
 * (as two bands of their own they took two screens on a phone). Their actions are outlined or plain
 * links: the page's one filled action is the free consultation (the hero, "What to expect").
 */
export function ProjectsSection() {
  const { projects, book, retreats } = home
  return (
    <section aria-labelledby="projects-heading" data-band="tinted" className="bg-secondary/60 py-14 sm:py-16">
      <Container>
        <div className="max-w-3xl">
          <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">
            {projects.eyebrow}
          </p>
          <h2 id="projects-heading" className="text-3xl sm:text-4xl">
            {projects.heading}
          </h2>
        </div>
        <div className="mt-8 grid gap-6 md:grid-cols-2 lg:gap-8">
          <ProjectCard id="book-heading" item={book} image="/images/home/book" link={book.link} />
          <ProjectCard
            id="retreats-heading"
            item={retreats}
            image="/images/home/retreats"
            link={retreats.learnMore}
          >
            <TextLink to={retreats.waitingList.to} className="inline-flex min-h-11 items-center">
              {retreats.waitingList.label}
            </TextLink>
          </ProjectCard>
        </div>
      </Container>
    </section>
  )
}

/**
 * Meet the practitioner: experience line, short bio, link to About. Her picture is a portrait (4:5)
 * in the column beside the words from 768 px. On a phone, none (a thumbnail beside the
 * heading broke "Meet Jane Doe" onto two lines and squeezed the line above it; the hero shows her
 * face on the first screen), so the band is the words alone, in the one column.
 */
export function MeetSection() {
  const { meet } = home
  return (
    <section aria-labelledby="meet-heading" data-band="plain" className="py-14 sm:py-16">
      <Container className="md:grid md:grid-cols-2 md:items-center md:gap-10">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{meet.experience}</p>
          <h2 id="meet-heading" className="text-3xl sm:text-4xl">
            {meet.heading}
          </h2>
          <div className="mt-5 space-y-4 text-muted-foreground md:mt-4">
            {meet.body.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div className="mt-5 flex flex-wrap gap-3 md:mt-8">
            <ButtonLink to={meet.link.to} variant="outline">
              {meet.link.label}
            </ButtonLink>
          </div>
        </div>
        {/* A picture of its own (the hero's portrait again); the placeholder scene until the
            owner's second photo replaces public/images/home/meet, described in meet.pictureAlt. To
            the column's right edge, as the wide column's other pictures. Not displayed,
            so not loaded (it is lazy), on a phone. */}
        <WideScreenImage
          src="/images/home/meet"
          width={960}
          height={1200}
          alt={meet.pictureAlt}
          sizes="384px"
          className="mr-0 ml-auto w-full max-w-sm rounded-3xl object-cover shadow-soft"
        />
      </Container>
    </section>
  )
}

/**
 * What to expect ("no what to expect / fees / FAQ"), right after Meet: what
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
        <div className="mt-4 grid gap-4 sm:mt-6 sm:gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <Card data-expect="fees" className="p-5 sm:p-8">
            {/* From 1024 px the figures share the heading's row (beside the questions
                card this one ran about 90 px longer and left a hole under the questions). */}
            <div className="border-b border-border pb-5 lg:flex lg:items-end lg:justify-between lg:gap-6">
              <h3 className="text-2xl">{fees.heading}</h3>
              {/* Below 1024 px each figure is one row, its words left and the figure right (at
                  half width "The first 15-minute call" wrapped over its "Free"). */}
              <dl className="mt-4 space-y-2 lg:mt-0 lg:flex lg:gap-8 lg:space-y-0 lg:text-right">
                <div className="flex items-baseline justify-between gap-4 lg:block">
                  <dt className="text-[0.95rem] text-muted-foreground">
                    The first <span className="whitespace-nowrap">15-minute</span> call
                  </dt>
                  <dd className="font-serif text-2xl font-semibold text-primary">Free</dd>
                </div>
                {fees.sessionFee ? (
                  <div className="flex items-baseline justify-between gap-4 lg:block">
                    <dt className="text-[0.95rem] text-muted-foreground">A session</dt>
                    <dd className="font-serif text-2xl font-semibold">{fees.sessionFee}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
            <CheckList items={fees.items} className="mt-5" />
            <p className="mt-5 text-base text-muted-foreground">{fees.estimate.text}</p>
            {/* The two links in one size (two links, two sizes), on one row where they fit
                (one line less, so the card ends with the questions beside it). */}
            <p className="mt-2 flex flex-wrap gap-x-6 gap-y-3 text-[0.95rem]">
              <TextLink to="/good-faith-estimate">{fees.estimate.linkLabel}</TextLink>
              <TextLink to={`/services#${FEES_ANCHOR}`}>{expect.feesLinkLabel}</TextLink>
            </p>
          </Card>
          <Card data-expect="questions" className="p-5 sm:p-8">
            <h3 className="text-2xl">{expect.questionsHeading}</h3>
            {/* Disclosures (the band was near three screens on a phone), each question a
                44 px target; the one whose answer gives the crisis numbers is open from the start, so
                988 and 911 show without a tap. Closed answers stay in the page: find-in-page opens them. */}
            <div className="mt-3 divide-y divide-border">
              {expect.questions.map((q) => (
                <details key={q.question} open={q.calls ? true : undefined}>
                  <summary>{q.question}</summary>
                  <div className="pb-4 text-muted-foreground">
                    <p>{q.answer}</p>
                    {/* The numbers themselves, one tap away (not only "see the contact page"). */}
                    {q.calls ? (
                      <p className="mt-3 flex flex-wrap gap-3">
                        {q.calls.map((call) => (
                          <a key={call.href} href={call.href} className={buttonClasses('secondary', 'px-5')}>
                            <Phone aria-hidden="true" className="size-4" />
                            {call.label}
                          </a>
                        ))}
                      </p>
                    ) : null}
                  </div>
                </details>
              ))}
            </div>
          </Card>
        </div>
        {/* On a phone on the band itself, its button as wide as the hero's (in a card the label
            wrapped to two lines at 375 px); a card from 640 px. */}
        <div
          data-expect="action"
          className="mt-8 grid items-center gap-5 text-card-foreground sm:mt-6 sm:rounded-3xl sm:border sm:border-border sm:bg-card sm:px-10 sm:py-8 sm:shadow-soft md:grid-cols-[minmax(0,1fr)_auto] md:gap-12"
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
