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
      <div className="flex flex-wrap gap-3">
        {BLANKET_COLORS.map((color) => (
          <label
            key={color}
            className={cn(
              'relative inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-full border py-2 ps-3.5 pe-4 transition-colors',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              color === value
                ? 'border-primary bg-secondary font-semibold text-secondary-foreground'
                : 'border-muted-foreground hover:bg-secondary',
            )}
          >
            <input
              type="radio"
              name="color"
              value={color}
              checked={color === value}
              onChange={() => onChange(color)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            <span
              aria-hidden="true"
              // A ring set off from the swatch: Black and Navy stay visible on the dark card.
              className="size-5 rounded-full shadow-[0_0_0_2px_var(--card),0_0_0_3.5px_var(--muted-foreground)]"
              style={{ backgroundColor: SWATCH[color] }}
            />
            {color}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
