import type { Notice } from '#app/lib/toast.ts'
import {
  CHECKOUT_MESSAGES,
  isValidEmail,
  REQUIRED_SHIPPING_FIELDS,
  type RequiredShippingField,
  type ShippingInfo,
} from '#core/contracts/checkout.ts'

export const VALIDATION_NOTICES = {
  missing: { title: 'Missing Information', description: CHECKOUT_MESSAGES.missingShipping },
  email: { title: 'Invalid Email', description: CHECKOUT_MESSAGES.invalidEmail },
} as const satisfies Record<string, Notice>

export type ShippingProblem = { notice: Notice; fields: RequiredShippingField[] } | null

/**
 * In order: every required field filled, then the e-mail by the same rule the function applies.
 * Returns the first problem (the notice to show and the fields at fault), or null when valid.
 */
export function checkShipping(info: ShippingInfo): ShippingProblem {
  const empty = REQUIRED_SHIPPING_FIELDS.filter((field) => !info[field].trim())
  if (empty.length) return { notice: VALIDATION_NOTICES.missing, fields: empty }
  if (!isValidEmail(info.email)) return { notice: VALIDATION_NOTICES.email, fields: ['email'] }
  return null
}
