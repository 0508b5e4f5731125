/**
 * The confirm and cancel links' tokens: the booking reference and an HMAC-SHA256 of the link's
 * purpose and the reference under BOOKING_SECRET (functions/platform/signing.ts). Nothing else
 * is needed to confirm or cancel, nothing in the token can be changed without the secret (a guessed
 * or edited reference fails the check), and a confirm link cannot cancel nor the other way round.
 */
import { hmacSigner } from '#functions/platform/signing.ts'

export type TokenPurpose = 'cancel' | 'confirm'

export interface TokenSigner {
  sign(reference: string, purpose?: TokenPurpose): Promise<string>
  /** The reference the token was signed for with this purpose, or null. */
  verify(token: string, purpose?: TokenPurpose): Promise<string | null>
}

export function tokenSigner(secret: string): TokenSigner {
  const hmac = hmacSigner(secret)
  return {
    async sign(reference, purpose = 'cancel') {
      return `${reference}.${await hmac.sign(`${purpose}:${reference}`)}`
    },
    async verify(token, purpose = 'cancel') {
      const m = /^(BK-[A-HJ-NP-Z2-9]{8})\.([\w-]{43})$/.exec(token)
      if (!m) return null
      return (await hmac.verify(`${purpose}:${m[1]!}`, m[2]!)) ? m[1]! : null
    },
  }
}
