import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CardSection } from '#app/components/ui/card-section.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { ClaimSource } from '#app/components/ui/claim-source.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { CtaPanel } from '#app/components/ui/cta-panel.tsx'
import { OfferCard } from '#app/components/ui/offer-card.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Portrait } from '#app/components/ui/portrait.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { LABELS } from '#core/config/labels.ts'
import { practice } from '#core/config/practice.ts'
import type { Service } from '#core/content/services.ts'
import { FAQ_ID, ServiceFaq } from './service-faq.tsx'
import type { ServiceQuestion } from './service-questions.ts'
import { type ServiceTestimonial, TestimonialQuote } from './service-testimonial.tsx'

/**
 * One layout for every service page; the EMDR landing page fills in the optional sections.
 * `podcasts` is the podcast grid, passed in by the route (a feature imports no other feature).
 *
 * One measure: every band's content starts at the page column's left edge and ends at its right
 * (the site's Container), from the intro to the closing panel, so nothing jumps between a narrow
 * and a wide column as you scroll. Reading text stays at about 70 characters a line (the intro at
 * its measure; the heading beside the questions and the quote).
 */
/**
 * One rule for the marks of the page's lists (they differed from list to list): a tick
 * only where a list says what the work offers you; neutral dots for what brings people (a tick would
 * read as approving a symptom).
 */
const MARKS = { brings: 'dot', offers: 'check' } as const

export function ServicePageView({
  service,
  questions,
  testimonial,
  podcasts,
}: {
  service: Service
  questions: readonly ServiceQuestion[]
  testimonial?: ServiceTestimonial | undefined
  podcasts: ReactNode
}) {
  const { page } = service
  return (
    <>
      <PageHero
        title={service.title}
        eyebrow="Services"
        intro={<p>{page.subtitle}</p>}
        actions={<ButtonLink to="/contact">{LABELS.bookConsultation}</ButtonLink>}
        image={{ src: page.image, width: 960, height: 720, focus: page.imageFocus }}
      />

      {/* The intro at a reading measure with, from 1024 px, the page's figures beside it (EMDR) or
          how sessions happen (an "At a glance" card there repeated the lists; without
          anything the right third was empty). Below 1024 px the hero's button is a thumb away and
          the card would only lengthen the page, so it is not shown there. */}
      <div data-band="plain" className="py-14 sm:py-16">
        <Container className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-12">
          <div data-measure="" className="measure max-w-3xl space-y-5 text-lg/relaxed">
            {page.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {page.stats ? (
            <Figures stats={page.stats} note={page.statsNote} />
          ) : (
            <SessionFacts where={page.where} />
          )}
        </Container>
      </div>

      {/* The benefits are words on the page, not a fifth group of cards (six bordered
          groups in a row): a 2×2 list, each with a small mark beside its title. */}
      {page.benefits ? (
        <Section heading={page.benefits.heading}>
          <ul data-benefits="" className="grid gap-x-12 gap-y-8 sm:grid-cols-2">
            {page.benefits.items.map((b) => (
              <li key={b.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary"
                >
                  <Check className="size-4" strokeWidth={3} />
                </span>
                <div>
                  <h3 className="text-xl">{b.title}</h3>
                  <p className="mt-1.5 text-muted-foreground">{b.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <div data-band="plain" className="py-14 sm:py-16">
        <Container>
          {/* The two lists read as one unit, type on the band with a rule between them, not two
              boxes (side by side, cards of unequal lists showed a white pocket under
              the shorter, or ragged ends when each was as tall as its own). On a phone the rule
              runs across between them; from 768 px it stands between the columns. */}
          <div
            data-lists=""
            className="grid md:grid-cols-2 md:divide-x md:divide-border max-md:divide-y max-md:divide-border"
          >
            {/* The first list is what brings people, the second what the work offers (MARKS). */}
            {page.lists.map((list, index) => (
              <ListColumn
                key={list.heading}
                heading={list.heading}
                items={list.items}
                marker={index === 0 ? MARKS.brings : MARKS.offers}
              />
            ))}
          </div>
        </Container>
      </div>

      {page.highlight.otherAudience ? null : (
        // On a phone the panel keeps 24 px inside its edges (the full-width button sat 12 px from
        // them); .cta-actions' narrower button sides keep the spec's 'Book Free 15-Minute
        // Consultation' on one line at the site's one button size.
        <Container className="pb-14 sm:pb-16">
          <CtaPanel
            heading={page.highlight.heading}
            actions={<ButtonLink to={page.highlight.link.to}>{page.highlight.link.label}</ButtonLink>}
            className="max-w-none! max-sm:px-6"
          >
            <p>{page.highlight.text}</p>
          </CtaPanel>
        </Container>
      )}

      {page.steps ? (
        <Section
          heading={page.steps.heading}
          intro={page.steps.intro ? <p>{page.steps.intro}</p> : null}
          tone="muted"
        >
          <Steps steps={page.steps.items} />
        </Section>
      ) : null}

      {testimonial ? (
        <Section
          heading="In a client’s words"
          intro={<p>One person’s experience of this work. Everyone’s path is different.</p>}
          split
        >
          <TestimonialQuote testimonial={testimonial} />
        </Section>
      ) : null}

      {page.bio ? (
        <Section heading={page.bio.heading} tone={testimonial ? 'muted' : 'plain'}>
          {/* The portrait fills its place (a tall 4:5 picture left dead space beside it):
              on a phone a small upright portrait above the words, which run the full width
              (beside it they wrapped in a narrow column; a 3:2 band across the screen
              cut at the neck); from 768 px a column as tall as the words beside it. */}
          <div className="md:grid md:grid-cols-[14rem_1fr] md:gap-8 lg:gap-10">
            <div data-testid="bio-portrait" className="mb-5 w-28 md:relative md:m-0 md:min-h-56 md:w-auto">
              <Portrait
                sizes="(min-width: 768px) 14rem, 7rem"
                alt="Portrait of the therapist"
                className="aspect-[4/5] w-full rounded-2xl object-cover object-[50%_25%] md:absolute md:inset-0 md:aspect-auto md:h-full"
              />
            </div>
            <div className="max-w-2xl space-y-4">
              {page.bio.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              <p>
                <TextLink to="/about">Read the full biography</TextLink>
              </p>
            </div>
          </div>
        </Section>
      ) : null}

      <Section
        id={FAQ_ID}
        heading="Questions before you book"
        intro={<p>Something else on your mind? Ask it in the free 15-minute phone consultation.</p>}
        tone={testimonial && !page.bio ? 'muted' : 'plain'}
        split
        className="scroll-mt-20"
      >
        <ServiceFaq questions={questions} />
      </Section>

      {page.related ? (
        <Section heading={page.related.heading}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {page.related.items.map((item) => (
              <Card as="li" key={item.to} className="p-6">
                <TextLink to={item.to}>{item.label}</TextLink>
                <p className="mt-2 text-muted-foreground">{item.text}</p>
              </Card>
            ))}
          </ul>
        </Section>
      ) : null}

      {page.highlight.otherAudience ? (
        <Container className="pb-14 sm:pb-16">
          <OfferCard heading={page.highlight.heading} link={page.highlight.link}>
            {page.highlight.text}
          </OfferCard>
        </Container>
      ) : null}

      {page.podcasts ? podcasts : null}

      <Section heading={page.closing.heading} intro={<p>{page.closing.text}</p>} tone="muted" centered>
        <ButtonLink to={page.closing.link.to}>{page.closing.link.label}</ButtonLink>
      </Section>
    </>
  )
}

/**
 * How sessions happen, from the practice profile (facts no service page states elsewhere: the
 * office's street and video anywhere in California, or the page's own `where` (walk and talk is
 * outdoors), the days calls are returned) and the free first
 * call, beside the intro from 1024 px on the pages without figures. A text link, not a third filled
 * button: the hero's is a few lines above.
 */
function SessionFacts({ where }: { where: string | undefined }) {
  const rows = [
    ...(where
      ? [['Where', where] as const]
      : ([
          ['In person', `${practice.address.street.split(',')[0]}, ${practice.address.city}`],
          ['Online', 'By secure video, anywhere in California'],
        ] as const)),
    ['Calls returned', practice.callbackDays],
  ] as const
  return (
    <CardSection
      headingId="sessions-heading"
      heading="Sessions"
      headingClassName="text-xl"
      className="hidden p-5 text-[0.95rem] shadow-soft lg:block lg:self-start"
    >
      <dl className="mt-3 space-y-2.5">
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt className="text-sm font-semibold text-primary">{term}</dt>
            <dd className="text-muted-foreground">{detail}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">
        <TextLink to="/contact">{LABELS.bookConsultation}</TextLink>
      </p>
    </CardSection>
  )
}

/**
 * The page's figures when content gives any: beside the intro from 1024 px, one above the other;
 * under it, two to a row, on smaller screens; each with its source when given, and
 * the note saying what they describe: a reader read "87% of clients improve within 8 sessions"
 * beside "nobody can promise a number" as a contradiction.
 */
function Figures({
  stats,
  note,
}: {
  stats: NonNullable<Service['page']['stats']>
  note: string | undefined
}) {
  return (
    <div className="lg:pt-1">
      <ul aria-label="In figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-1">
        {stats.map((stat) => (
          <Card as="li" key={stat.label} className="p-4 text-center text-base shadow-soft sm:p-5">
            <span className="block font-serif text-3xl font-semibold text-primary sm:text-4xl">
              {stat.value}
            </span>{' '}
            <span className="mt-1 block text-muted-foreground">{stat.label}</span>
            <ClaimSource source={stat.source} className="mt-2" />
          </Card>
        ))}
      </ul>
      {note ? (
        <p data-stats-note="" className="mt-2 text-base text-muted-foreground">
          {note}
        </p>
      ) : null}
    </div>
  )
}

function ListColumn({
  heading,
  items,
  marker,
}: {
  heading: string
  items: readonly string[]
  marker: 'check' | 'dot'
}) {
  return (
    <section
      aria-label={heading}
      className="max-md:py-8 max-md:first:pt-0 max-md:last:pb-0 md:px-10 md:first:pl-0 md:last:pr-0 lg:px-12"
    >
      <h2 className="text-2xl">{heading}</h2>
      <CheckList items={items} marker={marker} className="mt-5" />
    </section>
  )
}

/**
 * The steps read in order: on a phone a numbered list on the band, the number beside each title
 * (a third tower of cards); from 768 px three cards in a row.
 */
function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-7 md:grid-cols-3 md:gap-6">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex gap-4 md:block md:rounded-2xl md:border md:border-border md:bg-card md:p-6"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground md:size-10"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-xl md:mt-4">{step.title}</h3>
            <p className="mt-1.5 text-muted-foreground md:mt-2">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
