import type { Notice } from '#app/lib/toast.ts'
import type { ShippingInfo } from './create-payment.ts'

/** The fields that must not be empty (country is optional), in form order. */
export const REQUIRED_SHIPPING_FIELDS = ['name', 'email', 'address', 'city', 'state', 'zip'] as const
export type RequiredShippingField = (typeof REQUIRED_SHIPPING_FIELDS)[number]

/** text @ text . text */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const VALIDATION_NOTICES = {
  missing: {
    title: 'Missing Information',
    description: 'Please fill in all shipping details before proceeding.',
  },
  email: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
} as const satisfies Record<string, Notice>

export type ShippingProblem = { notice: Notice; fields: RequiredShippingField[] } | null

/**
 * Spec section 5, in order: every required field filled, then the e-mail's shape.
 * Returns the first problem (the notice to show and the fields at fault), or null when valid.
 */
export function checkShipping(info: ShippingInfo): ShippingProblem {
  const empty = REQUIRED_SHIPPING_FIELDS.filter((field) => !info[field].trim())
  if (empty.length) return { notice: VALIDATION_NOTICES.missing, fields: empty }
  if (!EMAIL_PATTERN.test(info.email.trim())) return { notice: VALIDATION_NOTICES.email, fields: ['email'] }
  return null
}
