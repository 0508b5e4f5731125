/**
 * The action links written into the owner's notices, at the moment each notice is composed (so a
 * notice sent late by the outbox still gets its full 14 days). The token rides in the fragment:
 * browsers never send it to the static host, so no access log keeps a working link.
 */
import { OWNER_ACTION_PAGES, type OwnerAction } from '#core/contracts/owner-actions.ts'
import { type OwnerActionsSettings, ownerActionsSettingsFromEnv } from './config.ts'
import { actionSigner } from './token.ts'

/** What a notice composer is given: the link for one action on one subject, or null without a secret. */
export type ActionLink = (subject: string) => Promise<string | null>

export interface OwnerLinks {
  ship: ActionLink
  cancelBooking: ActionLink
  /** The subject is the booking's practice-local date (YYYY-MM-DD). */
  blockDay: ActionLink
  sendNewsletter: ActionLink
}

export function ownerLinks(
  settings: Pick<OwnerActionsSettings, 'secret' | 'siteUrl'>,
  now: () => Date = () => new Date(),
): OwnerLinks {
  const signer = settings.secret ? actionSigner(settings.secret) : null
  const link =
    (action: OwnerAction): ActionLink =>
    async (subject) =>
      signer
        ? `${settings.siteUrl}${OWNER_ACTION_PAGES[action]}#token=${await signer.sign(action, subject, now())}`
        : null
  return {
    ship: link('ship'),
    cancelBooking: link('cancel-booking'),
    blockDay: link('block-day'),
    sendNewsletter: link('send-newsletter'),
  }
}

/**
 * The links from the environment alone (OWNER_ACTIONS_SECRET, SITE_URL), for the Supabase entries
 * that may send an owner's notice (the webhook, order-status, the newsletter, booking, the
 * maintenance call): whichever function's sweep sends it writes its link. Without a usable secret
 * the notices carry the command alone.
 */
export const ownerLinksFromEnv = (env: (name: string) => string | undefined): OwnerLinks =>
  ownerLinks(ownerActionsSettingsFromEnv(env))
