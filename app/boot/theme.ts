/** What the theme script needs: where the choice is stored and the query for the system's scheme. */
export interface ThemeBoot {
  storageKey: string
  darkQuery: string
}
export const THEME_BOOT: ThemeBoot = { storageKey: 'theme', darkQuery: '(prefers-color-scheme: dark)' }

/**
 * In <head>, before the body paints: applies the stored theme choice ('light' | 'dark' | 'system',
 * app/components/theme/theme.ts), so the first frame already has the right theme.
 */
export function applyStoredTheme({ storageKey, darkQuery }: ThemeBoot): void {
  try {
    const choice = localStorage.getItem(storageKey)
    const dark = choice === 'dark' || (choice === 'system' && matchMedia(darkQuery).matches)
    const root = document.documentElement
    if (dark) root.classList.add('dark')
    root.style.colorScheme = dark ? 'dark' : 'light'
  } catch {
    // Storage unavailable (privacy modes): the default theme stays.
  }
}
