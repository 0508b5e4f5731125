import { FloatingDots } from '#app/components/effects/floating-dots.tsx'
import { Typewriter } from '#app/components/effects/typewriter.tsx'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { nameWithCredentials, rolesLine } from '#app/config/practice.ts'
import { home } from '#app/content/home.ts'
import { ReviewBadges } from './review-badges.tsx'

/**
 * The top of the home page, split: name and credentials (the page's h1 and, on phones, its LCP
 * element), the promise, what a visitor gets, the free consultation and the ratings on one side;
 * the practitioner's portrait on the other from 768 px up. On a phone the face is a round portrait
 * beside the name, so the first screen holds the face, the heading and the action. The promise
 * (tagline) is set larger than the roles line under the name; the paragraph under it is ranged left
 * at every width (centred, its ragged lines were hard to read on a phone: review r2). The text sits on a clear zone of the
 * hero's own colour, so the floating dots drift behind it and never across a word or a button.
 */
export function HomeHero() {
  const { hero, meet } = home
  return (
    <FloatingDots className="hero-surface">
      <Container className="grid grid-cols-1 items-center gap-10 pt-8 pb-12 sm:py-16 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <div className="hero-clear-zone text-center md:text-left">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{hero.eyebrow}</p>
          <div className="mt-4 flex items-center justify-center gap-4 md:block">
            <div className="shrink-0 md:hidden">
              <ResponsiveImage
                src="/images/shared/portrait"
                width={960}
                height={1200}
                alt={meet.imageAlt}
                sizes="5.5rem"
                className="aspect-square size-22 rounded-full object-cover object-top shadow-soft"
              />
            </div>
            <h1 className="text-left text-4xl sm:text-5xl lg:text-6xl">{nameWithCredentials}</h1>
          </div>
          <p className="mt-3 text-sm tracking-wide text-balance text-muted-foreground sm:text-base">
            {rolesLine}
          </p>
          <p className="mt-5 font-serif text-2xl leading-snug text-balance text-foreground sm:text-3xl">
            <Typewriter text={hero.tagline} />
          </p>
          <p className="mt-4 max-w-2xl text-left text-muted-foreground max-md:mx-auto sm:mt-5 sm:text-lg">
            {hero.intro}
          </p>
          <div
            data-hero-action=""
            className="mt-6 flex flex-wrap justify-center gap-3 sm:mt-8 md:justify-start"
          >
            <ButtonLink to={hero.primary.to}>{hero.primary.label}</ButtonLink>
            <ButtonLink to={hero.secondary.to} variant="outline">
              {hero.secondary.label}
            </ButtonLink>
          </div>
          <ReviewBadges className="mt-8 md:mx-0" />
        </div>
        <div className="hidden md:block">
          <ResponsiveImage
            src="/images/shared/portrait"
            width={960}
            height={1200}
            alt={meet.imageAlt}
            priority="when-displayed"
            sizes="(min-width: 1152px) 400px, 38vw"
            className="mx-auto w-full max-w-md rounded-[2rem] shadow-soft"
          />
        </div>
      </Container>
    </FloatingDots>
  )
}
