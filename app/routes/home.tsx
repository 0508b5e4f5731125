import { home } from '#app/content/home.ts'
import { AwardsSection } from '#app/features/awards/awards-section.tsx'
import { ExpertiseSection } from '#app/features/home/expertise-section.tsx'
import { HomeHero } from '#app/features/home/home-hero.tsx'
import { BookTeaser, ClosingCta, MeetSection, RetreatsTeaser } from '#app/features/home/home-sections.tsx'
import { NewsletterSection } from '#app/features/newsletter/newsletter-section.tsx'
import { PodcastGrid } from '#app/features/podcasts/podcast-grid.tsx'
import { jsonLd, pageMeta } from '#app/lib/seo.ts'
import { localBusinessJsonLd, personJsonLd } from '#app/lib/structured-data.ts'

export const meta = () => [
  ...pageMeta({
    description:
      'Therapy, clinical hypnotherapy, EMDR and grief counseling in Newport Beach and online across California. Book a free 15-minute consultation.',
    path: '/',
  }),
  jsonLd(localBusinessJsonLd()),
  jsonLd(personJsonLd()),
]

export default function Home() {
  return (
    <>
      <HomeHero />
      <ExpertiseSection />
      <AwardsSection intro={home.awards.intro} />
      <PodcastGrid heading={home.podcasts.heading} intro={home.podcasts.intro} />
      <BookTeaser />
      <RetreatsTeaser />
      <MeetSection />
      <NewsletterSection />
      <ClosingCta />
    </>
  )
}
