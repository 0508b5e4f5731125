import { CheckCircle2, Phone } from 'lucide-react'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { CrisisNumbers } from '#app/components/ui/crisis-numbers.tsx'
import { IconHeading } from '#app/components/ui/icon-heading.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { StepList } from '#app/components/ui/step-list.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { thankYouPage } from '#core/content/thankyou.ts'
import type { Route } from './+types/thankyou'

/** Build time only: the copy lands in the prerendered HTML and `.data`, not in the JavaScript. */
export function loader() {
  return { copy: thankYouPage }
}

export const meta = () =>
  pageMeta({
    title: 'Thank You',
    description: 'Thank you for your inquiry. Here is what happens next and when to expect a call back.',
    path: '/thankyou',
  })

/** The one column of the page, from the title down. */
const COLUMN = 'mx-auto max-w-3xl'

/**
 * After the contact form: a quiet opening (a note, not a banner) and one column under it, the
 * steps, the callback note and the way home sharing the title's left edge, so the page reads as
 * one calm letter. No phone action bar here: the visitor has just asked to be called back
 * (phone-action-bar.tsx).
 */
export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData
  return (
    <>
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Message sent
          </span>
        }
        title={copy.title}
        intro={<p>{copy.intro}</p>}
        document
        column={COLUMN}
      />
      <Section heading={copy.stepsHeading} narrow className="pt-10 pb-12 sm:pt-12 sm:pb-14">
        {/* A plain numbered list, no card chrome (a short list reads more personal here), in the
            callback card's column: one width and one left edge for the list and the card under it. */}
        <StepList steps={copy.steps} compact />
      </Section>
      <Container className="pb-16 sm:pb-20">
        <div className={COLUMN}>
          <section aria-labelledby="callback-heading" className="rounded-2xl bg-secondary/60 p-6 sm:p-10">
            <IconHeading icon={Phone} id="callback-heading" badge="card">
              {copy.callback.heading}
            </IconHeading>
            <p className="mt-3 max-w-2xl text-pretty">{copy.callback.text}</p>
            {/* The numbers here, one tap each (a link to the contact page was one step too many). */}
            <p data-testid="crisis-line" className="mt-4 max-w-2xl text-pretty">
              In a crisis, please do not wait for our call:{' '}
              <CrisisNumbers linkClassName="text-primary hover:text-primary-hover" />.
            </p>
          </section>
          <div className="hero-actions mt-10 sm:mt-10">
            <ButtonLink to="/">Return to Home</ButtonLink>
            {/* Buttons in Title Case, as every button on the site; headings under the title in sentence case. */}
            <ButtonLink to="/blog" variant="outline">
              Read the Blog While You Wait
            </ButtonLink>
          </div>
        </div>
      </Container>
    </>
  )
}
