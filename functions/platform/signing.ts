/**
 * HMAC-SHA256 under a server secret, for every signed link of the site (booking's confirm and
 * cancel links, the owner's action links): one implementation, Web Crypto only (Node and Deno
 * alike). A signature is base64url without padding (43 characters) so it fits a URL as is; checks
 * compare in constant time (constant-time.ts).
 */
import { sameSecret } from '#functions/platform/constant-time.ts'

const encoder = new TextEncoder()

export const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** A signature's form: what `verify` accepts before computing anything. */
export const SIGNATURE_PATTERN = '[\\w-]{43}'

export interface Signer {
  /** base64url(HMAC-SHA256(secret, message)). */
  sign(message: string): Promise<string>
  /** Whether `signature` is this secret's for `message` (constant-time). */
  verify(message: string, signature: string): Promise<boolean>
}

export function hmacSigner(secret: string): Signer {
  const key = crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const sign = async (message: string) =>
    base64url(await crypto.subtle.sign('HMAC', await key, encoder.encode(message)))
  return {
    sign,
    async verify(message, signature) {
      return sameSecret(await sign(message), signature)
    },
  }
}
