import { MapPin } from 'lucide-react'
import { memo } from 'react'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import { useAdoptTaps } from '#app/lib/taps.ts'
import { SHIPPING_FIELD_LIMITS, type ShippingInfo } from '#core/contracts/checkout.ts'

/** Countries we ship to, by ISO code; the first (US) is the default. */
export const SHIPPING_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'MX', name: 'Mexico' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
] as const

export const EMPTY_SHIPPING: ShippingInfo = {
  name: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  country: SHIPPING_COUNTRIES[0].code,
}

type TextField = Exclude<keyof ShippingInfo, 'country'>

const FIELDS: readonly {
  key: TextField
  label: string
  autoComplete: string
  type?: 'email'
  wide?: boolean
}[] = [
  // Name and e-mail share a row from 640 px, so the purchase button is one row nearer.
  { key: 'name', label: 'Full name', autoComplete: 'shipping name' },
  { key: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { key: 'address', label: 'Street address', autoComplete: 'shipping address-line1', wide: true },
  { key: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  { key: 'state', label: 'State / Province', autoComplete: 'shipping address-level1' },
  { key: 'zip', label: 'ZIP / Postal code', autoComplete: 'shipping postal-code' },
]

export const shippingFieldId = (key: keyof ShippingInfo) => `shipping-${key}`

/**
 * The shipping form, every field with a visible label, autofill hints and the function's length
 * limit. What a visitor typed (or autofilled) before hydration is in the fields: adopted.
 */
export const ShippingFields = memo(function ShippingFields({
  value,
  invalid,
  onChange,
}: {
  value: ShippingInfo
  invalid: ReadonlySet<keyof ShippingInfo>
  onChange: (key: keyof ShippingInfo, text: string) => void
}) {
  useAdoptTaps(() => {
    for (const key of Object.keys(value) as (keyof ShippingInfo)[]) {
      const field = document.getElementById(shippingFieldId(key)) as
        | HTMLInputElement
        | HTMLSelectElement
        | null
      if (field && field.value !== value[key]) onChange(key, field.value)
    }
  })
  return (
    // A step of its own after the order's summary: a rule above it and a heading with an icon, so
    // the seven fields read as one group ("where it goes") rather than a run of the card.
    <fieldset className="border-t border-border pt-6">
      {/* Floated, so the legend lays out as a heading rather than sitting on the fieldset's edge. */}
      <legend className="float-left flex w-full items-center gap-3 font-serif text-xl font-semibold">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground"
        >
          <MapPin className="size-4.5" />
        </span>
        Shipping information
      </legend>
      {/* What the check does: every text field must be filled (and the e-mail well formed); the
          country is a choice that starts on the first one. */}
      <p className="clear-left pt-2 pb-4 text-base text-muted-foreground">
        We need every field to ship your order. Country starts as {SHIPPING_COUNTRIES[0].name}: change it if
        you are elsewhere.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <Field
            key={f.key}
            id={shippingFieldId(f.key)}
            name={f.key}
            label={f.label}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            maxLength={SHIPPING_FIELD_LIMITS[f.key]}
            required
            aria-invalid={invalid.has(f.key) || undefined}
            value={value[f.key]}
            onChange={(e) => onChange(f.key, e.target.value)}
            className={f.wide ? 'sm:col-span-2' : undefined}
          />
        ))}
        <SelectField
          id={shippingFieldId('country')}
          name="country"
          label="Country"
          autoComplete="shipping country"
          value={value.country}
          onChange={(e) => onChange('country', e.target.value)}
          // A native select keeps line-height: normal in Chromium, so it came out 5 px shorter than
          // the inputs beside it: the inputs' height (1.7 lines + padding + border) is set here.
          className="[&_select]:h-[calc(1.7em+1rem+2px)]"
        >
          {SHIPPING_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  )
})
