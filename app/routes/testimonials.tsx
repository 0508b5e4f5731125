import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { testimonialSections } from '#app/content/testimonials.ts'
import { SectionJumpLinks } from '#app/features/testimonials/section-jump-links.tsx'
import { TestimonialList } from '#app/features/testimonials/testimonial-list.tsx'
import { pageMeta } from '#app/lib/seo.ts'

export const meta = () =>
  pageMeta({
    title: 'Testimonials',
    description:
      'What clients say about therapy for depression, anxiety, hypnotherapy, grief and relationships.',
    path: '/testimonials',
  })

export default function Testimonials() {
  return (
    <>
      <PageHero
        title="Client Testimonials"
        intro="Kind words from people who chose to share their experience. Every story is different, and so is every course of therapy."
      >
        <SectionJumpLinks sections={testimonialSections} label="Testimonial topics" />
      </PageHero>
      {testimonialSections.map((section, index) => (
        <TestimonialList key={section.id} section={section} shaded={index % 2 === 1} />
      ))}
      <section aria-labelledby="testimonials-cta" className="py-14 text-center">
        <h2 id="testimonials-cta" className="text-3xl">
          Your story can start with a short call
        </h2>
        <p className="mx-auto mt-3 max-w-xl px-4 text-muted-foreground">
          A free 15-minute phone consultation is an easy way to ask questions and see if we are a good fit.
        </p>
        <div className="mt-8">
          <ButtonLink to="/contact">Book Free 15-Minute Consultation</ButtonLink>
        </div>
      </section>
    </>
  )
}
