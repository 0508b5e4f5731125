import { Moon, Sun } from 'lucide-react'
import { useTheme } from './use-theme.ts'

/** Header button: switches between dark and light. */
export function ThemeToggle() {
  const { resolved, setChoice } = useTheme()
  const dark = resolved === 'dark'
  return (
    <button
      type="button"
      onClick={() => setChoice(dark ? 'light' : 'dark')}
      aria-pressed={dark}
      aria-label="Dark theme"
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      className="inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted"
    >
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
    </button>
  )
}
