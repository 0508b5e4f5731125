/**
 * The checkout opens in a new tab. Browsers only allow a tab opened during the click itself,
 * not after awaiting the payment function, so a blank tab is opened at once and pointed at the
 * checkout URL when it arrives (or closed if the call fails).
 *
 * The blank tab is opened without `noopener` (that would hand back no handle to navigate), and
 * then cut loose with `opener = null` so the checkout page cannot reach back into this one.
 */
export interface CheckoutTab {
  /** Sends the visitor to the checkout: in the new tab, or here when no tab could be opened. */
  go(url: string): 'new-tab' | 'same-tab'
  /** The call failed: close the waiting tab. */
  close(): void
}

export function openCheckoutTab(): CheckoutTab {
  let tab: Window | null = null
  try {
    tab = window.open('', '_blank')
  } catch {
    tab = null
  }
  if (tab) {
    try {
      tab.opener = null
      tab.document.title = 'Opening secure checkout…'
      tab.document.body.textContent = 'Opening secure checkout…'
    } catch {
      // A browser that isolates the tab anyway: nothing to write, still fine to navigate.
    }
  }
  return {
    go(url) {
      if (tab && !tab.closed) {
        tab.location.replace(url)
        return 'new-tab'
      }
      window.location.assign(url)
      return 'same-tab'
    },
    close() {
      if (tab && !tab.closed) tab.close()
    },
  }
}
