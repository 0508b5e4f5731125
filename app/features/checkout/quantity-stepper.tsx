import { Minus, Plus } from 'lucide-react'
import { useRef, useState } from 'react'
import { TapScript } from '#app/components/hydration/tap-script.tsx'
import { controlClasses } from '#app/components/ui/field.tsx'
import { useAdoptTaps } from '#app/lib/taps.ts'

export const MIN_QUANTITY = 1

/** Whole numbers from 1 up; anything else typed counts as 1 (the stepper never shows an error). */
export function parseQuantity(text: string): number {
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN
  return Number.isSafeInteger(n) && n >= MIN_QUANTITY ? n : MIN_QUANTITY
}

const stepButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-muted-foreground text-foreground transition-colors hover:bg-secondary disabled:cursor-not-allowed disabled:opacity-50'

/**
 * − [n] +: the minus button is disabled at 1; no maximum is shown. Before hydration the buttons
 * step the field (app/boot/taps.ts, `step`); the count they left there is adopted.
 */
export function QuantityStepper({
  id,
  value,
  onChange,
}: {
  id: string
  value: number
  onChange: (quantity: number) => void
}) {
  // What the visitor typed, kept until they leave the field so that clearing it to type works.
  const [draft, setDraft] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  useAdoptTaps(() => {
    const typed = parseQuantity(inputRef.current?.value ?? '')
    if (typed !== value) onChange(typed)
  })
  const set = (n: number) => {
    setDraft(null)
    onChange(n)
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-[0.95rem] font-semibold">
        Quantity
      </label>
      <div className="flex items-center gap-3">
        <button
          type="button"
          data-tap="step"
          data-step="-1"
          className={stepButton}
          onClick={() => {
            const next = Math.max(MIN_QUANTITY, value - 1)
            set(next)
            // The button disables itself at the minimum: keep keyboard focus nearby.
            if (next === MIN_QUANTITY) inputRef.current?.focus()
          }}
          disabled={value <= MIN_QUANTITY}
          aria-label="Decrease quantity"
          aria-controls={id}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? String(value)}
          onChange={(e) => {
            setDraft(e.target.value)
            onChange(parseQuantity(e.target.value))
          }}
          onBlur={() => setDraft(null)}
          className={controlClasses('w-20! text-center tabular-nums')}
        />
        <button
          type="button"
          data-tap="step"
          data-step="1"
          className={stepButton}
          onClick={() => set(value + 1)}
          aria-label="Increase quantity"
          aria-controls={id}
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
        <TapScript kind="step" />
      </div>
    </div>
  )
}
