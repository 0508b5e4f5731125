import { Info, Lock, type LucideIcon, RotateCcw, Truck } from 'lucide-react'
import type { ComponentProps } from 'react'
import { practice } from '#core/config/practice.ts'
import { storeSettings } from '#core/content/store-settings.ts'

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

/** The first sentence of the partner-link disclosure: the short label beside each partner button. */
export function shortDisclosure(text: string): string {
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text
}

/**
 * The partner-link disclosure, said once between the hero and the grid, so it is read before any
 * partner link (the FTC asks for it before the link; each partner card also carries its first
 * sentence right above its link). A quiet note with an icon on the grid's left edge (the page's order:
 * intro, disclosure, grid, trust strip). Who sells partner items and "not medical advice" close the
 * trust strip, whose promises they qualify (StoreFootnote).
 */
export function StoreDisclosure() {
  return (
    <p data-testid="store-disclosure" className="flex gap-3 text-base leading-relaxed text-muted-foreground">
      <Info aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
      <span className="text-balance">{practice.affiliateDisclosure}</span>
    </p>
  )
}

/** The trust strip's last line: whose promises they are, and that wellness products are no medical advice. */
export function StoreFootnote() {
  return (
    <p
      data-testid="store-footnote"
      className="mx-auto mt-8 max-w-[34em] text-center text-base text-muted-foreground"
    >
      What you buy from a partner through a partner link is sold, shipped and returned by the partner on its
      own site; the promises above are for what you buy here. Wellness products are not medical advice: ask
      your doctor if unsure.
    </p>
  )
}
