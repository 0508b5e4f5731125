import { FloatingDots } from '#app/components/effects/floating-dots.tsx'
import { Typewriter } from '#app/components/effects/typewriter.tsx'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { ResponsiveImage, WideScreenImage } from '#app/components/ui/responsive-image.tsx'
import { RoleItems } from '#app/components/ui/role-items.tsx'
import { bookingActionPath, bookingEnabled } from '#core/config/booking.ts'
import { nameWithCredentials, practice } from '#core/config/practice.ts'
import { home } from '#core/content/home.ts'
import { PORTRAIT } from '#core/lib/images.ts'
import type { HeroQuote } from './hero-quote.ts'
import { ReviewBadges } from './review-badges.tsx'

/**
 * The top of the home page, split: name and credentials (the page's h1 and, on phones, its LCP
 * element), the promise, what a visitor gets, the free consultation and the ratings on one side;
 * the practitioner's portrait, with a client's words on its edge, on the other from 768 px up. On a
 * phone her portrait (8rem wide, upright, the 480 px file the wide one also starts from) stands
 * beside the name and the roles, a face that reads on the first screen with the name and the
 * action; everything ranged left on one edge, and the quote follows the ratings. One first read (the name at 48 px and the promise at 36 px
 * competed): the promise is the display line; the name and credentials, still the h1, a smaller
 * serif line with the roles under it, a signature; then the paragraph. The floating dots
 * drift around the portrait's edge, not behind the words. (Layout classes are in app.css: the
 * first visit's JavaScript is at its budget.)
 */
export function HomeHero({ quote }: { quote: HeroQuote }) {
  const { hero, meet } = home
  // Booking on: the hero's consultation button opens the time picker itself, one tap from the
  // first screen, and the hero keeps its button to the contact page (the specification's hero has
  // one) for those who would rather write.
  const booksHere = bookingEnabled && hero.primary.to === '/contact'
  return (
    <FloatingDots className="hero-surface">
      <Container className="hero-grid">
        <div className="hero-clear-zone">
          {/* Who: the name and credentials (the page's h1) with the roles under it, one signature
              block beside the face on a phone; the promise is the one display line (two
              display lines competed). Two quiet lines before the promise, not three: no eyebrow
              above the name (its "Newport Beach and online across California" is the
              intro's last sentence). */}
          <div className="flex items-center gap-4">
            <div className="shrink-0 md:hidden">
              <ResponsiveImage {...PORTRAIT} alt={meet.imageAlt} sizes="8rem" className="hero-face" />
            </div>
            <div className="min-w-0">
              <h1 className="hero-name">{nameWithCredentials}</h1>
              <RoleItems items={practice.roles} className="hero-roles" />
            </div>
          </div>
          <p className="hero-promise">
            <Typewriter text={hero.tagline} />
          </p>
          <p className="hero-intro">{hero.intro}</p>
          <div data-hero-action="" className="hero-actions home-hero-actions">
            <ButtonLink to={booksHere ? bookingActionPath() : hero.primary.to}>
              {hero.primary.label}
            </ButtonLink>
            {booksHere ? (
              <ButtonLink to="/contact" variant="outline">
                Send a Message
              </ButtonLink>
            ) : null}
            <ButtonLink to={hero.secondary.to} variant="outline">
              {hero.secondary.label}
            </ButtonLink>
          </div>
          <ReviewBadges className="mt-6" />
        </div>
        <div className="relative">
          <WideScreenImage
            {...PORTRAIT}
            alt={meet.imageAlt}
            priority="when-displayed"
            sizes="(min-width: 1152px) 400px, 38vw"
            className="hero-portrait"
          />
          {/* Its card on the portrait's edge: .hero-quote in app.css (kept out of the first visit's JavaScript). */}
          <figure className="hero-quote">
            <blockquote className="font-serif text-lg leading-snug">“{quote.text}”</blockquote>
            <figcaption className="mt-2 text-sm text-muted-foreground">{quote.name}</figcaption>
          </figure>
        </div>
      </Container>
    </FloatingDots>
  )
}
