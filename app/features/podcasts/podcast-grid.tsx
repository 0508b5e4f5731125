import { ExternalLink } from 'lucide-react'
import { Container } from '#app/components/ui/container.tsx'
import { practice } from '#core/config/practice.ts'
import { podcasts } from '#core/content/podcasts.ts'
import { talkVideoPlayer } from '#core/lib/talk-video.ts'
import { VideoEmbed } from './video-embed.tsx'

/** The cards fade in one after another (100 ms apart); the closing link follows at 400 ms. */
export const CARD_STAGGER_MS = 100
export const CLOSING_LINK_DELAY_MS = 400

/** The four podcast interviews with a link to more; used on home and several service pages. */
export function PodcastGrid({
  heading = 'Featured Podcast Appearances',
  intro,
}: {
  heading?: string
  intro?: string
}) {
  return (
    <section aria-labelledby="podcasts-heading" data-band="plain" className="py-14 sm:py-16">
      <Container>
        <h2 id="podcasts-heading" className="text-center text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{intro}</p> : null}
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {podcasts.map((video, index) => (
            <li
              key={video.id}
              className="motion-safe:animate-fade-up"
              style={{ animationDelay: `${index * CARD_STAGGER_MS}ms` }}
            >
              <VideoEmbed
                player={talkVideoPlayer({ host: 'YouTube', id: video.embedId }, practice.video.embedBase)}
                title={video.title}
                host={video.host}
              />
            </li>
          ))}
        </ul>
        <p
          className="mt-8 text-center motion-safe:animate-fade-up"
          style={{ animationDelay: `${CLOSING_LINK_DELAY_MS}ms` }}
        >
          <a
            href={practice.video.moreInterviewsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 font-semibold text-primary underline"
          >
            View More Interviews
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      </Container>
    </section>
  )
}
