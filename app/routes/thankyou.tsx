import { CheckCircle2, Phone } from 'lucide-react'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { CrisisNumbers } from '#app/components/ui/crisis-numbers.tsx'
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

/**
 * After the contact form: one centred axis from the hero down (the steps, the callback note, the
 * way home), so the page reads as one calm message. On a phone, where every hero ranges left, the
 * whole page ranges left with it (a left hero over centred cards read as two pages). No phone action bar here: the visitor has
 * just asked to be called back (phone-action-bar.tsx).
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
      />
      <Section heading={copy.stepsHeading} centered="sm">
        {/* A plain numbered list, no card chrome (the fourth row of the same cards on the
            site; a short list reads more personal here). Its words range left (centred
            lines of three and four read ragged) in the callback card's column: one width and one left
            edge for the list and the card under it (a narrower centred list sat off it). */}
        <StepList steps={copy.steps} compact className="mx-auto max-w-3xl text-left" />
      </Section>
      <Container className="pb-16 sm:pb-20">
        <div className="mx-auto max-w-3xl sm:text-center">
          <section aria-labelledby="callback-heading" className="rounded-2xl bg-secondary/60 p-6 sm:p-10">
            <span className="flex size-12 items-center sm:mx-auto justify-center rounded-full bg-card text-primary">
              <Phone aria-hidden="true" className="size-6" />
            </span>
            <h2 id="callback-heading" className="mt-4 text-2xl">
              {copy.callback.heading}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-pretty sm:text-balance">{copy.callback.text}</p>
            {/* The numbers here, one tap each (a link to the contact page was one step too many). */}
            <p data-testid="crisis-line" className="mx-auto mt-4 max-w-2xl text-pretty sm:text-balance">
              In a crisis, please do not wait for our call:{' '}
              <CrisisNumbers linkClassName="text-primary hover:text-primary-hover" />.
            </p>
          </section>
          <div className="mt-10 grid gap-3 sm:flex sm:flex-wrap sm:justify-center">
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
