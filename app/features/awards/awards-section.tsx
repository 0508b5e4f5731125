import { Award } from 'lucide-react'
import { Container } from '#app/components/ui/container.tsx'
import { AWARD_BANNER } from '#app/content/awards.ts'
import { AwardsCarousel } from './awards-carousel.tsx'

/** The "9x Best Newport Beach Therapist" banner with the badge carousel beneath it. */
export function AwardsSection({ intro }: { intro: string }) {
  return (
    <section aria-labelledby="awards-heading" className="bg-accent/50 py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Award aria-hidden="true" className="size-7" />
          </span>
          <h2 id="awards-heading" className="mt-4 text-3xl sm:text-4xl">
            {AWARD_BANNER}
          </h2>
          <p className="mt-4 text-foreground">{intro}</p>
        </div>
        <AwardsCarousel className="mt-10" />
      </Container>
    </section>
  )
}
