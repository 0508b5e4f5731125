/**
 * Newsletter links that do not show whom they are for: the address and expiry are sealed with
 * AES-256-GCM under a key derived from NEWSLETTER_SECRET (HKDF), bound to one purpose (a confirm
 * link cannot unsubscribe). A link reaches hosting logs and link scanners; what they see is
 * `<iv + ciphertext + tag, base64url>` and nothing of the address. Web Crypto, so Node and Deno run
 * the same code.
 */

export type TokenPurpose = 'confirm' | 'unsubscribe'

const encoder = new TextEncoder()
const IV_BYTES = 12
const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
const fromB64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0))

const keys = new Map<string, Promise<CryptoKey>>()
/** One key per secret and use, derived once: `usage` tells the sealing key from the digest key. */
function derivedKey(secret: string, usage: 'seal' | 'digest'): Promise<CryptoKey> {
  const id = `${usage}\u0000${secret}`
  let key = keys.get(id)
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']).then((base) =>
      crypto.subtle.deriveKey(
        {
          name: 'HKDF',
          hash: 'SHA-256',
          salt: new Uint8Array(),
          info: encoder.encode(`newsletter-${usage}`),
        },
        base,
        usage === 'seal' ? { name: 'AES-GCM', length: 256 } : { name: 'HMAC', hash: 'SHA-256', length: 256 },
        false,
        usage === 'seal' ? ['encrypt', 'decrypt'] : ['sign'],
      ),
    )
    keys.set(id, key)
  }
  return key
}

export async function signToken(
  secret: string,
  purpose: TokenPurpose,
  email: string,
  expiresAt: Date | null,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const plain = `${expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0}.${email}`
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(purpose) },
      await derivedKey(secret, 'seal'),
      encoder.encode(plain),
    ),
  )
  const token = new Uint8Array(IV_BYTES + sealed.byteLength)
  token.set(iv)
  token.set(sealed, IV_BYTES)
  return b64url(token)
}

export type TokenCheck = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' }

export async function verifyToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): Promise<TokenCheck> {
  if (!/^[A-Za-z0-9_-]{40,600}$/.test(token)) return { ok: false, reason: 'invalid' }
  let plain: string
  try {
    const bytes = fromB64url(token)
    const opened = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: encoder.encode(purpose) },
      await derivedKey(secret, 'seal'),
      bytes.subarray(IV_BYTES),
    )
    plain = new TextDecoder('utf-8', { fatal: true }).decode(opened)
  } catch {
    // Altered, for another purpose, or sealed under another secret.
    return { ok: false, reason: 'invalid' }
  }
  const dot = plain.indexOf('.')
  const expires = Number(plain.slice(0, dot))
  if (dot < 1 || !Number.isSafeInteger(expires)) return { ok: false, reason: 'invalid' }
  if (expires !== 0 && expires * 1000 < now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, email: plain.slice(dot + 1) }
}

/**
 * A keyed digest (HMAC-SHA-256 under a key derived from the secret, 32 hex digits): lets the limits
 * count a mailbox or a domain without keeping it, and cannot be reversed by hashing guesses without
 * the secret.
 */
export async function keyedDigest(secret: string, text: string): Promise<string> {
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', await derivedKey(secret, 'digest'), encoder.encode(text)),
  )
  return Array.from(mac.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')
}
