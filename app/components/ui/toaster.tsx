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
      hotkey={[...TOAST_SETTINGS.hotkey]}
      style={{ '--width': `${TOAST_SETTINGS.width}px` } as React.CSSProperties}
      containerAriaLabel="Notifications"
    />
  )
}
