import { Loader2, Lock, Phone, RotateCcw, Truck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { Price } from '#app/components/ui/price.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { practice } from '#app/config/practice.ts'
import {
  BLANKET_COLORS,
  type BlanketColor,
  COLOR_PRODUCT_ID,
  type Product,
  totalCents,
} from '#app/content/products.ts'
import { storeSettings } from '#app/content/store-settings.ts'
import type { ShippingInfo } from '#app/lib/checkout-contract.ts'
import { notify } from '#app/lib/toast.ts'
import { ColorChoice } from './color-choice.tsx'
import { buildOrder } from './create-payment.ts'
import { QuantityStepper } from './quantity-stepper.tsx'
import { EMPTY_SHIPPING, ShippingFields, shippingFieldId } from './shipping-fields.tsx'
import { useCheckout } from './use-checkout.ts'
import { checkShipping } from './validate-shipping.ts'

export const PURCHASE_LABEL = `Purchase Now with ${practice.paymentProvider}`
export const PROCESSING_LABEL = 'Processing...'
/** The returns section of the terms (its id comes from the section heading). */
export const RETURN_POLICY_PATH = '/terms-of-service#shipping-returns-and-refunds'

/**
 * A link inside a sentence that is still a 44 px tap target on a phone: the box grows to 44 px and
 * negative margins give the height back, so the line spacing stays as it was.
 */
const INLINE_TARGET = '-my-3.5 inline-flex min-h-11 items-center'

/** The Purchase Details card: quantity, colour (blanket only), shipping, total and the pay button. */
export function PurchaseDetails({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1)
  const [color, setColor] = useState<BlanketColor>(BLANKET_COLORS[0])
  const [shipping, setShipping] = useState<ShippingInfo>(EMPTY_SHIPPING)
  const [invalid, setInvalid] = useState<ReadonlySet<keyof ShippingInfo>>(new Set())
  const checkout = useCheckout()

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
    setInvalid(new Set())
    checkout.start(buildOrder(product, quantity, color, shipping))
  }

  const onFieldChange = (key: keyof ShippingInfo, text: string) => {
    setShipping((s) => ({ ...s, [key]: text }))
    if (invalid.has(key)) setInvalid((set) => new Set([...set].filter((k) => k !== key)))
  }

  return (
    <section
      aria-labelledby="purchase-details"
      className="mt-10 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-soft sm:p-8"
    >
      <h2 id="purchase-details" className="text-2xl">
        Purchase Details
      </h2>
      <form noValidate onSubmit={onSubmit} aria-labelledby="purchase-details" className="mt-6 space-y-6">
        <QuantityStepper id="quantity" value={quantity} onChange={setQuantity} />
        {product.id === COLOR_PRODUCT_ID ? <ColorChoice value={color} onChange={setColor} /> : null}
        <ShippingFields value={shipping} invalid={invalid} onChange={onFieldChange} />
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-5">
          <span className="font-semibold">Total</span>
          <output
            htmlFor="quantity"
            aria-live="polite"
            className="font-serif text-2xl font-semibold tabular-nums"
          >
            <span className="sr-only">Total: </span>
            <Price cents={totalCents(product, quantity)} />
          </output>
        </div>
        <button
          type="submit"
          aria-disabled={checkout.processing || undefined}
          aria-busy={checkout.processing || undefined}
          className={buttonClasses(
            'primary',
            'w-full text-lg aria-disabled:cursor-progress aria-disabled:opacity-70',
          )}
        >
          {checkout.processing ? (
            <>
              <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              {PROCESSING_LABEL}
            </>
          ) : (
            PURCHASE_LABEL
          )}
        </button>
        {/* What a buyer weighs before paying, right beside the button. */}
        <ul aria-label="Shipping, returns and payment" className="space-y-2.5 text-sm text-muted-foreground">
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
              Secure payment processing is provided by {practice.paymentProvider}. Your card details are
              entered on {practice.paymentProvider}’s checkout page and never reach this site.
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
      </form>
    </section>
  )
}
