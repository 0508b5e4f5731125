import { StatusPage } from '#app/components/ui/status-card.tsx'
import { ConfirmSubscription } from '#app/features/newsletter/link-pages.tsx'
import { transactionalMeta } from '#app/lib/transactional-meta.ts'

export const meta = transactionalMeta('/newsletter/confirm')

/** The confirm link of the newsletter's e-mail lands here (`?token=…`). */
export default function NewsletterConfirm() {
  // The title says what the page does, on a lower band: one short message follows.
  return (
    <StatusPage eyebrow="Newsletter" title="Confirm Your Subscription">
      <ConfirmSubscription />
    </StatusPage>
  )
}
