import { Toaster as SonnerToaster } from 'sonner'
import { useTheme } from '#app/components/theme/use-theme.ts'
import { TOAST_SETTINGS } from '#app/lib/toast.ts'

/** The one toast region of the app, with the settings of TOAST_SETTINGS and the current theme. */
export function Toaster() {
  const { resolved } = useTheme()
  return (
    <SonnerToaster
      theme={resolved}
      position={TOAST_SETTINGS.position}
      visibleToasts={TOAST_SETTINGS.visibleToasts}
      duration={TOAST_SETTINGS.duration}
      gap={TOAST_SETTINGS.gap}
      offset={TOAST_SETTINGS.offset}
      // On phones the toasts sit above the phone action bar (app/components/layout/phone-action-bar.tsx).
      mobileOffset={{ bottom: 'calc(4.5rem + env(safe-area-inset-bottom))' }}
      hotkey={[...TOAST_SETTINGS.hotkey]}
      style={{ '--width': `${TOAST_SETTINGS.width}px` } as React.CSSProperties}
      containerAriaLabel="Notifications"
    />
  )
}
