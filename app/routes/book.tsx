import { Clock, HandCoins, LifeBuoy, Phone, Video } from 'lucide-react'
import { Container } from '#app/components/ui/container.tsx'
import { CrisisNumbers } from '#app/components/ui/crisis-numbers.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { AboutTheCall } from '#app/features/booking/about-the-call.tsx'
import { BookingFlow } from '#app/features/booking/booking-page.tsx'
import { keepCompounds } from '#app/lib/compounds.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { bookingEnabled, consultationMinutes } from '#core/config/booking.ts'
import { practice } from '#core/config/practice.ts'

export const meta = () => [
  ...pageMeta({
    title: 'Book a Free 15-Minute Consultation',
    description: `A free 15-minute call with ${practice.name} to ask your questions and see whether you are a good fit. No pressure, no commitment.`,
    path: '/book',
  }),
  // Off (content/booking.yml): the page is not linked and stays out of search results.
  ...(bookingEnabled ? [] : [{ name: 'robots', content: 'noindex' }]),
]

/**
 * The hero says only what is true in every state (online booking on, off or unreachable): what the
 * call is for. How to book it is the first panel's job (BookingFlow: the times and the form, or
 * call and e-mail), and what the call is like stands beside it on a wide screen, below on a phone.
 */
export default function Book() {
  return (
    <>
      {/* Opens with the call's facts (its length from content/booking.yml, its cost, how it
          happens): what a visitor weighs before picking a time. With booking on, the form offers a
          phone or a video call; otherwise the call is arranged by phone. */}
      <PageHero
        // Two lines from 640 px in the web font and its fallback alike: on one line it filled the
        // column, and the fallback's slightly wider letters wrapped it, so the web font arriving
        // moved the title.
        title={
          <span className="block sm:max-w-[13em]">{keepCompounds('Book a Free 15-Minute Consultation')}</span>
        }
        intro={
          <p>
            A relaxed, free call to ask your questions and see whether we are a good fit. No pressure and no
            commitment.
          </p>
        }
        facts={[
          {
            icon: Clock,
            label: 'Length',
            value: `${consultationMinutes} minutes`,
            detail: 'At a time that suits you',
          },
          { icon: HandCoins, label: 'Cost', value: 'Free', detail: 'Nothing to prepare, nothing to pay' },
          bookingEnabled
            ? {
                icon: Video,
                label: 'How',
                value: 'Phone or video',
                detail: 'We call you, or send a video link',
              }
            : { icon: Phone, label: 'How', value: 'By phone', detail: 'We call you at the time agreed' },
        ]}
      />
      <Container className="py-12 sm:py-16">
        {/* The sticky "about the call" panel stops at the end of this grid, above the crisis note:
            in one grid with the note it slid over it while scrolling. It keeps its own height in
            every state: stretched beside the call-and-e-mail card, its two facts floated in empty
            tint. */}
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
          <BookingFlow />
          <AboutTheCall />
        </div>
        {/* Calm, at body size, like the contact page's crisis note: set apart, not alarming. */}
        <aside
          aria-label="In crisis"
          className="mt-8 flex gap-3 rounded-2xl border border-calm-alert-foreground/20 bg-calm-alert p-5 text-calm-alert-foreground lg:mt-12"
        >
          <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            In crisis right now? This is not an emergency service: <CrisisNumbers />.
          </p>
        </aside>
      </Container>
    </>
  )
}
