import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { SectionJumpLinks } from '#app/features/testimonials/section-jump-links.tsx'
import { testimonialsOverview } from '#app/features/testimonials/summary.ts'
import { TestimonialCount } from '#app/features/testimonials/testimonial-count.tsx'
import { TestimonialList } from '#app/features/testimonials/testimonial-list.tsx'
import { cn } from '#app/lib/cn.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { LABELS } from '#core/config/labels.ts'
import { testimonialSections } from '#core/content/testimonials.ts'

export const meta = () =>
  pageMeta({
    title: 'Testimonials',
    description:
      'What clients say about therapy for depression, anxiety, hypnotherapy, grief and relationships.',
    path: '/testimonials',
  })

const overview = testimonialsOverview(testimonialSections)
const lead = overview.lead?.testimonial
/** Bands alternate under the shaded hero: plain first. */
const firstShaded = 1
const ctaShaded = (overview.sections.length - 1) % 2 !== firstShaded

/**
 * The page opens with a client's words: the hero's title, how many quotes follow and the way to
 * each topic beside the lead quote, large (under them on a phone); then the four sections and a
 * last step. Without a lead quote, the plain band.
 */
export default function Testimonials() {
  return (
    <>
      <PageHero
        title="Client Testimonials"
        quote={lead && { text: lead.quote, name: lead.name, date: lead.date, rating: lead.rating }}
        intro={
          <>
            <p>
              Kind words from people who chose to share their experience. Every story is different, and so is
              every course of therapy.
            </p>
            <div className="mt-5 text-base text-foreground">
              <TestimonialCount count={overview.count} />
            </div>
          </>
        }
      >
        <SectionJumpLinks sections={testimonialSections} label="Testimonial topics" />
      </PageHero>
      {overview.sections.map((section, index) => (
        <TestimonialList key={section.id} section={section} shaded={index % 2 === firstShaded} />
      ))}
      <section
        aria-labelledby="testimonials-cta"
        data-band={ctaShaded ? 'tinted' : 'plain'}
        className={cn('py-14', ctaShaded && 'bg-secondary/60')}
      >
        {/* Ranged left, as the opening and the sections. */}
        <Container>
          <h2 id="testimonials-cta" className="text-3xl">
            Your story can start with a short call
          </h2>
          <p className="mt-3 max-w-xl text-muted-foreground">
            A free 15-minute phone consultation is an easy way to ask questions and see if we are a good fit.
          </p>
          <div className="mt-8">
            <ButtonLink to="/contact">{LABELS.bookConsultation}</ButtonLink>
          </div>
        </Container>
      </section>
    </>
  )
}
