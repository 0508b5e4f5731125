import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { home } from '#app/content/home.ts'
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
      image={{
        src: '/images/shared/portrait',
        width: 960,
        height: 1200,
        alt: meet.imageAlt,
        // To the column's right edge, as the wide column's other pictures (review r3: it stopped
        // ~70 px short of it).
        className: 'max-w-sm md:mr-0',
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
 * The closing call to action: the free 15-minute consultation, on a panel as wide as the bands above
 * it (review r3: the page's last three blocks had three widths), its words beside the button from
 * 768 px.
 */
export function ClosingCta() {
  const { closing } = home
  return (
    <section aria-labelledby="closing-heading" data-band="plain" className="py-14 sm:py-16">
      <Container>
        <div className="grid items-center gap-6 rounded-3xl border border-border bg-secondary px-6 py-10 text-secondary-foreground shadow-soft sm:px-12 sm:py-12 md:grid-cols-[minmax(0,1fr)_auto] md:gap-12">
          <div>
            <h2 id="closing-heading" className="text-3xl sm:text-4xl">
              {closing.heading}
            </h2>
            <p className="mt-4 max-w-2xl">{closing.body}</p>
          </div>
          <ButtonLink to={closing.link.to}>{closing.link.label}</ButtonLink>
        </div>
      </Container>
    </section>
  )
}
