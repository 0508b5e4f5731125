import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { ClaimSource } from '#app/components/ui/claim-source.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { CtaPanel } from '#app/components/ui/cta-panel.tsx'
import { OfficeHours } from '#app/components/ui/office-hours.tsx'
import { Portrait } from '#app/components/ui/portrait.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { RoleItems } from '#app/components/ui/role-items.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { JourneyTimeline } from '#app/features/about/journey-timeline.tsx'
import { EmbeddedForm } from '#app/features/embedded-forms/embedded-form.tsx'
import { PracticeBookCover } from '#app/features/giveaway/book-cover.tsx'
import { jsonLd, pageMeta } from '#app/lib/seo.ts'
import { personJsonLd } from '#app/lib/structured-data.ts'
import { LABELS } from '#core/config/labels.ts'
import { nameWithCredentials, practice } from '#core/config/practice.ts'
import { aboutPage } from '#core/content/about.ts'
import { contactPage } from '#core/content/contact.ts'
import { contestPage } from '#core/content/contest.ts'
import type { Route } from './+types/about'

/** Build time only: the copy lands in the prerendered HTML and `.data`, not in the JavaScript. */
export function loader() {
  // The eyebrow is a list of roles ("… · Author"), shown as items (RoleItems).
  const eyebrow = aboutPage.hero.eyebrow.split(/\s*·\s*/).filter(Boolean)
  const [office] = contactPage.photos.items
  return {
    copy: { ...aboutPage, hero: { ...aboutPage.hero, eyebrow } },
    office: office!,
    book: contestPage.book,
  }
}

export const meta = () =>
  pageMeta({
    title: 'About',
    description: `Biography, license, education, hours and approach of ${practice.name}, a ${practice.address.city} therapist, hypnotherapist and EMDR practitioner.`,
    path: '/about',
  }).concat(jsonLd(personJsonLd()))

export default function About({ loaderData }: Route.ComponentProps) {
  const { copy, office, book } = loaderData
  return (
    <>
      <section className="bg-secondary/60 py-14 sm:py-20">
        <Container className="grid items-center gap-10 md:grid-cols-[3fr_2fr]">
          <div>
            <RoleItems
              items={copy.hero.eyebrow}
              className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase"
            />
            <h1 className="text-4xl sm:text-5xl">About {nameWithCredentials}</h1>
            <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{copy.hero.intro}</p>
            {/* Full width on a phone like every hero's action (.hero-actions, app.css). */}
            <div data-hero-action="" className="hero-actions">
              <ButtonLink to="/contact">{LABELS.scheduleConsultation}</ButtonLink>
            </div>
          </div>
          <Portrait
            sizes="(min-width: 1152px) 430px, (min-width: 768px) 38vw, (min-width: 640px) 15rem, calc(100vw - 2rem)"
            alt={`Portrait of ${practice.name}`}
            priority
            className="mx-auto w-60 rounded-2xl shadow-soft max-sm:aspect-[5/4] max-sm:w-full max-sm:object-cover max-sm:object-[50%_30%] md:mr-0 md:ml-auto md:w-full md:max-w-sm"
          />
        </Container>
      </section>

      {/* The office between the first paragraph and the rest below 1024 px: no run of text only
          after the hero. From 1024 px it stands under the heading in the label column,
          upright, beside the whole biography (the label column stood empty beside it).
          One picture is displayed at any width; the hidden one is lazy and never fetched. The
          photo is the contact page's first office photo (content/pages/contact.yml). */}
      <Section heading={copy.bio.heading} split="tight" aside={<OfficePhoto office={office} upright />}>
        <div className="space-y-5">
          {copy.bio.paragraphs.slice(0, 1).map((p) => (
            <p key={p}>{p}</p>
          ))}
          <div className="py-3 lg:hidden">
            <OfficePhoto office={office} />
          </div>
          {copy.bio.paragraphs.slice(1).map((p) => (
            <p key={p}>{p}</p>
          ))}
          {/* Her speaking and training, for organisers and press, right after the paragraph that names them. */}
          <p>
            Organising an event or writing a story?{' '}
            <TextLink to="/speaking">Speaking, trainings and media</TextLink>
          </p>
        </div>
      </Section>

      {/* The figures across the page's column, set large (three cards squeezed under the
          office picture wrapped), each on a soft card of the site's tint (hairline
          dividers read as unfinished). Each comes from one profile field (content/pages/about.yml). */}
      <div data-figures="" className="pb-14 sm:pb-16">
        <Container>
          <ul aria-label="At a glance" className="grid gap-4 sm:grid-cols-3">
            {copy.highlights.map((h) => (
              <li key={h.value} className="@container rounded-2xl bg-secondary/60 px-6 py-6 sm:px-7 sm:py-8">
                <span className="block font-serif text-[min(3rem,15cqw)] leading-tight font-semibold whitespace-nowrap text-primary max-sm:text-4xl">
                  {h.value}
                </span>{' '}
                <span className="mt-2 block text-balance text-muted-foreground">
                  {/* Lines break only after a comma, never inside a phrase ('of experience, in / practice since 1997'). */}
                  {h.label.split(', ').map((part, i, parts) => (
                    <span key={part}>
                      {i > 0 ? ' ' : null}
                      <span className={parts.length > 1 ? 'inline-block' : undefined}>
                        {i < parts.length - 1 ? `${part},` : part}
                      </span>
                    </span>
                  ))}
                </span>
                <ClaimSource source={h.source} className="mt-2" />
              </li>
            ))}
          </ul>
        </Container>
      </div>

      <Section heading="License, education and hours" tone="muted" split="tight">
        <div className="grid gap-8 sm:grid-cols-2">
          <div>
            <h3 className="text-xl">License</h3>
            <p className="mt-3">{practice.jobTitle}</p>
            <ul className="mt-2 space-y-1 text-muted-foreground">
              {practice.licenses.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-xl">Education and training</h3>
            <CheckList items={practice.education} className="mt-3" />
          </div>
          <div className="sm:col-span-2">
            <h3 className="text-xl">Office hours</h3>
            <div className="mt-3">
              <OfficeHours />
            </div>
          </div>
        </div>
      </Section>

      <Section heading={copy.specialisations.heading} split="tight">
        <CheckList
          items={copy.specialisations.items}
          className="grid gap-x-8 sm:grid-cols-2 sm:space-y-0 sm:gap-y-3"
        />
        <p className="mt-8">
          <ButtonLink to="/services" variant="outline">
            Explore Services
          </ButtonLink>
        </p>
      </Section>

      {/* The closing thought across the band's whole column, set large: a change of pace between
          the label-and-text bands. */}
      <Section
        heading={copy.approach.heading}
        tone="muted"
        split="tight"
        after={
          copy.approach.statement ? (
            <figure className="mt-4 border-t border-primary/30 pt-10 sm:mt-6 sm:pt-12">
              <span aria-hidden="true" className="block font-serif text-6xl leading-none text-primary">
                &ldquo;
              </span>
              <p
                data-statement=""
                className="-mt-2 max-w-4xl font-serif text-3xl leading-[1.2] text-balance text-foreground sm:text-4xl lg:text-[2.75rem]"
              >
                {copy.approach.statement}
              </p>
            </figure>
          ) : null
        }
      >
        <div className="space-y-5">
          {copy.approach.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>

      {/* The journey closes the biography (plain, between two tinted bands); the book follows as an
          aside, on a tinted band of its own (the waiting list sat in the middle of the
          biography), and the closing panel on the page's colour after it (two cards back
          to back read as one). */}
      <Section heading={copy.journey.heading} intro={<p>{copy.journey.intro}</p>} split="tight">
        <JourneyTimeline milestones={copy.journey.milestones} />
      </Section>

      {/* The book's cover under the heading in the label column from 1024 px, the words and the
          form beside it (the label column stood empty beside the form); beside the words
          from 640 px, and left out on a phone, where the form comes sooner. One cover is drawn at
          any width. */}
      <Section
        id="book-waiting-list"
        heading={copy.book.heading}
        tone="muted"
        split="tight"
        aside={<PracticeBookCover book={book} sizes="11rem" className="w-44 -rotate-2" />}
      >
        <div className="grid items-start gap-8 sm:grid-cols-[9rem_minmax(0,1fr)] lg:grid-cols-1">
          <PracticeBookCover book={book} sizes="9rem" className="hidden w-36 -rotate-2 sm:block lg:hidden" />
          <div>
            <div className="space-y-4">
              {copy.book.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            {/* In the words' column, to its right edge (a narrower frame ended short of
                the text above it), in the site's card in both themes. */}
            <EmbeddedForm name="bookWaitlist" className="mt-8" compact />
          </div>
        </div>
      </Section>

      {/* One left edge on every band: the hero and each band's heading on the wide
          column's edge, each band's content in the column beside it from 1024 px. The closing panel
          spans the page's measure, from the headings' edge to the bands' right edge, as every page's
          closing panel (in the narrow content column it read as a defect). */}
      {/* The closing panel is this band's one booking action: on a phone the action bar slides away
          while it is on screen (data-page-action, app.css), so no second button with other words
          sits beside it. */}
      <div data-page-action="">
        <Container className="py-14">
          <CtaPanel
            className="max-w-none"
            heading={copy.closing.heading}
            actions={<ButtonLink to="/contact">{LABELS.scheduleConsultation}</ButtonLink>}
          >
            <p>{copy.closing.text}</p>
          </CtaPanel>
        </Container>
      </div>
    </>
  )
}

/** The office photo with its caption: wide in the biography's column, upright in the label column. */
function OfficePhoto({ office, upright }: { office: { src: string; alt: string }; upright?: boolean }) {
  return (
    <figure>
      <ResponsiveImage
        src={office.src}
        width={1200}
        height={900}
        sizes={upright ? '16rem' : '(min-width: 816px) 48rem, calc(100vw - 2rem)'}
        alt={office.alt}
        className={
          upright
            ? 'aspect-[4/5] w-full rounded-2xl object-cover shadow-soft'
            : 'aspect-[2/1] w-full rounded-2xl object-cover shadow-soft'
        }
      />
      <figcaption className="mt-3 text-sm text-muted-foreground">
        The office in {practice.address.city}, where she sees clients in person.
      </figcaption>
    </figure>
  )
}
