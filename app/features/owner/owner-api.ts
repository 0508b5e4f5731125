/**
 * The owner-action function as the owner's pages call it: `{API base}/functions/v1/owner-action`
 * with the Supabase-style key headers when a key is set. A failure shows one of the contract's own
 * sentences: the function's when it sent one, else "unavailable".
 */
import { practice } from '#core/config/practice.ts'
import {
  OWNER_ACTION_FUNCTION,
  OWNER_ACTION_MESSAGES,
  type OwnerActionBody,
  type OwnerActionRequest,
} from '#core/contracts/owner-actions.ts'

const OWN_SENTENCES: ReadonlySet<string> = new Set(Object.values(OWNER_ACTION_MESSAGES))

const base = () => (import.meta.env.VITE_API_BASE_URL ?? practice.api.baseUrl ?? '').replace(/\/+$/, '')

export type OwnerResult =
  | { ok: true; body: OwnerActionBody }
  | { ok: false; status: number; error: string; field?: string }

export async function ownerAction(request: OwnerActionRequest): Promise<OwnerResult> {
  const key = import.meta.env.VITE_SUPABASE_ANON_KEY ?? practice.api.anonKey
  try {
    const res = await fetch(`${base()}/functions/v1/${OWNER_ACTION_FUNCTION}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(key && { apikey: key, Authorization: `Bearer ${key}` }),
      },
      body: JSON.stringify(request),
    })
    const body = (await res.json().catch(() => ({}))) as OwnerActionBody & { error?: unknown; field?: string }
    if (res.ok) return { ok: true, body }
    const error =
      typeof body.error === 'string' && OWN_SENTENCES.has(body.error)
        ? body.error
        : OWNER_ACTION_MESSAGES.unavailable
    return { ok: false, status: res.status, error, field: body.field }
  } catch {
    return { ok: false, status: 0, error: OWNER_ACTION_MESSAGES.unavailable }
  }
}

/** The token from the link: in the fragment (`#token=…`, never sent to the static host) or the query. */
export function tokenFromLocation(location: Location): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token')
  return fromHash ?? new URLSearchParams(location.search).get('token')
}
