import { House } from 'lucide-react'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { CtaPanel } from '#app/components/ui/cta-panel.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { practice } from '#app/config/practice.ts'
import { findService, overviewCards } from '#app/content/services.ts'
import { FEES_ANCHOR, servicesOverview } from '#app/content/services-overview.ts'
import { ServiceFilter } from '#app/features/services/service-filter.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/services'

/** Build time only: the cards without the page copy of every service. */
export function loader() {
  const { featured, ...copy } = servicesOverview
  const image = featured && findService(featured.service)?.page.image
  return {
    cards: overviewCards(),
    copy,
    featured: featured && image ? { slug: featured.service, label: featured.label, image } : undefined,
  }
}

export const meta = () =>
  pageMeta({
    title: 'Services',
    description: `Therapy, clinical hypnotherapy and EMDR in ${practice.address.city} and online across California: trauma, anxiety, grief, relationships, teens and more.`,
    path: '/services',
  })

export default function Services({ loaderData }: Route.ComponentProps) {
  const { cards, copy, featured } = loaderData
  return (
    <>
      <PageHero
        title={copy.hero.title}
        intro={<p>{copy.hero.intro}</p>}
        actions={<ButtonLink to="/contact">{copy.consultation.linkLabel}</ButtonLink>}
      />

      {/* "Not sure which one fits?" leads into the groups as words, not as a card with its own
          button: the hero and the closing band are the page's two ways to book (review r4). */}
      <Section
        heading={copy.cardsHeading}
        intro={
          <p data-testid="not-sure">
            <strong className="font-semibold text-foreground">{copy.bookingCard.heading}</strong>{' '}
            {copy.bookingCard.text}
          </p>
        }
      >
        <ServiceFilter cards={cards} featured={featured} />
      </Section>

      {/* The in-home sessions as a band of their own after the services they are a way of having,
          away from the closing call to action (review r4 read them as two asks in a row, review r7
          as two asks in one box): the words beside their quiet action from 1024 px. */}
      <Container className="pb-14 sm:pb-16">
        <section
          aria-labelledby="concierge-heading"
          className="grid gap-6 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-soft sm:p-8 lg:grid-cols-[auto_minmax(0,1fr)_auto] lg:items-center lg:gap-10 lg:p-10"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary lg:self-start">
            <House aria-hidden="true" className="size-7" />
          </span>
          <div className="max-w-3xl space-y-3">
            <h2 id="concierge-heading" className="text-2xl sm:text-3xl">
              {copy.concierge.heading}
            </h2>
            {copy.concierge.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ButtonLink to="/contact" variant="outline">
            {copy.concierge.linkLabel}
          </ButtonLink>
        </section>
      </Container>

      {/* The page's width like the cards above (review r3 read a narrower column), the ways to pay
          beside what a visitor can know of the cost: the owner's session fee when
          content/pages/services.yml gives one (never a made-up price), the written estimate. The
          free first call is the closing band's, right under this one (review r5 read it said twice
          in a row: "The first 15-minute phone call: Free", then "Take the first step, free"). */}
      <Section
        id={FEES_ANCHOR}
        heading={copy.fees.heading}
        intro={<p>{copy.fees.intro}</p>}
        tone="muted"
        className="scroll-mt-20"
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <CheckList
            items={copy.fees.items}
            className="sm:grid sm:grid-cols-2 sm:gap-x-8 sm:space-y-0 sm:gap-y-4"
          />
          <Card data-testid="fee-card" className="self-start p-6 shadow-soft sm:p-7">
            {copy.fees.sessionFee ? (
              <dl className="mb-5 border-b border-border pb-5">
                <dt className="text-[0.95rem] text-muted-foreground">A session</dt>
                <dd className="font-serif text-2xl font-semibold text-card-foreground">
                  {copy.fees.sessionFee}
                </dd>
              </dl>
            ) : null}
            <p>
              {copy.fees.estimate.text}{' '}
              <TextLink to="/good-faith-estimate">{copy.fees.estimate.linkLabel}</TextLink>
            </p>
          </Card>
        </div>
      </Section>

      {/* The page ends on one call to action: the free first call alone in its panel (review r7: the
          concierge offer inside it read as a second ask in the same box). */}
      <Container className="py-14 sm:py-16">
        <CtaPanel
          heading={copy.consultation.heading}
          actions={<ButtonLink to="/contact">{copy.consultation.linkLabel}</ButtonLink>}
        >
          <p>{copy.consultation.text}</p>
        </CtaPanel>
      </Container>
    </>
  )
}
