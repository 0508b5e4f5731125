import { Send } from 'lucide-react'
import type { OwnerActionBody } from '#core/contracts/owner-actions.ts'
import { OwnerActionCard } from './owner-action-card.tsx'

const subscribers = (body: OwnerActionBody) => {
  const n = body.recipients ?? 0
  return `${n} subscriber${n === 1 ? '' : 's'}`
}

/**
 * /owner/send#token=…: the "Send to N subscribers" link from the owner's preview of a newsletter
 * issue. Opening it only shows the subject and how many confirmed subscribers it would
 * reach now; her press sends it, once, through the outbox at the configured rate. The page shows no
 * address.
 */
export function SendFlow() {
  return (
    <OwnerActionCard
      id="send-heading"
      icon={Send}
      noLink="This page sends a newsletter issue from the link in its preview e-mail."
      ask="Send this newsletter issue?"
      referenceLabel="Issue"
      note="Each confirmed subscriber gets it once, with their own unsubscribe link; someone who unsubscribes meanwhile is skipped. This can be done once."
      action={(body) => `Send to ${subscribers(body)}`}
      working="Sending…"
      done={{
        heading: 'Issue on its way',
        text: (body) =>
          `It is going out to ${subscribers(body)}, a few each minute; npm run subscribers shows how far it is.`,
      }}
      already="This issue was already sent"
    />
  )
}
