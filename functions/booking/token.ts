/**
 * The confirm and cancel links' tokens: the booking reference and an HMAC-SHA256 of the link's
 * purpose and the reference under BOOKING_SECRET (Web Crypto: Node and Deno alike). Nothing else
 * is needed to confirm or cancel, nothing in the token can be changed without the secret (a guessed
 * or edited reference fails the check), and a confirm link cannot cancel nor the other way round.
 */
import { sameSecret } from '#functions/platform/constant-time.ts'

const encoder = new TextEncoder()

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

async function keyOf(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])
}

export type TokenPurpose = 'cancel' | 'confirm'

export interface TokenSigner {
  sign(reference: string, purpose?: TokenPurpose): Promise<string>
  /** The reference the token was signed for with this purpose, or null. */
  verify(token: string, purpose?: TokenPurpose): Promise<string | null>
}

export function tokenSigner(secret: string): TokenSigner {
  const key = keyOf(secret)
  const mac = async (reference: string, purpose: TokenPurpose) =>
    base64url(await crypto.subtle.sign('HMAC', await key, encoder.encode(`${purpose}:${reference}`)))
  return {
    async sign(reference, purpose = 'cancel') {
      return `${reference}.${await mac(reference, purpose)}`
    },
    async verify(token, purpose = 'cancel') {
      const m = /^(BK-[A-HJ-NP-Z2-9]{8})\.([\w-]{43})$/.exec(token)
      if (!m) return null
      const expected = await mac(m[1]!, purpose)
      return sameSecret(expected, m[2]!) ? m[1]! : null
    },
  }
}
