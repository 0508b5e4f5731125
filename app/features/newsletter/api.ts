/**
 * The newsletter's calls to its function at `{API base}/functions/v1/newsletter` (the same base
 * and keys as checkout): sign up, confirm, unsubscribe. Each resolves with what the page may say.
 */
import { practice } from '#core/config/practice.ts'

const TIMEOUT_MS = 20_000

export const NEWSLETTER_TEXT = {
  checkInbox: 'Check your inbox to confirm',
  checkInboxDetail:
    'We sent a confirmation link to the address you gave. You are on the list only once you click it; if nothing arrives, check your spam folder.',
  savedNotSent: 'Almost there',
  savedNotSentDetail:
    'No mail server is set up on this site yet, so the confirmation e-mail was saved for the site owner instead of sent. You are not on the list until you confirm.',
  noMail: 'We could not send a confirmation e-mail',
  noMailDetail: 'This site cannot send e-mail right now. Please try again later; you are not on the list.',
  unreachable: 'We could not reach the sign-up service. Please try again in a moment.',
} as const

export function newsletterEndpoint(
  query = '',
  baseUrl: string = import.meta.env.VITE_API_BASE_URL ?? practice.api.baseUrl,
  anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY ?? practice.api.anonKey,
): { url: string; headers: Record<string, string> } {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (anonKey) {
    headers.apikey = anonKey
    headers.Authorization = `Bearer ${anonKey}`
  }
  return { url: `${baseUrl.replace(/\/+$/, '')}/functions/v1/newsletter${query}`, headers }
}

export type CallResult =
  | { ok: true; status: number; body: Record<string, unknown> }
  | { ok: false; status: number; error: string }

async function call(query: string, payload: unknown): Promise<CallResult> {
  const endpoint = newsletterEndpoint(query)
  let response: Response
  try {
    response = await fetch(endpoint.url, {
      method: 'POST',
      headers: endpoint.headers,
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    return { ok: false, status: 0, error: NEWSLETTER_TEXT.unreachable }
  }
  const data: unknown = await response.json().catch(() => null)
  const body = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  if (!response.ok) {
    const error =
      typeof body.error === 'string' && body.error.trim() ? body.error : NEWSLETTER_TEXT.unreachable
    return { ok: false, status: response.status, error }
  }
  return { ok: true, status: response.status, body }
}

/** The toast after a sign-up: what really happened to the confirmation e-mail. */
export function signUpNotice(email: unknown): { title: string; description: string } {
  if (email === 'sent')
    return { title: NEWSLETTER_TEXT.checkInbox, description: NEWSLETTER_TEXT.checkInboxDetail }
  if (email === 'local-folder')
    return { title: NEWSLETTER_TEXT.savedNotSent, description: NEWSLETTER_TEXT.savedNotSentDetail }
  return { title: NEWSLETTER_TEXT.noMail, description: NEWSLETTER_TEXT.noMailDetail }
}

export const signUp = (email: string, website: string) => call('', { email, website })
export const confirm = (token: string) => call('?action=confirm', { token })
export const unsubscribe = (token: string) => call('?action=unsubscribe', { token })
