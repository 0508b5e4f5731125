import { Download, Mail, Phone } from 'lucide-react'
import { useId } from 'react'
import type { PageAction } from '#app/components/layout/phone-action-bar.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { ButtonLink, buttonClasses } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { CtaPanel } from '#app/components/ui/cta-panel.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Portrait } from '#app/components/ui/portrait.tsx'
import { practiceMailto } from '#app/components/ui/reach-buttons.tsx'
import { RoleItems } from '#app/components/ui/role-items.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { AwardsSection } from '#app/features/awards/awards-section.tsx'
import { PracticeBookCover } from '#app/features/giveaway/book-cover.tsx'
import { PodcastGrid } from '#app/features/podcasts/podcast-grid.tsx'
import { VideoEmbed } from '#app/features/podcasts/video-embed.tsx'
import { CopyButton } from '#app/features/speaking/copy-button.tsx'
import { SpeakerProof, SpeakingEngagements } from '#app/features/speaking/speaker-proof.tsx'
import { jsonLd, pageMeta } from '#app/lib/seo.ts'
import { breadcrumbJsonLd, PORTRAIT_IMAGE, personJsonLd } from '#app/lib/structured-data.ts'
import { nameWithCredentials, practice } from '#core/config/practice.ts'
import { contestPage } from '#core/content/contest.ts'
import { speakingPage } from '#core/content/speaking.ts'
import { parseTalkVideo, talkVideoPlayer } from '#core/lib/talk-video.ts'
import type { Route } from './+types/speaking'

/** On a phone the bar at the bottom offers this page's own action (the inquiry) beside Call. */
export const handle = {
  actionBar: { label: 'Speaking Inquiry', to: '#inquiry' },
} satisfies { actionBar: PageAction }

/** Build time only: the page's words land in the prerendered HTML and `.data`, not in the JavaScript. */
export function loader() {
  const video = speakingPage.reel.video ? parseTalkVideo(speakingPage.reel.video) : null
  const reel = video
    ? {
        player: talkVideoPlayer(video, practice.video.embedBase),
        host: video.host,
        title: speakingPage.reel.title || `A talk by ${practice.name}`,
      }
    : null
  return { copy: speakingPage, book: contestPage.book, reel }
}

export const meta = () =>
  pageMeta({
    title: speakingPage.hero.title,
    description: `Keynotes, workshops and trainings by ${nameWithCredentials}, ${practice.address.city} therapist: talk topics, formats, a press kit with bios and portrait, and how to invite her to speak.`,
    path: '/speaking',
  }).concat(
    jsonLd(personJsonLd()),
    jsonLd(
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: speakingPage.hero.title, path: '/speaking' },
      ]),
    ),
  )

/** What the inquiry e-mail asks for, so the first reply can already be a yes or a no. */
const INQUIRY_BODY =
  'Event:\nDate and place:\nAudience and size:\nFormat (keynote, workshop, training):\nTopic:\n'

/** The portrait as a file to save (the largest size the site has of it). */
const PORTRAIT_FILE = `${practice.name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-portrait.webp`

export default function Speaking({ loaderData }: Route.ComponentProps) {
  const { copy, book, reel } = loaderData
  const mail = { subject: copy.enquiry.subject, body: INQUIRY_BODY }
  const shortBioId = useId()
  const longBioId = useId()
  return (
    <>
      <PageHero
        title={copy.hero.title}
        eyebrow="For event organizers and press"
        intro={<p>{copy.hero.intro}</p>}
        actions={
          <>
            <a href={practiceMailto(mail)} className={buttonClasses('primary')}>
              <Mail aria-hidden="true" className="size-4" />
              Send a Speaking Inquiry
            </a>
            <ButtonLink to="#press-kit" variant="outline">
              Press Kit
            </ButtonLink>
          </>
        }
        image={{
          src: copy.hero.image,
          width: 960,
          height: 1200,
          focus: copy.hero.imageFocus,
          shape: 'portrait',
        }}
      />

      {/* Who she is, in the facts an organiser prints in a programme (the profile's own; the short
          bio is said once, in the press kit, where it can be copied), and
          where she has spoken: her face is the hero's picture just above, so no second portrait. Her
          book beside the facts, on a card of its own (as a band of its own it was 300 px
          tall between two busy ones, and a heading column beside the facts left a third of the
          width empty). The list of events runs across the band's whole width, under both. */}
      <Section heading="Meet the speaker" after={<SpeakingEngagements items={copy.engagements} />}>
        <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-12">
          <div>
            <p className="font-serif text-2xl font-semibold">{nameWithCredentials}</p>
            <RoleItems
              items={practice.roles}
              className="mt-2 text-sm font-semibold tracking-wide text-primary uppercase"
            />
            <CheckList items={[practice.jobTitle, ...practice.education]} className="mt-5" />
            <p className="mt-5">
              <TextLink to="/about">Her full story, licenses and approach</TextLink>
            </p>
          </div>
          <SpeakerBook book={book} text={copy.book.text} heading={copy.book.heading} />
        </div>
      </Section>

      {/* What organisers say and a talk to watch: each shown only once the owner gives it. */}
      <SpeakerProof
        quotes={copy.quotes}
        reel={
          reel ? (
            <VideoEmbed
              player={reel.player}
              title={reel.title}
              host={reel.host}
              poster={{ src: copy.reel.poster, width: 960, height: 540 }}
            />
          ) : null
        }
      />

      <Section heading={copy.topics.heading} intro={<p>{copy.topics.intro}</p>}>
        {/* A last card alone on its row spans it (the owner may list any number of talks). */}
        <ul
          aria-label="Talk topics"
          className="grid gap-4 md:grid-cols-2 md:[&>li:last-child:nth-child(odd)]:col-span-2"
        >
          {copy.topics.items.map((talk) => (
            <Card as="li" key={talk.title} className="flex flex-col p-6 shadow-soft">
              <h3 className="text-xl text-balance">{talk.title}</h3>
              <p className="mt-3">{talk.text}</p>
              <p className="mt-4 text-sm text-muted-foreground">
                <span className="font-semibold text-foreground">For: </span>
                {talk.audiences}
              </p>
              <p className="mt-auto flex flex-wrap gap-2 pt-4">
                <span className="sr-only">Formats: </span>
                {talk.formats.map((format) => (
                  <Badge key={format}>{format}</Badge>
                ))}
              </p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section heading={copy.formats.heading} tone="muted">
        <ul className="grid gap-4 md:grid-cols-3">
          {copy.formats.items.map((format) => (
            <Card as="li" key={format.title} className="p-6">
              <h3 className="text-xl">{format.title}</h3>
              <p className="mt-1 text-sm font-semibold text-primary">{format.length}</p>
              <p className="mt-3">{format.text}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <PodcastGrid heading={copy.interviews.heading} intro={copy.interviews.intro} />

      <AwardsSection intro={copy.awards.intro} />

      <Section
        id="press-kit"
        heading={copy.press.heading}
        intro={<p>{copy.press.intro}</p>}
        tone="muted"
        split
      >
        <div className="space-y-6">
          <Card as="section" aria-labelledby={`${shortBioId}-h`} className="p-6">
            <h3 id={`${shortBioId}-h`} className="text-xl">
              Short bio
            </h3>
            <p className="mt-3">{copy.press.shortBio}</p>
            <CopyButton text={copy.press.shortBio} label="Copy the Short Bio" />
          </Card>
          <Card as="section" aria-labelledby={`${longBioId}-h`} className="p-6">
            <h3 id={`${longBioId}-h`} className="text-xl">
              Long bio
            </h3>
            <div className="mt-3 space-y-4">
              {copy.press.longBio.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <CopyButton text={copy.press.longBio.join('\n\n')} label="Copy the Long Bio" />
          </Card>
          <Card as="figure" className="grid items-center gap-6 p-6 sm:grid-cols-[7rem_minmax(0,1fr)]">
            <Portrait sizes="7rem" alt="" className="w-28 rounded-xl" />
            <figcaption>
              <p className="font-semibold">Portrait of {practice.name}</p>
              <p className="mt-1 text-sm text-muted-foreground">WebP, 960 × 1200 pixels</p>
              <a
                href={PORTRAIT_IMAGE}
                download={PORTRAIT_FILE}
                className={buttonClasses('outline', 'mt-4 px-5')}
              >
                <Download aria-hidden="true" className="size-4" />
                Download the Portrait
              </a>
            </figcaption>
          </Card>
        </div>
      </Section>

      {/* The inquiry ends the page on the container's full width, from the bands' left edge to their
          right (in the content column it left the label column empty, unheaded). The
          e-mail (its subject and prompts filled in) and the phone: no form here, so nothing promises
          a reply the site cannot send. */}
      <div id="inquiry" data-page-action="">
        <Container className="py-14">
          <CtaPanel
            className="max-w-none"
            heading={copy.enquiry.heading}
            actions={
              <>
                <a href={practiceMailto(mail)} className={buttonClasses('primary')}>
                  <Mail aria-hidden="true" className="size-4" />
                  Send a Speaking Inquiry
                </a>
                <a href={practice.phone.href} className={buttonClasses('outline')}>
                  <Phone aria-hidden="true" className="size-4" />
                  <span className="sr-only">Call </span>
                  {practice.phone.display}
                </a>
              </>
            }
          >
            <p>{copy.enquiry.text}</p>
          </CtaPanel>
        </Container>
      </div>
    </>
  )
}

/**
 * Her book, as a part of "Meet the speaker": its own small region (named by its heading) on a soft
 * card, the cover beside the title, its words and the way to the waiting list.
 */
function SpeakerBook({
  book,
  text,
  heading,
}: {
  book: { title: string; cover?: string | undefined }
  text: string
  heading: string
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} data-speaker-book="" className="rounded-2xl bg-secondary/50 p-6 sm:p-8">
      <h3 id={id} className="text-sm font-semibold tracking-wide text-primary uppercase">
        {heading}
      </h3>
      <div className="mt-4 grid items-start gap-5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-7">
        <PracticeBookCover book={book} sizes="8rem" className="w-24 -rotate-2 sm:w-32" />
        <div>
          <p className="font-serif text-xl font-semibold">{book.title}</p>
          <p className="mt-2 text-muted-foreground">{text}</p>
          <p className="mt-5">
            <ButtonLink to="/about#book-waiting-list" variant="outline">
              Join the Book Waiting List
            </ButtonLink>
          </p>
        </div>
      </div>
    </section>
  )
}
