import { home } from '~/content/home'
import { AwardsSection } from '~/features/awards/awards-section'
import { ExpertiseSection } from '~/features/home/expertise-section'
import { HomeHero } from '~/features/home/home-hero'
import { BookTeaser, ClosingCta, MeetSection, RetreatsTeaser } from '~/features/home/home-sections'
import { NewsletterSection } from '~/features/newsletter/newsletter-section'
import { PodcastGrid } from '~/features/podcasts/podcast-grid'
import { jsonLd, pageMeta } from '~/lib/seo'
import { localBusinessJsonLd, personJsonLd } from '~/lib/structured-data'

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
