import { Phone } from 'lucide-react'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { StepList } from '#app/components/ui/step-list.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { thankYouPage } from '#app/content/thankyou.ts'
import { pageMeta } from '#app/lib/seo.ts'
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

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData
  return (
    <>
      <PageHero title={copy.title} intro={<p>{copy.intro}</p>} />
      <Section heading={copy.stepsHeading}>
        <StepList steps={copy.steps} />
      </Section>
      <Container>
        <div className="mx-auto max-w-3xl">
          <Card as="section" aria-labelledby="callback-heading" className="p-6 shadow-soft sm:p-8">
            <h2 id="callback-heading" className="flex items-center gap-3 text-2xl">
              <Phone aria-hidden="true" className="size-6 shrink-0 text-primary" />
              {copy.callback.heading}
            </h2>
            <p className="mt-3">{copy.callback.text}</p>
            <p className="mt-3 text-muted-foreground">
              In a crisis, please do not wait for our call: see the emergency numbers on the{' '}
              <TextLink to="/contact">contact page</TextLink>.
            </p>
          </Card>
          <p className="mt-10 text-center">
            <ButtonLink to="/">Return to Home</ButtonLink>
          </p>
        </div>
      </Container>
    </>
  )
}
