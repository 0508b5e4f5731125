import { Loader2, Lock, Phone, RotateCcw, Truck } from 'lucide-react'
import { type FormEvent, memo, useCallback, useEffect, useRef, useState } from 'react'
import { TapScript } from '#app/components/hydration/tap-script.tsx'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { Price } from '#app/components/ui/price.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { useQueuedSubmit } from '#app/lib/queued-submit.ts'
import { notify } from '#app/lib/toast.ts'
import { practice } from '#core/config/practice.ts'
import { colorsOf, type Product, totalCents } from '#core/content/products.ts'
import { storeSettings } from '#core/content/store-settings.ts'
import type { ShippingInfo } from '#core/contracts/checkout.ts'
import { ColorChoice } from './color-choice.tsx'
import { buildOrder, PAYMENT_MESSAGES } from './create-payment.ts'
import { QuantityStepper } from './quantity-stepper.tsx'
import { EMPTY_SHIPPING, ShippingFields, shippingFieldId } from './shipping-fields.tsx'
import { useCheckout } from './use-checkout.ts'
import { checkShipping } from './validate-shipping.ts'

export const PURCHASE_LABEL = `Purchase Now with ${practice.paymentProvider}`
export const PROCESSING_LABEL = 'Processing...'
/** The same action on the phone's order summary bar, in fewer words. */
export const PURCHASE_SHORT_LABEL = 'Purchase Now'
/** The returns section of the terms (its id comes from the section heading). */
export const RETURN_POLICY_PATH = '/terms-of-service#shipping-returns-and-refunds'

/**
 * A link inside a sentence that is still a 44 px tap target on a phone: the box grows to 44 px and
 * negative margins give the height back, so the line spacing stays as it was.
 */
const INLINE_TARGET = '-my-3.5 inline-flex min-h-11 items-center'

const FORM_ID = 'purchase-form'

/**
 * The Purchase Details card, in one order on every screen: quantity, colour (blanket only) and the
 * running total first, then the shipping form and the pay button. Below 1024 px, while the card is still further down the
 * page, a bar fixed to the bottom of the screen carries the total and the same submit action, so a
 * visitor on a phone can buy without first scrolling past the whole address form: an empty field
 * then gets the spec's 'Missing Information' toast and focus, as from the card's own button.
 */
export function PurchaseDetails({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1)
  const colors = colorsOf(product)
  const [color, setColor] = useState(colors?.[0] ?? null)
  const [shipping, setShipping] = useState<ShippingInfo>(EMPTY_SHIPPING)
  const [invalid, setInvalid] = useState<ReadonlySet<keyof ShippingInfo>>(new Set())
  const checkout = useCheckout()
  // A Purchase tapped before hydration is kept (app/boot/taps.ts, `form`) and sent once from here.
  const formRef = useRef<HTMLFormElement>(null)
  useQueuedSubmit(formRef)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (checkout.isBusy()) return
    const problem = checkShipping(shipping)
    if (problem) {
      setInvalid(new Set(problem.fields))
      notify.destructive(problem.notice)
      const first = problem.fields[0]
      if (first) document.getElementById(shippingFieldId(first))?.focus()
      return
    }
    if (invalid.size) setInvalid(new Set())
    checkout.start(buildOrder(product, quantity, color, shipping))
  }

  // Stable, so the (memoised) fields are not drawn again when only the busy state changes: that
  // render is the frame that answers the Purchase tap.
  const onFieldChange = useCallback((key: keyof ShippingInfo, text: string) => {
    setShipping((s) => ({ ...s, [key]: text }))
    setInvalid((set) => (set.has(key) ? new Set([...set].filter((k) => k !== key)) : set))
  }, [])

  // The summary bar shows while this card is below the screen: from the first paint (the prerendered
  // page has it; a phone opens with the card far below), hidden once the card comes on screen or has
  // passed (the bar's Purchase Now beside the card's quantity, total and own button read
  // as the same action twice). Above 1024 px the card sits beside the gallery and needs no bar.
  const cardRef = useRef<HTMLElement>(null)
  const [buttonBelow, setButtonBelow] = useState(true)
  useEffect(() => {
    const card = cardRef.current
    if (!card || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setButtonBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0)
    })
    observer.observe(card)
    return () => observer.disconnect()
  }, [])
  // From 1024 px the bar is not displayed (lg:hidden); once hydrated it leaves the page there too.
  const [wide, setWide] = useState(false)
  useEffect(() => {
    const query = matchMedia('(min-width: 64rem)')
    const update = () => setWide(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  const total = <Price cents={totalCents(product, quantity)} />
  const busyLabel = (
    <>
      <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />
      {PROCESSING_LABEL}
    </>
  )
  const submitProps = {
    type: 'submit',
    form: FORM_ID,
    'aria-disabled': checkout.processing || undefined,
    'aria-busy': checkout.processing || undefined,
  } as const

  return (
    <section
      ref={cardRef}
      aria-labelledby="purchase-details"
      className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-soft sm:p-8 max-lg:[&_:is(input,select)]:scroll-mb-36"
    >
      <h2 id="purchase-details" className="text-2xl">
        Purchase Details
      </h2>
      <form
        ref={formRef}
        id={FORM_ID}
        data-tap="form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="purchase-details"
        className="mt-6 space-y-6"
      >
        <QuantityStepper id="quantity" value={quantity} onChange={setQuantity} />
        {colors && color ? <ColorChoice colors={colors} value={color} onChange={setColor} /> : null}
        {/* What is being bought, before the address: the chosen colour, the quantity, the price
            of one and the total. It follows the choices it sums up, on every screen (lists
            above them beside the gallery and below them on a phone read as two orders), like a
            cart's subtotal before the address and the pay button (docs/design-notes.md, 0203). */}
        <div
          data-testid="order-summary"
          className="rounded-xl border border-border bg-secondary/50 px-4 py-3"
        >
          <p className="text-base text-muted-foreground">
            {color ? `${color} · ` : null}Qty {quantity} · <Price cents={product.priceCents} /> each
          </p>
          <div className="mt-1 flex items-baseline justify-between gap-4">
            <span className="font-semibold">Total</span>
            <output
              htmlFor="quantity"
              aria-live="polite"
              className="font-serif text-2xl font-semibold tabular-nums"
            >
              <span className="sr-only">Total: </span>
              {total}
            </output>
          </div>
        </div>
        <ShippingFields value={shipping} invalid={invalid} onChange={onFieldChange} />
        <button
          {...submitProps}
          className={buttonClasses('primary', 'w-full aria-busy:cursor-progress aria-busy:opacity-70', 'lg')}
        >
          {checkout.processing ? busyLabel : PURCHASE_LABEL}
        </button>
        {/* The toast goes; a buyer whose payment could not start keeps the next step in view. */}
        {checkout.unavailable ? (
          <div
            data-testid="payment-unavailable"
            className="rounded-xl border border-destructive px-4 py-3 text-[0.95rem]"
          >
            <p className="font-semibold">{checkout.unavailable}</p>
            <p className="mt-1">
              {PAYMENT_MESSAGES.nextStep} call{' '}
              <TextLink to={practice.phone.href} className={INLINE_TARGET}>
                {practice.phone.display}
              </TextLink>{' '}
              or e-mail{' '}
              <TextLink to={`mailto:${practice.email}`} className={INLINE_TARGET}>
                {practice.email}
              </TextLink>
              .
            </p>
          </div>
        ) : null}
        {/* What a buyer weighs before paying, right beside the button. */}
        <PurchaseNotes />
        <TapScript kind="form" />
      </form>
      {buttonBelow && !wide ? (
        <section
          aria-label="Order summary"
          data-testid="purchase-bar"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden"
        >
          <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
            <p className="leading-tight">
              {/* What is chosen, and the total once (a reader read "1 × $299.99" and
                  "Total $299.99" as the same sum twice). */}
              <span className="block text-sm text-muted-foreground">
                Qty {quantity}
                {color ? ` · ${color}` : null}
              </span>
              <span className="font-serif text-xl font-semibold tabular-nums">Total {total}</span>
            </p>
            <button
              {...submitProps}
              className={buttonClasses(
                'primary',
                'shrink-0 whitespace-nowrap aria-busy:cursor-progress aria-busy:opacity-70',
              )}
            >
              {checkout.processing ? busyLabel : PURCHASE_SHORT_LABEL}
            </button>
          </div>
        </section>
      ) : null}
    </section>
  )
}

/**
 * Shipping, returns and payment, beside the button. Memoised: it has no props, so the Purchase
 * tap's render (the busy button) does not draw its links and icons again.
 */
const PurchaseNotes = memo(function PurchaseNotes() {
  return (
    <ul aria-label="Shipping, returns and payment" className="space-y-2.5 text-base text-muted-foreground">
      <li className="flex items-start gap-2">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{storeSettings.shipping.summary}</span>
      </li>
      <li className="flex items-start gap-2">
        <RotateCcw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {storeSettings.returns.summary}{' '}
          <TextLink to={RETURN_POLICY_PATH} className={INLINE_TARGET}>
            Return policy
          </TextLink>
        </span>
      </li>
      <li className="flex items-start gap-2">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Secure payment processing is provided by {practice.paymentProvider}. Your card details are entered
          on {practice.paymentProvider}’s checkout page and never reach this site.
        </span>
      </li>
      <li className="flex items-start gap-2">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Questions first? Call{' '}
          <TextLink to={practice.phone.href} className={INLINE_TARGET}>
            {practice.phone.display}
          </TextLink>
          .
        </span>
      </li>
    </ul>
  )
})
