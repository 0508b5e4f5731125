/**
 * The owner's action tokens: `<action>.<subject>.<expires>.<signature>`, the signature an HMAC
 * (functions/platform/signing.ts) under OWNER_ACTIONS_SECRET of all three. A token names one
 * action on one order or booking until one moment: changing any part (another order, another
 * action, a later expiry) breaks the signature. The secret is the owner actions' own, so no
 * visitor's link (booking, newsletter) can stand in for one, even with its signature copied.
 */
import { OWNER_ACTIONS, OWNER_LINK_DAYS, type OwnerAction } from '#core/contracts/owner-actions.ts'
import { hmacSigner, SIGNATURE_PATTERN } from '#functions/platform/signing.ts'

const DAY_MS = 86_400_000
/** What a subject may be: a Checkout Session id or a booking reference (no dots: they separate). */
const SUBJECT = '[A-Za-z0-9_-]{3,255}'
const TOKEN = new RegExp(
  `^(${OWNER_ACTIONS.join('|')})\\.(${SUBJECT})\\.(\\d{9,11})\\.(${SIGNATURE_PATTERN})$`,
)

export interface ActionClaim {
  action: OwnerAction
  subject: string
  /** Unix seconds. */
  expires: number
}

export type TokenCheck = { ok: true; claim: ActionClaim } | { ok: false; why: 'invalid' | 'expired' }

export interface ActionSigner {
  sign(action: OwnerAction, subject: string, now: Date): Promise<string>
  verify(token: string, now: Date): Promise<TokenCheck>
}

const message = (c: ActionClaim) => `owner-action:${c.action}:${c.subject}:${c.expires}`

export function actionSigner(secret: string, days = OWNER_LINK_DAYS): ActionSigner {
  const hmac = hmacSigner(secret)
  return {
    async sign(action, subject, now) {
      const claim = { action, subject, expires: Math.floor((now.getTime() + days * DAY_MS) / 1000) }
      return `${action}.${subject}.${claim.expires}.${await hmac.sign(message(claim))}`
    },
    async verify(token, now) {
      const m = TOKEN.exec(token)
      if (!m) return { ok: false, why: 'invalid' }
      const claim: ActionClaim = { action: m[1] as OwnerAction, subject: m[2]!, expires: Number(m[3]) }
      // The signature first: an expired answer is only for a link this site wrote.
      if (!(await hmac.verify(message(claim), m[4]!))) return { ok: false, why: 'invalid' }
      if (now.getTime() >= claim.expires * 1000) return { ok: false, why: 'expired' }
      return { ok: true, claim }
    },
  }
}
