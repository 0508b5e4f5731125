import { Lock, type LucideIcon, RotateCcw, Truck } from 'lucide-react'
import type { ComponentProps } from 'react'
import { practice } from '#app/config/practice.ts'
import { storeSettings } from '#app/content/store-settings.ts'

type PromiseItem = { Icon: LucideIcon; text: string }

/** Promises as a list of icon and sentence, laid out by `className`. */
function PromiseList({ items, ...props }: { items: PromiseItem[] } & ComponentProps<'ul'>) {
  return (
    <ul {...props}>
      {items.map(({ Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {text}
        </li>
      ))}
    </ul>
  )
}

/**
 * The store's promises, one line each, from the store settings (content/store.yml): delivery time,
 * returns window and who takes the card. Nothing here says more than the checkout does. They sit
 * in the store's hero, under its action, so the products follow the hero directly.
 */
export function StorePromises() {
  return (
    <PromiseList
      aria-label="Shipping, returns and payment"
      data-testid="store-promises"
      className="flex flex-col items-start gap-2 text-left text-[0.9375rem] sm:text-base"
      items={[
        { Icon: Truck, text: storeSettings.shipping.summary },
        { Icon: RotateCcw, text: storeSettings.returns.summary },
        { Icon: Lock, text: `Secure checkout by ${practice.paymentProvider}.` },
      ]}
    />
  )
}

/**
 * A partner product's line under the price: who sells and ships it. (A product sold here says its
 * shipping and returns once, beside the purchase button.)
 */
export function PartnerLine() {
  return (
    <PromiseList
      data-testid="price-line"
      className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-[0.95rem] text-muted-foreground"
      items={[{ Icon: Truck, text: 'Sold, shipped and returned by our partner.' }]}
    />
  )
}

/** The first sentence of the partner-link disclosure: the short label beside each partner button. */
export function shortDisclosure(text: string): string {
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text
}

/**
 * The one paragraph under the grid that every card would otherwise repeat: what a partner link
 * means (the cards carry its first sentence beside their button), who sells and ships partner
 * items, and that wellness products are no medical advice.
 */
export function StoreDisclosure() {
  return (
    <p
      data-testid="store-disclosure"
      className="mx-auto mt-10 max-w-3xl text-center text-base text-muted-foreground"
    >
      {practice.affiliateDisclosure} Partner products are sold, shipped and returned by the partner on its own
      site; the promises above are for products sold here. Wellness products are not medical advice: ask your
      doctor if unsure.
    </p>
  )
}
