/** What the newsletter's link pages (confirm, unsubscribe) say: in a module of their own, so browser tests read them without the page components. */
export const LINK_TEXT = {
  confirmAsk: 'Click the button to start the monthly newsletter at this address.',
  confirming: 'Confirming your subscription…',
  confirmed: 'You are subscribed. The monthly note comes to this address; every one has an unsubscribe link.',
  expired:
    'This confirmation link has expired or was already replaced. Sign up again below and we will send a new one.',
  // The title says the link is not valid; the words say what to do (they said it twice).
  invalid: 'Please open the link from the e-mail exactly as it came, or sign up again below.',
  unsubscribeInvalid: 'Please open the unsubscribe link from the newsletter e-mail exactly as it came.',
  unsubscribeAsk: 'Click the button to take your address off the newsletter list. Nothing else is needed.',
  unsubscribed:
    'You are unsubscribed: your address has been deleted from the list. No further newsletter will come.',
  failed: 'Something went wrong. Please try again in a moment.',
} as const
