import { useSyncExternalStore } from 'react'
import { readThemeChoice, resolveTheme, setThemeChoice, subscribeTheme, type ThemeChoice } from './theme.ts'

/** The stored choice and the theme in effect. The prerendered HTML assumes the default (light). */
export function useTheme() {
  const choice = useSyncExternalStore<ThemeChoice>(subscribeTheme, readThemeChoice, () => 'light')
  const resolved = useSyncExternalStore(
    subscribeTheme,
    () => resolveTheme(readThemeChoice()),
    () => 'light' as const,
  )
  return { choice, resolved, setChoice: setThemeChoice }
}
