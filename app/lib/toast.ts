import type { ExternalToast } from 'sonner'

/**
 * Toasts: at most three on screen, 4 s each, bottom right, Alt+T to reach them. The 20 px swipe
 * threshold (a short flick dismisses) is applied at build time (vite.config.ts).
 */
export const TOAST_SETTINGS = {
  visibleToasts: 3,
  duration: 4000,
  width: 356,
  gap: 14,
  position: 'bottom-right',
  offset: 32,
  hotkey: ['altKey', 'KeyT'],
} as const

export interface Notice {
  title: string
  description?: string
  /** Notices sharing an id replace each other, so they show one at a time. */
  id?: string
}

const options = ({ description, id }: Notice, extra?: ExternalToast): ExternalToast => ({
  description,
  id,
  ...extra,
})

type Sonner = typeof import('sonner')
let sonner: Promise<Sonner> | null = null
const requestListeners = new Set<() => void>()

/**
 * sonner (~10 KB gzip) loads with the first toast, not with the page: most visits never raise one.
 * Loading it also asks the root layout to mount the <Toaster/>, which shows toasts raised before it
 * subscribed (sonner keeps them in its store).
 */
function withToast(show: (toast: Sonner['toast']) => void): void {
  if (!sonner) {
    sonner = import('sonner')
    for (const listener of requestListeners) listener()
  }
  void sonner.then((m) => show(m.toast))
}

/** For useSyncExternalStore in the root layout: true once a toast has been requested. */
export const toasterRequest = {
  subscribe(listener: () => void) {
    requestListeners.add(listener)
    return () => requestListeners.delete(listener)
  },
  requested: () => sonner !== null,
}

/** The app's toast types: loading, success, info, warning, error and the destructive variant. */
export const notify = {
  success: (n: Notice) => withToast((t) => t.success(n.title, options(n))),
  info: (n: Notice) => withToast((t) => t.info(n.title, options(n))),
  warning: (n: Notice) => withToast((t) => t.warning(n.title, options(n))),
  error: (n: Notice) => withToast((t) => t.error(n.title, options(n))),
  loading: (n: Notice) => withToast((t) => t.loading(n.title, options(n))),
  /** A failed action the visitor must fix: error icon with the destructive colours. */
  destructive: (n: Notice) =>
    withToast((t) => t.error(n.title, options(n, { className: 'toast-destructive' }))),
  dismiss: (id?: string | number) => withToast((t) => t.dismiss(id)),
}
