import { ArrowRight, Brain, HeartHandshake, Sparkles } from 'lucide-react'
import { Card } from '#app/components/ui/card.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { home } from '#core/content/home.ts'
import { SectionHeading } from './section-heading.tsx'

const ICONS = [Sparkles, Brain, HeartHandshake] as const

/**
 * The "Specialized Expertise" trio, each card linking to the services overview (the spec's
 * /services), at its own card there (/services#<file name>), with a label that names it: the
 * content's `linkLabel` ("Explore") before the card's title. Each names its service by file name in
 * content (checked at build time, so deleting that service fails the build with the place that
 * still names it).
 */
export function ExpertiseSection() {
  const { expertise } = home
  return (
    <section aria-labelledby="expertise-heading" data-band="plain" className="py-14 sm:py-16">
      <Container>
        <SectionHeading id="expertise-heading" title={expertise.heading} intro={expertise.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {expertise.items.map((item, index) => {
            const Icon = ICONS[index % ICONS.length]!
            return (
              <Card
                as="li"
                key={item.title}
                className="relative flex flex-col p-6 text-card-foreground shadow-soft"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl">{item.title}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{item.description}</p>
                <TextLink
                  to={`/services#${item.service}`}
                  className="mt-4 inline-flex min-h-11 items-center gap-2 after:absolute after:inset-0 after:rounded-2xl"
                >
                  {expertise.linkLabel} {item.title}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </TextLink>
              </Card>
            )
          })}
        </ul>
      </Container>
    </section>
  )
}
