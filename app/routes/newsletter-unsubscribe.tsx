import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { STATUS_AREA } from '#app/components/ui/status-card.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
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
      {/* A lower band for one short message, and a quiet way on after it (no second path). */}
      <PageHero eyebrow="Newsletter" title="Unsubscribe" compact />
      <Container className={STATUS_AREA}>
        <div className="mx-auto max-w-2xl">
          <Unsubscribe />
          <p className="mt-6 text-muted-foreground sm:text-center">
            Still welcome here: <TextLink to="/blog">read the blog</TextLink> or go back to the{' '}
            <TextLink to="/">home page</TextLink>.
          </p>
        </div>
      </Container>
    </>
  )
}
