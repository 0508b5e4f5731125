import { Deferred, hydrateWhenVisible } from '#app/components/hydration/hydrate-when-visible.tsx'
import { ExpertiseSection } from '#app/features/home/expertise-section.tsx'
import { heroQuote } from '#app/features/home/hero-quote.ts'
import { HomeHero } from '#app/features/home/home-hero.tsx'
import { jsonLd, pageMeta } from '#app/lib/seo.ts'
import { localBusinessJsonLd, personJsonLd } from '#app/lib/structured-data.ts'
import { practice } from '#core/config/practice.ts'
import { home } from '#core/content/home.ts'
import { testimonialSections } from '#core/content/testimonials.ts'
import type { Route } from './+types/home'

// Everything below the first screen is in the prerendered page, but its code loads and it hydrates
// only as a reader scrolls near it (app/components/hydration/hydrate-when-visible.tsx).
const ssr = import.meta.env.SSR
const awards = () => import('#app/features/awards/awards-section.tsx')
const podcasts = () => import('#app/features/podcasts/podcast-grid.tsx')
const sections = () => import('#app/features/home/home-sections.tsx')
const newsletter = () => import('#app/features/newsletter/newsletter-section.tsx')
const [awardsModule, podcastsModule, sectionsModule, newsletterModule] = ssr
  ? await Promise.all([awards(), podcasts(), sections(), newsletter()])
  : []
const AwardsSection = hydrateWhenVisible('awards-heading', awards, 'AwardsSection', awardsModule)
const PodcastGrid = hydrateWhenVisible('podcasts-heading', podcasts, 'PodcastGrid', podcastsModule)
const ProjectsSection = hydrateWhenVisible('projects-heading', sections, 'ProjectsSection', sectionsModule)
const MeetSection = hydrateWhenVisible('meet-heading', sections, 'MeetSection', sectionsModule)
const NewsletterSection = hydrateWhenVisible(
  'newsletter-heading',
  newsletter,
  'NewsletterSection',
  newsletterModule,
)
const ExpectSection = hydrateWhenVisible('expect-heading', sections, 'ExpectSection', sectionsModule)

/** Build time only: the first screen's client quote lands in the HTML and `.data`, not in the JavaScript. */
export function loader() {
  return { quote: heroQuote(home.hero.quoteFrom, testimonialSections) }
}

export const meta = () => [
  ...pageMeta({
    description: `Therapy, clinical hypnotherapy, EMDR and grief counseling in ${practice.address.city} and online across California. Book a free 15-minute consultation.`,
    path: '/',
  }),
  jsonLd(localBusinessJsonLd()),
  jsonLd(personJsonLd()),
]

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero quote={loaderData.quote} />
      <ExpertiseSection />
      <Deferred>
        <AwardsSection intro={home.awards.intro} />
      </Deferred>
      {/* The practitioner early ("Meet Jane" came seventh, after the teasers). */}
      <Deferred>
        <MeetSection />
      </Deferred>
      {/* Right after her: what happens once you reach out, the fees, first questions and the page's
          one call to action. */}
      <Deferred>
        <ExpectSection />
      </Deferred>
      <Deferred>
        <PodcastGrid heading={home.podcasts.heading} intro={home.podcasts.intro} />
      </Deferred>
      {/* The book and the retreats, one band. */}
      <Deferred>
        <ProjectsSection />
      </Deferred>
      <Deferred>
        <NewsletterSection />
      </Deferred>
    </>
  )
}
