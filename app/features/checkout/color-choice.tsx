import { useRef } from 'react'
import { cn } from '#app/lib/cn.ts'
import { useAdoptTaps } from '#app/lib/taps.ts'
import type { ProductColor } from '#core/content/products.ts'

/** Fixed swatch colours: the product's colours, the same in both themes. */
const SWATCH: Record<ProductColor, string> = {
  'Navy Blue': '#233c5e',
  Black: '#1b1b1d',
  White: '#f7f5f0',
}

/**
 * A product's colour, as a radio group (its first colour is the default). The chosen tile is
 * drawn from `:checked`, so a tap answers before hydration too; the choice is then adopted.
 */
export function ColorChoice({
  colors,
  value,
  onChange,
}: {
  colors: readonly ProductColor[]
  value: ProductColor
  onChange: (c: ProductColor) => void
}) {
  const ref = useRef<HTMLFieldSetElement>(null)
  useAdoptTaps(() => {
    const checked = ref.current?.querySelector<HTMLInputElement>('input:checked')?.value
    const chosen = colors.find((c) => c === checked)
    if (chosen && chosen !== value) onChange(chosen)
  })
  return (
    <fieldset ref={ref}>
      <legend className="mb-2 text-[0.95rem] font-semibold">Color</legend>
      {/* On a phone three tiles in one row, the swatch over its name (three side-by-side pills left
          "White" alone on a second row at 375 px); from 640 px the pills in one row. */}
      <div className="grid max-w-md grid-cols-3 gap-2 sm:flex sm:max-w-none sm:flex-wrap sm:gap-3">
        {colors.map((color) => (
          <label
            key={color}
            className={cn(
              'group relative flex min-h-11 cursor-pointer flex-col items-center gap-3 rounded-xl border px-2 pt-3.5 pb-2.5 text-center text-[0.95rem] leading-tight transition-colors sm:flex-row sm:rounded-full sm:py-2 sm:ps-3.5 sm:pe-4 sm:text-base',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              // The chosen one: a 2 px primary edge (border and ring, so nothing moves) on the
              // secondary fill, bold, and its swatch ringed in the primary colour.
              'border-muted-foreground hover:bg-secondary',
              'has-checked:border-primary has-checked:bg-secondary has-checked:font-semibold has-checked:text-secondary-foreground has-checked:ring-1 has-checked:ring-primary',
            )}
          >
            <input
              type="radio"
              name="color"
              value={color}
              checked={color === value}
              onChange={() => onChange(color)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-xl opacity-0 sm:rounded-full"
            />
            <span
              aria-hidden="true"
              data-swatch=""
              // A ring 2 px off the swatch, strong enough in the dark theme that Navy and Black stand
              // out from the dark card (Navy read as a hole); there a light rim inside the
              // swatch too, so the dark colour reads as a disc, not as the gap, and from
              // a brighter rim and a larger disc on a wide screen. The chosen swatch's ring
              // is the primary colour.
              className={cn(
                'size-7 shrink-0 rounded-full outline-2 outline-offset-2 outline-solid sm:size-6 dark:inset-ring-2 dark:inset-ring-white/60',
                'outline-muted-foreground group-has-checked:outline-primary dark:outline-foreground/80 dark:group-has-checked:outline-primary',
              )}
              style={{ backgroundColor: SWATCH[color] }}
            />
            {color}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
