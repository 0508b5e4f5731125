/**
 * The signed links ("Mark as shipped", "Cancel this consultation") every Supabase entry that may send the owner's order notice
 * gives the order feature (the notice is composed by whichever function's sweep sends it: the
 * webhook, order-status, the newsletter, the maintenance call, the owner-action function).
 * Without OWNER_ACTIONS_SECRET (or with a weak one) the notice carries the command alone.
 */
import { ownerActionsSettingsFromEnv } from '#functions/owner-actions/config.ts'
import { ownerLinks } from '#functions/owner-actions/links.ts'

export const edgeShipLink = (env: (key: string) => string | undefined) =>
  ownerLinks(ownerActionsSettingsFromEnv(env)).ship

/** The same for the booking notice's "Cancel this consultation" link. */
export const edgeCancelLink = (env: (key: string) => string | undefined) =>
  ownerLinks(ownerActionsSettingsFromEnv(env)).cancelBooking
