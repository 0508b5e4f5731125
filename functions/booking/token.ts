/**
 * The cancel link's token: the booking reference and an HMAC-SHA256 of it under BOOKING_SECRET
 * (Web Crypto: Node and Deno alike). Nothing else is needed to cancel, and nothing in the token
 * can be changed without the secret: a guessed or edited reference fails the check.
 */
import { sameSecret } from '#functions/constant-time.ts'

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

export interface TokenSigner {
  sign(reference: string): Promise<string>
  /** The reference the token was signed for, or null. */
  verify(token: string): Promise<string | null>
}

export function tokenSigner(secret: string): TokenSigner {
  const key = keyOf(secret)
  const mac = async (reference: string) =>
    base64url(await crypto.subtle.sign('HMAC', await key, encoder.encode(`cancel:${reference}`)))
  return {
    async sign(reference) {
      return `${reference}.${await mac(reference)}`
    },
    async verify(token) {
      const m = /^(BK-[A-HJ-NP-Z2-9]{8})\.([\w-]{43})$/.exec(token)
      if (!m) return null
      const expected = await mac(m[1]!)
      return sameSecret(expected, m[2]!) ? m[1]! : null
    },
  }
}
