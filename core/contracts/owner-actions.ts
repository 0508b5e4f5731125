/**
 * The owner's action links (in her notice e-mails) and the small pages they open: what the page
 * sends to the owner-action function and what it answers. Plain data, shared by the pages and the
 * function on Node and Deno.
 *
 * The page never acts on load: it first asks `look` (which changes nothing, so a mail scanner
 * that opens the link and runs its script changes nothing either), shows what the e-mail already
 * said, and only the owner's press sends `do`.
 */

export const OWNER_ACTION_FUNCTION = 'owner-action'

export const OWNER_ACTIONS = ['ship', 'cancel-booking', 'block-day', 'send-newsletter'] as const
export type OwnerAction = (typeof OWNER_ACTIONS)[number]

/** The page each action's link opens; the token follows in the fragment (never sent to a server log). */
export const OWNER_ACTION_PAGES: Record<OwnerAction, string> = {
  ship: '/owner/ship',
  'cancel-booking': '/owner/cancel',
  'block-day': '/owner/block',
  'send-newsletter': '/owner/send',
}

/** How long a link works after the notice was written. */
export const OWNER_LINK_DAYS = 14

export const OWNER_ACTION_LIMITS = { tracking: 40, message: 1000 } as const

/** A tracking number as the owner types it, on her page or to `npm run orders -- ship`. */
export const TRACKING_NUMBER = /^[A-Za-z0-9 -]{4,40}$/

export interface OwnerActionRequest {
  token: string
  step: 'look' | 'do'
  /** ship: the carrier's id (one of `carriers` in the look answer) and the tracking number. */
  carrier?: string
  tracking?: string
  /** cancel-booking: a few words to the client, added to the cancellation e-mail. */
  message?: string
}

export interface OwnerActionBody {
  action: OwnerAction
  /** The order or booking reference, as the e-mail shows it (block-day: the date, YYYY-MM-DD). */
  reference: string
  /** One line the e-mail already holds (the item, or the consultation's time). */
  summary: string
  /** ready: nothing done yet; done: this press did it; already: it was done before (nothing changed). */
  state: 'ready' | 'done' | 'already'
  /** ship: the carriers to choose from. */
  carriers?: { id: string; name: string }[]
  /** send-newsletter: how many confirmed subscribers it goes (or went) to. */
  recipients?: number
  /** ship, once done: the tracking page for the buyer (when the carrier has one). */
  trackingUrl?: string | null
}

/** The sentences the pages show for a failure; the function answers with one of these. */
export const OWNER_ACTION_MESSAGES = {
  token: 'This link is not valid. Use the link from your e-mail as it is.',
  expired: 'This link has expired. Use the command line, or the link in a newer e-mail.',
  unknown: 'No such order, booking, day or newsletter issue any more.',
  carrier: 'Choose the carrier.',
  tracking: 'Enter the tracking number (4 to 40 letters, digits, spaces or dashes).',
  message: `The message is too long (at most ${OWNER_ACTION_LIMITS.message} characters).`,
  tooMany: 'Too many tries. Wait a minute, then try again.',
  unavailable: 'This could not be done just now. Try again in a few minutes.',
  method: 'Use the page from your e-mail.',
  unreadable: 'The request could not be read.',
} as const
