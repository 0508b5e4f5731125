import { StatusPage } from '#app/components/ui/status-card.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { Unsubscribe } from '#app/features/newsletter/link-pages.tsx'
import { transactionalMeta } from '#app/lib/transactional-meta.ts'

export const meta = transactionalMeta('/newsletter/unsubscribe')

/** Every newsletter e-mail's visible unsubscribe link lands here (`?token=…`). */
export default function NewsletterUnsubscribe() {
  // A lower band for one short message, and a quiet way on after it (no second path).
  return (
    <StatusPage eyebrow="Newsletter" title="Unsubscribe">
      <Unsubscribe />
      <p className="mt-6 text-muted-foreground">
        Still welcome here: <TextLink to="/blog">read the blog</TextLink> or go back to the{' '}
        <TextLink to="/">home page</TextLink>.
      </p>
    </StatusPage>
  )
}
