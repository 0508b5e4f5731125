import type { ThemeChoice } from './theme.ts'
import { useTheme } from './use-theme.ts'

const OPTIONS: { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
]

/** Footer control with all three choices, including following the operating system. */
export function ThemeChoiceGroup() {
  const { choice, setChoice } = useTheme()
  return (
    <fieldset className="flex flex-wrap items-center gap-2 text-sm">
      <legend className="sr-only">Light or dark theme</legend>
      <span aria-hidden="true" className="mr-1">
        Theme:
      </span>
      {OPTIONS.map((o) => (
        <label
          key={o.value}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-border px-4 has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-3 has-focus-visible:outline-ring"
        >
          <input
            type="radio"
            name="theme-choice"
            value={o.value}
            // Before hydration a choice is applied by app/boot/taps.ts (`theme-choice`).
            data-tap="theme-choice"
            checked={choice === o.value}
            onChange={() => setChoice(o.value)}
            className="sr-only"
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  )
}
