import { Gift } from 'lucide-react'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { contestPage } from '#app/content/contest.ts'
import { EmbeddedForm } from '#app/features/embedded-forms/embedded-form.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/contest'

/** Build time only: the copy lands in the prerendered HTML and `.data`, not in the JavaScript. */
export function loader() {
  return { copy: contestPage }
}

export const meta = () =>
  pageMeta({
    title: 'Book Giveaway',
    description:
      'Enter the book giveaway: win an autographed copy plus 2 launch party tickets. 18+, one entry per person, no purchase needed.',
    path: '/anxiety-annihilated-contest',
  })

export default function Contest({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData
  return (
    <>
      <PageHero title={copy.hero.title} eyebrow={copy.hero.eyebrow} intro={<p>{copy.hero.intro}</p>} />

      {/* Phones read prize, then the entry form, then the rules; from 1024 px the prize and the
          rules share the left column and the form sits beside them. */}
      <Container className="grid gap-12 py-14 sm:py-16 lg:grid-cols-2 lg:gap-x-12">
        <section
          aria-labelledby="prize-heading"
          className="rounded-2xl border border-border bg-secondary p-6 text-secondary-foreground sm:p-8 lg:col-start-1 lg:row-start-1"
        >
          <h2 id="prize-heading" className="flex items-center gap-3 text-3xl">
            <Gift aria-hidden="true" className="size-7 shrink-0" />
            {copy.prize.heading}
          </h2>
          {copy.prize.paragraphs.map((p) => (
            <p key={p} className="mt-4">
              {p}
            </p>
          ))}
          <CheckList items={copy.prize.items} className="mt-5" />
        </section>
        <section aria-labelledby="entry-heading" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 id="entry-heading" className="text-3xl">
            {copy.entry.heading}
          </h2>
          <p className="mt-3 text-muted-foreground">{copy.entry.text}</p>
          <EmbeddedForm name="giveaway" className="mt-6" />
        </section>
        <section aria-labelledby="rules-heading" className="lg:col-start-1 lg:row-start-2">
          <h2 id="rules-heading" className="text-3xl">
            {copy.rules.heading}
          </h2>
          <CheckList items={copy.rules.items} className="mt-5" />
          <p className="mt-6 text-muted-foreground">
            Questions about the giveaway? <TextLink to="/contact">Get in touch</TextLink>.
          </p>
        </section>
      </Container>

      {/* The waiting list itself, here: no trip to the About page to sign up. */}
      <Section heading="Want to hear when the book is out?" tone="muted" narrow>
        <p>Join the book waiting list and hear first when it comes out.</p>
        <EmbeddedForm name="bookWaitlist" className="mt-8" />
      </Section>
    </>
  )
}
