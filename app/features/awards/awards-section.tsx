import { ClaimSource } from '#app/components/ui/claim-source.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { AWARD_BANNER, AWARD_SOURCE } from '#core/content/awards.ts'
import { AwardsCarousel } from './awards-carousel.tsx'

/**
 * The "9x Best Newport Beach Therapist" banner beside the badge carousel. The medallions sit
 * together on one card, so the ten years read as one set rather than a row of separate tiles; the
 * band is warm sand in light and slate in dark, with gold only in the medallions.
 */
export function AwardsSection({ intro }: { intro: string }) {
  return (
    <section aria-labelledby="awards-heading" className="defer-render bg-awards-band py-14 sm:py-16">
      <Container className="grid grid-cols-1 items-center gap-8 lg:grid-cols-[2fr_3fr] lg:gap-12">
        <div className="mx-auto max-w-2xl text-center lg:text-left">
          <h2 id="awards-heading" className="text-3xl sm:text-4xl">
            {AWARD_BANNER}
          </h2>
          <ClaimSource source={AWARD_SOURCE} className="mt-2" />
          <p className="mt-4 text-foreground">{intro}</p>
        </div>
        <AwardsCarousel className="rounded-3xl border border-border bg-card px-4 py-6 shadow-soft sm:px-6" />
      </Container>
    </section>
  )
}
