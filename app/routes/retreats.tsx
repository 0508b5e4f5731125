import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { CtaPanel } from '#app/components/ui/cta-panel.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { PhotoGrid } from '#app/components/ui/photo-grid.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { retreatsPage } from '#app/content/retreats.ts'
import { EmbeddedForm } from '#app/features/embedded-forms/embedded-form.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/retreats'

/** Build time only: the copy lands in the prerendered HTML and `.data`, not in the JavaScript. */
export function loader() {
  return { copy: retreatsPage }
}

export const meta = () =>
  pageMeta({
    title: 'Retreats',
    description:
      'Healing retreats in 2026 in California, Hawaii and international sites: small groups, limited spaces. Join the waiting list.',
    path: '/retreats',
  })

export default function Retreats({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData
  return (
    <>
      <PageHero
        title={copy.hero.title}
        eyebrow={copy.hero.eyebrow}
        intro={<p>{copy.hero.intro}</p>}
        actions={<ButtonLink to="#waiting-list">Join the Waiting List</ButtonLink>}
        image={{ src: copy.hero.image, width: 960, height: 720 }}
      />

      <Section heading={copy.about.heading} narrow>
        <div className="space-y-5">
          {copy.about.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>

      <Container>
        <PhotoGrid
          label="Retreat photos"
          photos={copy.photos}
          sizes="(min-width: 1152px) 276px, (min-width: 1024px) 24vw, 48vw"
          className="grid-cols-2 gap-4 lg:grid-cols-4"
        />
      </Container>

      <Section heading={copy.destinations.heading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {copy.destinations.items.map((d) => (
            <Card as="li" key={d.title} className="p-6">
              <h3 className="text-2xl">{d.title}</h3>
              <p className="mt-2 text-muted-foreground">{d.text}</p>
            </Card>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl font-semibold">{copy.destinations.note}</p>
      </Section>

      <Section heading={copy.includes.heading} tone="muted" narrow>
        <CheckList items={copy.includes.items} />
      </Section>

      <Section
        id="waiting-list"
        heading={copy.waitingList.heading}
        intro={<p>{copy.waitingList.text}</p>}
        narrow
      >
        <EmbeddedForm name="retreatsWaitlist" />
      </Section>

      <Container className="pb-14 sm:pb-16">
        <CtaPanel
          heading={copy.groups.heading}
          actions={<ButtonLink to="/contact">{copy.groups.linkLabel}</ButtonLink>}
        >
          <p>{copy.groups.text}</p>
        </CtaPanel>
      </Container>
    </>
  )
}
