import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Unsubscribe } from '#app/features/newsletter/link-pages.tsx'
import { pageMeta } from '#app/lib/seo.ts'

export const meta = () => [
  ...pageMeta({
    title: 'Unsubscribe',
    description: 'Leave the monthly newsletter.',
    path: '/newsletter/unsubscribe',
  }),
  { name: 'robots', content: 'noindex' },
]

/** Every newsletter e-mail's visible unsubscribe link lands here (`?token=…`). */
export default function NewsletterUnsubscribe() {
  return (
    <>
      <PageHero eyebrow="Newsletter" title="Unsubscribe" />
      <Container className="py-14">
        <div className="mx-auto max-w-2xl">
          <Unsubscribe />
        </div>
      </Container>
    </>
  )
}
