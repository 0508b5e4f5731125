import { type ExternalToast, toast } from 'sonner'

/** Spec section 9: toast settings. The 20 px swipe threshold is applied at build time (vite.config.ts). */
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

/** The app's toast types: loading, success, info, warning, error and the destructive variant. */
export const notify = {
  success: (n: Notice) => toast.success(n.title, options(n)),
  info: (n: Notice) => toast.info(n.title, options(n)),
  warning: (n: Notice) => toast.warning(n.title, options(n)),
  error: (n: Notice) => toast.error(n.title, options(n)),
  loading: (n: Notice) => toast.loading(n.title, options(n)),
  /** A failed action the visitor must fix: error icon with the destructive colours. */
  destructive: (n: Notice) => toast.error(n.title, options(n, { className: 'toast-destructive' })),
  dismiss: (id?: string | number) => toast.dismiss(id),
}
