import type { PageAction } from '#app/components/layout/phone-action-bar.tsx'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { CtaPanel } from '#app/components/ui/cta-panel.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { retreatsPage } from '#app/content/retreats.ts'
import { EmbeddedForm } from '#app/features/embedded-forms/embedded-form.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/retreats'

/**
 * The page's own action, in the phone bar too (instead of booking a consultation): joining the
 * waiting list. The bar steps aside while the waiting-list section is on screen (`data-page-action`).
 */
export const handle = {
  actionBar: { label: 'Join the Waiting List', to: '#waiting-list' },
} satisfies { actionBar: PageAction }

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

      {/* The text beside its photo (the photo first from 768 px, the hero's mirror image). */}
      <section aria-labelledby="about-heading" data-band="plain" className="py-14 sm:py-16">
        <Container className="grid items-center gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14">
          <div className="md:order-last">
            <h2 id="about-heading" className="text-3xl">
              {copy.about.heading}
            </h2>
            <div className="mt-6 max-w-prose space-y-5">
              {copy.about.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <ResponsiveImage
            src={copy.about.photo.src}
            alt={copy.about.photo.alt}
            width={1200}
            height={900}
            sizes="(min-width: 1152px) 420px, (min-width: 768px) 38vw, calc(100vw - 2rem)"
            className="aspect-video w-full rounded-2xl object-cover shadow-soft md:aspect-[4/3]"
          />
        </Container>
      </section>

      <Section heading={copy.destinations.heading} intro={<p>{copy.destinations.note}</p>}>
        <ul aria-label="Destinations" className="grid gap-6 md:grid-cols-3">
          {copy.destinations.items.map((d) => (
            <Card as="li" key={d.title} className="overflow-hidden shadow-soft">
              <ResponsiveImage
                src={d.photo.src}
                alt={d.photo.alt}
                width={1200}
                height={900}
                sizes="(min-width: 1152px) 352px, (min-width: 768px) 31vw, calc(100vw - 2rem)"
                className="aspect-video w-full object-cover md:aspect-[4/3]"
              />
              <div className="p-6">
                <h3 className="text-2xl">{d.title}</h3>
                <p className="mt-2 text-muted-foreground">{d.text}</p>
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section heading={copy.includes.heading} tone="muted" narrow>
        <CheckList items={copy.includes.items} />
      </Section>

      <div data-page-action="">
        <Section
          id="waiting-list"
          heading={copy.waitingList.heading}
          intro={<p>{copy.waitingList.text}</p>}
          narrow
        >
          <EmbeddedForm name="retreatsWaitlist" />
        </Section>
      </div>

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
