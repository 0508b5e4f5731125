import { Moon, Sun } from 'lucide-react'
import { cn } from '#app/lib/cn.ts'
import { useTheme } from './use-theme.ts'

/**
 * Switches between dark and light: an icon button in the header from 768 px; in the phone's menu
 * (`labelled`) the same button with its name written beside the icon (at 375 px the
 * icon took header space next to the phone and the menu).
 */
export function ThemeToggle({ labelled = false, className }: { labelled?: boolean; className?: string }) {
  const { resolved, setChoice } = useTheme()
  const dark = resolved === 'dark'
  return (
    // Answers before hydration too: app/boot/taps.ts (`theme`).
    <button
      type="button"
      data-tap="theme"
      onClick={() => setChoice(dark ? 'light' : 'dark')}
      aria-pressed={dark}
      aria-label={labelled ? undefined : 'Dark theme'}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-3 rounded-full text-foreground hover:bg-muted',
        labelled && 'justify-start px-4 text-base font-medium',
        className,
      )}
    >
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      {labelled ? 'Dark theme' : null}
    </button>
  )
}
