/**
 * The create-payment request body, validated against the checkout contract the page also uses
 * (core/contracts/checkout.ts) and priced from the catalogue. The browser's `amount` is only a
 * check: the price charged always comes from core/content/products.ts.
 */
import { z } from 'zod'
import {
  BLANKET_COLORS,
  colorsOf,
  getProduct,
  type Product,
  type ProductColor,
  productEntries,
  totalCents,
} from '#core/content/products.ts'
import { productCatalogueSchema } from '#core/content/schemas/products.ts'
import {
  CHECKOUT_MESSAGES,
  centsFromAmount,
  EMAIL_PATTERN,
  MAX_QUANTITY,
  type RequiredShippingField,
  SHIPPING_FIELD_LIMITS,
  SHIPPING_FIELD_NAMES,
  tooLongMessage,
} from '#core/contracts/checkout.ts'

// The function may be deployed without a site build: check the catalogue it prices from at start-up.
productCatalogueSchema.parse(productEntries)

/** The largest request body accepted, in bytes (a real order is well under 1 KB). */
export const MAX_BODY_BYTES = 16 * 1024
/** Country used when the visitor leaves it empty. */
export const DEFAULT_COUNTRY = 'US'

/** The colour rule's message for a product, naming its colours. */
export const colorMessage = (colors: readonly string[]) =>
  `Please choose a colour: ${colors.slice(0, -1).join(', ')} or ${colors.at(-1)}.`

/** The contract's messages, and the colour rule's for the first product with colours. */
export const MESSAGES = {
  ...CHECKOUT_MESSAGES,
  color: colorMessage(BLANKET_COLORS),
  soldByPartner:
    'This product is sold by our partner, not here: please buy it on the partner’s site (the button on its page).',
} as const

// C0/C1 control characters (newlines, NUL, escape…) never belong in an address line.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/

function shippingText(field: RequiredShippingField) {
  const label = SHIPPING_FIELD_NAMES[field]
  return z
    .string({
      error: (issue) => (issue.input == null ? MESSAGES.missingShipping : `Please check the ${label}.`),
    })
    .trim()
    .min(1, MESSAGES.missingShipping)
    .max(SHIPPING_FIELD_LIMITS[field], tooLongMessage(field))
    .refine((s) => !CONTROL_CHARS.test(s), `The ${label} contains characters we cannot accept.`)
}

const COUNTRY_ALIASES: Record<string, string> = {
  USA: 'US',
  'UNITED STATES': 'US',
  'UNITED STATES OF AMERICA': 'US',
}

/** Optional (absent, null or empty → US); a two-letter code, with a few spellings of the US accepted. */
const country = z
  .string({ error: MESSAGES.country })
  .max(60, MESSAGES.country)
  .nullish()
  .transform((value) => {
    const upper = (value ?? '').trim().replace(/\.$/, '').toUpperCase()
    return COUNTRY_ALIASES[upper] ?? (upper || DEFAULT_COUNTRY)
  })
  .pipe(z.string().regex(/^[A-Z]{2}$/, MESSAGES.country))

const shippingSchema = z.object(
  {
    name: shippingText('name'),
    email: shippingText('email').pipe(z.string().regex(EMAIL_PATTERN, MESSAGES.invalidEmail)),
    address: shippingText('address'),
    city: shippingText('city'),
    state: shippingText('state'),
    zip: shippingText('zip'),
    country,
  },
  { error: MESSAGES.missingShipping },
)

/** Accepts a JSON number, or a decimal string such as "59.98" (what `toFixed(2)` gives). */
const amount = z.union(
  [
    z.number().nonnegative(MESSAGES.amount),
    z
      .string()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, MESSAGES.amount)
      .transform(Number),
  ],
  { error: MESSAGES.amount },
)

/** The request body. Unknown fields are ignored (stripped), so the page may send more. */
const bodySchema = z.object(
  {
    productId: z.string({ error: MESSAGES.unknownProduct }).refine((id) => getProduct(id) !== undefined, {
      error: MESSAGES.unknownProduct,
    }),
    quantity: z
      .number({ error: MESSAGES.quantity })
      .int(MESSAGES.quantity)
      .min(1, MESSAGES.quantity)
      .max(MAX_QUANTITY, MESSAGES.quantity),
    // Checked against the product's own colours once the product is known (below).
    selectedColor: z.unknown().optional(),
    shippingInfo: shippingSchema,
    amount,
  },
  { error: MESSAGES.unreadable },
)

export type ShippingInfo = z.infer<typeof shippingSchema>

/** A validated order, priced from the catalogue. */
export interface PricedOrder {
  product: Product
  quantity: number
  /** Set for a product with a colour choice only (its first colour when the page sent none). */
  color: ProductColor | null
  shipping: ShippingInfo
  unitAmountCents: number
  totalCents: number
}

export type OrderResult = { ok: true; order: PricedOrder } | { ok: false; status: 400 | 409; error: string }

const OUR_MESSAGES = new Set<string>(Object.values(MESSAGES))
const isOurMessage = (message: string) =>
  OUR_MESSAGES.has(message) || message.startsWith('The ') || message.startsWith('Please check the ')

/**
 * The colour of an order: one of the product's own colours (its first when none was sent), null
 * for a product without a choice, which must not be sent one.
 */
export function chosenColor(
  product: Product,
  sent: unknown,
): { ok: true; color: ProductColor | null } | { ok: false; error: string } {
  const colors = colorsOf(product)
  if (!colors)
    return sent == null ? { ok: true, color: null } : { ok: false, error: MESSAGES.colorNotOffered }
  if (sent == null) return { ok: true, color: colors[0] }
  const color = colors.find((c) => c === sent)
  return color ? { ok: true, color } : { ok: false, error: colorMessage(colors) }
}

/** Validates a parsed JSON body and prices it from the catalogue. Never throws. */
export function priceOrder(body: unknown): OrderResult {
  const parsed = bodySchema.safeParse(body)
  if (!parsed.success) {
    // Every rule above carries its own message; zod's generic ones never reach the visitor.
    const messages = parsed.error.issues.map((issue) => issue.message).filter(isOurMessage)
    // As in the browser's checks, empty shipping fields are reported before a malformed e-mail.
    const error = messages.includes(MESSAGES.missingShipping)
      ? MESSAGES.missingShipping
      : (messages[0] ?? MESSAGES.unreadable)
    return { ok: false, status: 400, error }
  }
  const data = parsed.data
  const product = getProduct(data.productId)!
  // A product the practice does not sell is bought on the partner's page only.
  if (!product.soldHere) return { ok: false, status: 400, error: MESSAGES.soldByPartner }
  const color = chosenColor(product, data.selectedColor)
  if (!color.ok) return { ok: false, status: 400, error: color.error }
  const unitAmountCents = product.priceCents
  const total = totalCents(product, data.quantity)
  // The page's total must match ours to the cent (a stale page after a price change, or a tampered request).
  if (centsFromAmount(data.amount) !== total) return { ok: false, status: 409, error: MESSAGES.priceChanged }
  return {
    ok: true,
    order: {
      product,
      quantity: data.quantity,
      color: color.color,
      shipping: data.shippingInfo,
      unitAmountCents,
      totalCents: total,
    },
  }
}
