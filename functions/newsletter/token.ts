/**
 * Signed newsletter links: `<e-mail, base64url>.<expiry, unix seconds; 0 = none>.<HMAC-SHA256>`,
 * keyed with NEWSLETTER_SECRET and bound to one purpose (a confirm link cannot unsubscribe). Web
 * Crypto, so Node and Deno run the same code.
 */
import { sameSecret } from '#functions/constant-time.ts'

export type TokenPurpose = 'confirm' | 'unsubscribe'

const encoder = new TextEncoder()
const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
const fromB64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0))

async function hmac(secret: string, data: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data)))
}

export async function signToken(
  secret: string,
  purpose: TokenPurpose,
  email: string,
  expiresAt: Date | null,
): Promise<string> {
  const payload = `${b64url(encoder.encode(email))}.${expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0}`
  return `${payload}.${b64url(await hmac(secret, `${purpose}.${payload}`))}`
}

export type TokenCheck = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' }

export async function verifyToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): Promise<TokenCheck> {
  const match = /^([A-Za-z0-9_-]{1,400})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return { ok: false, reason: 'invalid' }
  const [, email64, expires, signature] = match
  const expected = b64url(await hmac(secret, `${purpose}.${email64}.${expires}`))
  if (!sameSecret(expected, signature!)) return { ok: false, reason: 'invalid' }
  if (Number(expires) !== 0 && Number(expires) * 1000 < now.getTime()) return { ok: false, reason: 'expired' }
  try {
    return { ok: true, email: new TextDecoder('utf-8', { fatal: true }).decode(fromB64url(email64!)) }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}
