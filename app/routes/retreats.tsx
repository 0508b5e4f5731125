import { Check } from 'lucide-react'
import type { PageAction } from '#app/components/layout/phone-action-bar.tsx'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { OfferCard } from '#app/components/ui/offer-card.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Portrait } from '#app/components/ui/portrait.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { EmbeddedForm } from '#app/features/embedded-forms/embedded-form.tsx'
import {
  RetreatFacts,
  RetreatPlan,
  RetreatQuestions,
  RetreatStatus,
  retreatFacts,
} from '#app/features/retreats/retreat-details.tsx'
import { cn } from '#app/lib/cn.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { nameWithCredentials, practice } from '#core/config/practice.ts'
import { retreatsPage } from '#core/content/retreats.ts'
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
  const { jobTitle, education } = practice
  return { copy: retreatsPage, facilitator: { jobTitle, education } }
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
  const { copy, facilitator } = loaderData
  const { details } = copy
  const faq = details.faq ?? []
  const regions = copy.destinations.items.map((d) => d.title)
  return (
    <>
      <PageHero
        title={copy.hero.title}
        eyebrow={copy.hero.eyebrow}
        intro={<p>{copy.hero.intro}</p>}
        actions={<ButtonLink to="#waiting-list">Join the Waiting List</ButtonLink>}
        image={{ src: copy.hero.image, width: 960, height: 720, focus: copy.hero.imageFocus }}
        // While little is set, what is and what is not in one line right under the action, as its
        // caption (32 px under it, it read as a paragraph of its own).
        caption={
          retreatFacts(details, regions).brief ? (
            <RetreatStatus details={details} regions={regions} />
          ) : undefined
        }
      />

      {/* The next retreat in three facts, right under the hero, once most of them are set. */}
      <RetreatFacts details={details} regions={regions} />

      {/* One page column from band to band (the hero's): the text beside its photo (the photo first
          from 768 px, the hero's mirror image), the places as cards with their pictures, the group
          offer, then the day, the guide, the questions, and the waiting list last. */}
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

      {/* Private retreats for a group, right after the places: a quiet offer for another audience,
          away from the waiting list, so the page ends on its one ask (the two stacked
          at the end). */}
      <Container className="pt-14 sm:pt-16">
        <OfferCard heading={copy.groups.heading} link={{ to: '/contact', label: copy.groups.linkLabel }}>
          {copy.groups.text}
        </OfferCard>
      </Container>

      {/* One item a row, ruled across the column (as the day's schedule under it): in two columns the
          owner's five items stood three against two (lopsided), and any count would. A
          line under the heading says what the list is (a sample, not a promise), so the heading's
          column is not a heading alone beside it. */}
      <Section
        heading={copy.includes.heading}
        intro={
          <p>
            {details.schedule?.length
              ? 'How a day can unfold, then the schedule of this retreat.'
              : 'A sample of how a day can unfold; each retreat’s own plan may differ.'}
          </p>
        }
        split
      >
        <CheckList
          items={copy.includes.items}
          className="space-y-0 divide-y divide-border border-y border-border [&>li]:py-3"
        />
        <RetreatPlan details={details} />
      </Section>

      {/* Who guides the days: the profile's face, name, credentials and training (true of the
          practice, so it is shown before any date is set). A round crop, not the home hero's. */}
      <Section heading={copy.facilitator.heading} tone="muted">
        {/* On a phone a smaller portrait beside the name (not a lone picture on the left edge),
            the words under both; from 640 px the portrait beside everything. From 1024 px the
            training is a column of its own, a short check list beside the words (the
            row ended 220 px short of the content's edge, and its pills wrapped to a second row, one
            per line on a phone). */}
        <div
          data-testid="retreat-facilitator"
          className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-5 gap-y-4 sm:items-start sm:gap-x-10 lg:grid-cols-[auto_minmax(0,1fr)_minmax(0,24rem)] lg:gap-x-12"
        >
          <div className="sm:row-span-3 lg:row-span-2">
            <Portrait
              sizes="(min-width: 640px) 12rem, 6rem"
              // Decorative: the name and credentials are beside it (as the avatar's, portrait.tsx).
              alt=""
              className="aspect-square size-24 rounded-full object-cover object-top shadow-soft ring-4 ring-card sm:size-48 dark:brightness-90"
            />
          </div>
          <div className="sm:pt-4">
            <h3 className="text-2xl sm:text-[1.75rem]">{nameWithCredentials}</h3>
            <p className="mt-1 text-muted-foreground">{facilitator.jobTitle}</p>
          </div>
          <div className="col-span-2 max-w-prose sm:col-span-1 sm:col-start-2 lg:max-w-none">
            <p>{copy.facilitator.text}</p>
            <p className="mt-3">
              <TextLink to="/about" className="inline-flex min-h-11 items-center">
                Read the full biography
              </TextLink>
            </p>
          </div>
          <div className="col-span-2 sm:col-span-1 sm:col-start-2 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:border-l lg:border-border lg:pt-4 lg:pl-10">
            <p id="retreat-training" className="text-sm font-semibold tracking-wide text-primary uppercase">
              Training
            </p>
            <ul aria-labelledby="retreat-training" className="mt-3 space-y-2.5">
              {facilitator.education.map((item) => (
                <li key={item} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-primary" strokeWidth={3} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      {faq.length ? (
        <Section heading="Questions about the retreats" split>
          <RetreatQuestions questions={faq} />
        </Section>
      ) : null}

      <div data-page-action="">
        <Section
          id="waiting-list"
          heading={copy.waitingList.heading}
          intro={<p>{copy.waitingList.text}</p>}
          tone={faq.length ? 'muted' : 'plain'}
          split
        >
          <EmbeddedForm name="retreatsWaitlist" />
        </Section>
      </div>
    </>
  )
}
