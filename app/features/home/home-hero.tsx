import { FloatingDots } from '#app/components/effects/floating-dots.tsx'
import { Typewriter } from '#app/components/effects/typewriter.tsx'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { nameWithCredentials, practice } from '#app/config/practice.ts'
import { home } from '#app/content/home.ts'
import { ReviewBadges } from './review-badges.tsx'

/** The top of the home page: name and credentials (the page's h1 and its LCP element), two actions, ratings. */
export function HomeHero() {
  const { hero } = home
  return (
    <FloatingDots className="bg-secondary/60">
      <Container className="max-w-4xl py-16 text-center sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{hero.eyebrow}</p>
        <h1 className="mt-4 text-4xl sm:text-6xl">{nameWithCredentials}</h1>
        <p className="mt-3 text-muted-foreground">{practice.roles.join(' · ')}</p>
        <p className="mt-6 font-serif text-xl text-foreground sm:text-2xl">
          <Typewriter text={hero.tagline} />
        </p>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{hero.intro}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={hero.primary.to}>{hero.primary.label}</ButtonLink>
          <ButtonLink to={hero.secondary.to} variant="outline">
            {hero.secondary.label}
          </ButtonLink>
        </div>
        <ReviewBadges className="mt-10" />
      </Container>
    </FloatingDots>
  )
}
