import { BLANKET_COLORS, type BlanketColor } from '#app/content/products.ts'
import { cn } from '#app/lib/cn.ts'

/** Fixed swatch colours: the product's colours, the same in both themes. */
const SWATCH: Record<BlanketColor, string> = {
  'Navy Blue': '#233c5e',
  Black: '#1b1b1d',
  White: '#f7f5f0',
}

/** The weighted blanket's colour, as a radio group (Navy Blue first and default). */
export function ColorChoice({
  value,
  onChange,
}: {
  value: BlanketColor
  onChange: (c: BlanketColor) => void
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-[0.95rem] font-semibold">Color</legend>
      {/* On a phone three tiles in one row, the swatch over its name (three side-by-side pills left
          "White" alone on a second row at 375 px, review r3); from 640 px the pills in one row. */}
      <div className="grid max-w-md grid-cols-3 gap-2 sm:flex sm:max-w-none sm:flex-wrap sm:gap-3">
        {BLANKET_COLORS.map((color) => (
          <label
            key={color}
            className={cn(
              'relative flex min-h-11 cursor-pointer flex-col items-center gap-3 rounded-xl border px-2 pt-3.5 pb-2.5 text-center text-[0.95rem] leading-tight transition-colors sm:flex-row sm:rounded-full sm:py-2 sm:ps-3.5 sm:pe-4 sm:text-base',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              // The chosen one: a 2 px primary edge (border and ring, so nothing moves) on the
              // secondary fill, bold, and its swatch ringed in the primary colour.
              color === value
                ? 'border-primary bg-secondary font-semibold text-secondary-foreground ring-1 ring-primary'
                : 'border-muted-foreground hover:bg-secondary',
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
              // out from the dark card (review r3: Navy read as a hole); there a light rim inside the
              // swatch too, so the dark colour reads as a disc, not as the gap (review r4), and from
              // review r7 a brighter rim and a larger disc on a wide screen. The chosen swatch's ring
              // is the primary colour.
              className={cn(
                'size-7 shrink-0 rounded-full outline-2 outline-offset-2 outline-solid sm:size-6 dark:inset-ring-2 dark:inset-ring-white/60',
                color === value ? 'outline-primary' : 'outline-muted-foreground dark:outline-foreground/80',
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
