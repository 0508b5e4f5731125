import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { bookingEnabled } from '#app/config/booking.ts'
import { practice } from '#app/config/practice.ts'
import { BookingFlow } from '#app/features/booking/booking-page.tsx'
import { pageMeta } from '#app/lib/seo.ts'

export const meta = () => [
  ...pageMeta({
    title: 'Book a Free 15-Minute Consultation',
    description: `Choose a time for a free 15-minute phone or video consultation with ${practice.name}. No pressure, no commitment.`,
    path: '/book',
  }),
  // Off (content/booking.yml): the page is not linked and stays out of search results.
  ...(bookingEnabled ? [] : [{ name: 'robots', content: 'noindex' }]),
]

/**
 * The prerendered page holds the heading, the intro and "Loading available times…"; the free
 * times and the form come in the browser (BookingFlow), so the list is never stale.
 */
export default function Book() {
  return (
    <>
      <PageHero
        eyebrow="Free consultation"
        title="Book a Free 15-Minute Consultation"
        intro={
          <p>
            A relaxed call to ask questions and see whether we are a good fit. Choose a day and a time that
            suit you; {practice.name} will call you, or send you a video link.
          </p>
        }
      />
      <Container className="max-w-3xl py-12 sm:py-16">
        <BookingFlow />
        <p className="mt-10 text-sm text-muted-foreground">
          In crisis right now? This is not an emergency service: call or text 988, or call 911. Prefer to
          write? Use the <TextLink to="/contact">contact form</TextLink>.
        </p>
      </Container>
    </>
  )
}
