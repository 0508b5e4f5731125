import { House } from 'lucide-react'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { CtaPanel } from '#app/components/ui/cta-panel.tsx'
import { IconHeading } from '#app/components/ui/icon-heading.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { ServiceFilter } from '#app/features/services/service-filter.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { practice } from '#core/config/practice.ts'
import { findService, overviewCards } from '#core/content/services.ts'
import { FEES_ANCHOR, servicesOverview } from '#core/content/services-overview.ts'
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

      {/* "What brings you here?": a visitor picks a need, not a card, then reads its few services.
          "Not sure which one fits?" follows the choices as words, not a third button: the hero and
          the closing band are the page's two ways to book. */}
      <Section heading={copy.cardsHeading} className="max-sm:pt-10">
        <ServiceFilter
          cards={cards}
          groups={copy.groups}
          featured={featured}
          notSure={
            <p data-testid="not-sure" className="max-w-[34em] text-muted-foreground">
              <strong className="font-semibold text-foreground">{copy.bookingCard.heading}</strong>{' '}
              {copy.bookingCard.text}
            </p>
          }
        />
      </Section>

      {/* The in-home sessions as a band of their own after the services they are a way of having,
          away from the closing call to action (beside it they read as two asks in a row, or two
          asks in one box). The icon beside the heading as on the service cards; from 1024 px the
          words in two balanced columns across the card (on one measure they left its right half
          empty), the quiet action under them. */}
      <Container className="pb-14 sm:pb-16">
        <section
          aria-labelledby="concierge-heading"
          className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-soft sm:p-8 lg:p-10"
        >
          <IconHeading icon={House} id="concierge-heading" badge="secondary" className="sm:text-3xl">
            {copy.concierge.heading}
          </IconHeading>
          <div className="mt-4 max-w-2xl lg:max-w-none lg:columns-2 lg:gap-12 [&>p+p]:mt-3">
            {copy.concierge.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ButtonLink to="/contact" variant="outline" className="mt-6">
            {copy.concierge.linkLabel}
          </ButtonLink>
        </section>
      </Container>

      {/* The page's width like the cards above (a narrower column read as a step), the ways to pay
          beside what a visitor can know of the cost: the owner's session fee when
          content/pages/services.yml gives one (never a made-up price), the written estimate. The
          free first call is the closing band's, right under this one (else it is said twice
          in a row: "The first 15-minute phone call: Free", then "Take the first step, free"). */}
      <Section
        id={FEES_ANCHOR}
        heading={copy.fees.heading}
        intro={<p>{copy.fees.intro}</p>}
        tone="muted"
        className="scroll-mt-20"
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          {/* One column beside the estimate card (two columns of five left a hole). */}
          <CheckList items={copy.fees.items} className="max-w-2xl space-y-4" />
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

      {/* The page ends on one call to action: the free first call alone in its panel (the
          concierge offer inside it read as a second ask in the same box), on the page's measure like
          the bands above (a 740 px panel under 1064 px of content). */}
      <Container className="py-14 sm:py-16">
        <CtaPanel
          className="max-w-none!"
          heading={copy.consultation.heading}
          actions={<ButtonLink to="/contact">{copy.consultation.linkLabel}</ButtonLink>}
        >
          <p>{copy.consultation.text}</p>
        </CtaPanel>
      </Container>
    </>
  )
}
