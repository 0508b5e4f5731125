/**
 * The checkout contract: what the product page sends to the create-payment function and what the
 * function accepts, in one place both import. Plain TypeScript with no React and no validator
 * library, so the page ships it as is and the function (Node or Deno) reads the same rules.
 *
 * Money is in whole cents everywhere in code; the request's `amount` is the only place it is written
 * in dollars, because that is the documented request body, and it is converted at that edge only.
 */
import type { ProductColor } from '#core/content/products.ts'

export interface ShippingInfo {
  name: string
  email: string
  address: string
  city: string
  state: string
  zip: string
  /** Two-letter country code; empty means the United States. */
  country: string
}

/** The create-payment request body. */
export interface PaymentOrder {
  productId: string
  quantity: number
  /** Only for the weighted blanket; omitted otherwise. */
  selectedColor?: ProductColor
  shippingInfo: ShippingInfo
  /** Unit price × quantity in dollars, to the cent (e.g. 59.98): see `amountFromCents`. */
  amount: number
}

/** The fields that must not be empty (country is optional), in form order. */
export const REQUIRED_SHIPPING_FIELDS = ['name', 'email', 'address', 'city', 'state', 'zip'] as const
export type RequiredShippingField = (typeof REQUIRED_SHIPPING_FIELDS)[number]

/**
 * The longest value of each text field, in characters after trimming: the inputs' maxLength and
 * the function's limit. 254 is the longest e-mail address SMTP can carry.
 */
export const SHIPPING_FIELD_LIMITS: Readonly<Record<RequiredShippingField, number>> = {
  name: 100,
  email: 254,
  address: 200,
  city: 100,
  state: 100,
  zip: 20,
}

/** How each field is named in a message. */
export const SHIPPING_FIELD_NAMES: Readonly<Record<RequiredShippingField, string>> = {
  name: 'name',
  email: 'email address',
  address: 'street address',
  city: 'city',
  state: 'state',
  zip: 'ZIP code',
}

/** The most items of one product a single checkout may buy (the store shows no maximum). */
export const MAX_QUANTITY = 10

/**
 * The e-mail rule: the same pattern as zod's `z.email()` (a test proves the two agree), so the page
 * never accepts an address the function then refuses. Dotted local part without leading, trailing
 * or doubled dots; a domain of labels ending in a top-level name of two or more letters.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export const isValidEmail = (text: string): boolean => EMAIL_PATTERN.test(text.trim())

/** Messages a visitor can read, shown by the page or sent back by the function. */
export const CHECKOUT_MESSAGES = {
  missingShipping: 'Please fill in all shipping details before proceeding.',
  invalidEmail: 'Please enter a valid email address.',
  unknownProduct: 'This product is not available. Please go back to the store and choose again.',
  quantity: `Please choose a quantity from 1 to ${MAX_QUANTITY}.`,
  colorNotOffered: 'Only the weighted blanket comes in different colours.',
  country: 'Please enter the country as a two-letter code, such as US.',
  amount: 'The order total is missing. Please reload the page and try again.',
  priceChanged:
    'The price of this product has changed since the page was loaded. Please reload the page to see the current price and try again.',
  unreadable: 'We could not read the order. Please reload the page and try again.',
} as const

/** "The city is too long (100 characters at most)." */
export const tooLongMessage = (field: RequiredShippingField): string =>
  `The ${SHIPPING_FIELD_NAMES[field]} is too long (${SHIPPING_FIELD_LIMITS[field]} characters at most).`

/** The request's dollar amount for a total in cents: 5998 → 59.98. */
export const amountFromCents = (cents: number): number => cents / 100

/** The cents a request's dollar amount stands for, or null when it is not a whole number of cents. */
export function centsFromAmount(amount: number): number | null {
  const cents = Math.round(amount * 100)
  return Number.isSafeInteger(cents) && Math.abs(amount * 100 - cents) < 1e-6 ? cents : null
}

/** The page's per-attempt `Idempotency-Key` header: 8 to 200 URL-safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,200}$/

/**
 * A Stripe Checkout Session id: `cs_test_` or `cs_live_` and at most 250 letters and digits
 * (Stripe's are about 60). Anything else in a link to the order confirmation did not come from a
 * checkout, and is never shown or looked up.
 */
export const CHECKOUT_SESSION_ID_PATTERN = /^cs_(test|live)_[A-Za-z0-9]{1,250}$/

export const isCheckoutSessionId = (value: string): boolean => CHECKOUT_SESSION_ID_PATTERN.test(value)
