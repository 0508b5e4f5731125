import { CalendarX2 } from 'lucide-react'
import { TextAreaField } from '#app/components/ui/field.tsx'
import { OWNER_ACTION_LIMITS } from '#core/contracts/owner-actions.ts'
import { OwnerActionCard } from './owner-action-card.tsx'

/**
 * /owner/cancel#token=…: the "Cancel this consultation" link from the owner's booking notice. The
 * owner may write a few words to the client and confirms: the consultation is cancelled once, its
 * time is free again, and the client is told (with her words). The page shows the time and the
 * reference, no more than the notice did.
 */
export function OwnerCancelFlow() {
  return (
    <OwnerActionCard
      id="cancel-heading"
      icon={CalendarX2}
      noLink="This page cancels a consultation from the link in its booking notice."
      ask="Cancel this consultation?"
      referenceLabel="Reference"
      fieldNames={['message']}
      values={(form) => ({ message: String(form.get('message') ?? '') })}
      fields={({ error, errorId }) => (
        <TextAreaField
          id="message"
          label="A few words to the client (optional)"
          name="message"
          rows={4}
          maxLength={OWNER_ACTION_LIMITS.message}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      )}
      note="The client gets an e-mail saying it is cancelled, and the time is free again. This can be done once."
      action="Cancel it and tell the client"
      working="Cancelling…"
      done={{
        heading: 'Consultation cancelled',
        text: 'The client is being told, and the time is free again.',
      }}
      already="This consultation was already cancelled"
    />
  )
}
