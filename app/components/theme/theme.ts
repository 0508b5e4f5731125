/**
 * Theme: 'light' | 'dark' | 'system', kept in localStorage. Light is the default.
 * The boot script app/boot/theme.ts runs in <head> before the body paints, so the first frame
 * already has the right theme; the React side only reads and updates it afterwards.
 */
import { THEME_BOOT } from '#app/boot/theme.ts'

export type ThemeChoice = 'light' | 'dark' | 'system'
export const THEME_STORAGE_KEY = THEME_BOOT.storageKey
export const DEFAULT_THEME: ThemeChoice = 'light'
const DARK_QUERY = THEME_BOOT.darkQuery

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY)
    if (stored === 'light' || stored === 'dark' || stored === 'system') return stored
  } catch {
    // Storage can be unavailable (privacy modes); fall back to the default.
  }
  return DEFAULT_THEME
}

export function resolveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice === 'system') return matchMedia(DARK_QUERY).matches ? 'dark' : 'light'
  return choice
}

export function applyTheme(choice: ThemeChoice): void {
  const dark = resolveTheme(choice) === 'dark'
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
}

const listeners = new Set<() => void>()

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice)
  } catch {
    // Not persisted, still applied for this page view.
  }
  applyTheme(choice)
  for (const l of listeners) l()
}

/** For useSyncExternalStore: notified on our own changes, other tabs and OS scheme changes. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener)
  const media = matchMedia(DARK_QUERY)
  const onMedia = () => {
    if (readThemeChoice() === 'system') applyTheme('system')
    listener()
  }
  const onStorage = (e: StorageEvent) => {
    if (e.key !== THEME_STORAGE_KEY) return
    applyTheme(readThemeChoice())
    listener()
  }
  media.addEventListener('change', onMedia)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    media.removeEventListener('change', onMedia)
    window.removeEventListener('storage', onStorage)
  }
}
