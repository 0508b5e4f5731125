import type { PageAction } from '#app/components/layout/phone-action-bar.tsx'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { OfferCard } from '#app/components/ui/offer-card.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { retreatsPage } from '#app/content/retreats.ts'
import { EmbeddedForm } from '#app/features/embedded-forms/embedded-form.tsx'
import { cn } from '#app/lib/cn.ts'
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

/** The page's photos: 3:2 on a phone (16:9 was a strip of a 4:3 photo), whole (4:3) from 768 px. */
const PHOTO_CROP = 'aspect-[3/2] w-full object-cover md:aspect-[4/3]'

export default function Retreats({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData
  return (
    <>
      <PageHero
        title={copy.hero.title}
        eyebrow={copy.hero.eyebrow}
        intro={<p>{copy.hero.intro}</p>}
        actions={<ButtonLink to="#waiting-list">Join the Waiting List</ButtonLink>}
        image={{ src: copy.hero.image, width: 960, height: 720, focus: copy.hero.imageFocus }}
      />

      {/* One page column from band to band (the hero's): the text beside its photo (the photo first
          from 768 px, the hero's mirror image), the places as cards with their pictures, then the
          day, the waiting list and the group offer, each heading beside its content from 1024 px. */}
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
            className={cn(PHOTO_CROP, 'rounded-2xl shadow-soft')}
          />
        </Container>
      </section>

      <Section heading={copy.destinations.heading} intro={<p>{copy.destinations.note}</p>} tone="muted">
        <ul aria-label="Destinations" className="grid gap-6 md:grid-cols-3">
          {copy.destinations.items.map((d) => (
            <Card as="li" key={d.title} className="overflow-hidden shadow-soft">
              <ResponsiveImage
                src={d.photo.src}
                alt={d.photo.alt}
                width={1200}
                height={900}
                sizes="(min-width: 1152px) 352px, (min-width: 768px) 31vw, calc(100vw - 2rem)"
                className={PHOTO_CROP}
              />
              <div className="p-6">
                <h3 className="text-2xl">{d.title}</h3>
                <p className="mt-2 text-muted-foreground">{d.text}</p>
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section heading={copy.includes.heading} split>
        <CheckList
          items={copy.includes.items}
          className="sm:grid sm:grid-cols-2 sm:gap-x-8 sm:space-y-0 sm:gap-y-3"
        />
      </Section>

      <div data-page-action="">
        <Section
          id="waiting-list"
          heading={copy.waitingList.heading}
          intro={<p>{copy.waitingList.text}</p>}
          tone="muted"
          split
        >
          <EmbeddedForm name="retreatsWaitlist" />
        </Section>
      </div>

      <Container className="py-14 sm:py-16">
        <OfferCard heading={copy.groups.heading} link={{ to: '/contact', label: copy.groups.linkLabel }}>
          {copy.groups.text}
        </OfferCard>
      </Container>
    </>
  )
}
