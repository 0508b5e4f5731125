import { PackageCheck } from 'lucide-react'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import { OWNER_ACTION_LIMITS } from '#core/contracts/owner-actions.ts'
import { OwnerActionCard } from './owner-action-card.tsx'

/**
 * /owner/ship#token=…: the "Mark as shipped" link from the owner's order notice. The owner enters
 * the carrier and the tracking number and confirms, which ships the order once and sends the
 * buyer's shipping notice.
 */
export function ShipFlow() {
  return (
    <OwnerActionCard
      id="ship-heading"
      icon={PackageCheck}
      noLink="This page marks an order as shipped from the link in its order notice."
      ask="Mark this order as shipped?"
      referenceLabel="Order reference"
      fieldNames={['carrier', 'tracking']}
      values={(form) => ({
        carrier: String(form.get('carrier') ?? ''),
        tracking: String(form.get('tracking') ?? ''),
      })}
      fields={({ body, error, field, errorId }) => (
        <>
          <SelectField
            id="carrier"
            name="carrier"
            label="Carrier"
            required
            defaultValue=""
            aria-invalid={field === 'carrier' ? true : undefined}
          >
            <option value="" disabled>
              Choose…
            </option>
            {(body.carriers ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <Field
            id="tracking"
            name="tracking"
            label="Tracking number"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={OWNER_ACTION_LIMITS.tracking}
            aria-invalid={field === 'tracking' ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </>
      )}
      note="The buyer gets an e-mail with the tracking number. This can be done once."
      action="Mark as shipped and tell the buyer"
      working="Marking…"
      done={{ heading: 'Marked as shipped', text: 'The buyer’s shipping notice is on its way.' }}
      already="This order was already shipped"
    />
  )
}
