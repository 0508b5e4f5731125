/**
 * The store's settings: content/store.yml ("Store settings" in the CMS). Shipping, returns and the
 * store's trust lines are written here once; the store page, product pages, the order
 * confirmation page and e-mail, and the terms of service (placeholders such as {returnsWindow})
 * all read them.
 */
import { z } from 'zod'
import { form, line, paragraph } from './fields.ts'

/** The icons a trust line may carry (drawn by the store page). */
export const TRUST_ICONS = ['quality', 'shipping', 'payment', 'returns'] as const

export const storeSettingsSchema = form({
  shipping: form({
    /**
     * The checkout charges no shipping, so only "Free" is true; a shipping charge needs a change
     * to the checkout first (docs/decisions/0075).
     */
    price: z.literal('Free'),
    time: line().meta({ description: 'How long standard delivery takes, such as 5-7 business days' }),
    /** One line beside the purchase button, e.g. "Free standard shipping, {shippingTime}." */
    summary: line().meta({
      description: 'One line beside the purchase button; {shippingTime} is the delivery time above',
    }),
  }),
  returns: form({
    window: line().meta({
      description: 'How long after delivery a buyer may return a product, such as 14 days',
    }),
    conditions: line().meta({
      description: 'What a returned product must be, such as unused and in its original packaging',
    }),
    /** One line beside the purchase button, e.g. "Returns within {returnsWindow} of delivery." */
    summary: line().meta({
      description: 'One line beside the purchase button; {returnsWindow} is the window above',
    }),
    /** The whole policy in a paragraph: the terms of service and the order e-mail show it. */
    policy: paragraph().meta({
      description:
        'The return policy in a few sentences (terms of service, order e-mail); use {returnsWindow} and {returnsConditions}',
    }),
  }),
  /** The store's promises under the products ("Chosen with care"). */
  trust: form({
    heading: line(),
    items: z
      .array(form({ icon: z.enum(TRUST_ICONS), title: line(), text: paragraph() }))
      .min(1)
      .max(4),
  }),
})
export type StoreSettings = z.infer<typeof storeSettingsSchema>
