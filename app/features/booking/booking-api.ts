/**
 * The booking functions as the /book page calls them: `{API base}/functions/v1/<name>` with the
 * Supabase-style key headers when a key is set. Every answer is read as JSON. A failure shows one of
 * the booking contract's own sentences: the function's when it sent one of them, else "off" for a
 * function this deploy does not host (404) and "unavailable" for anything else. No other text from
 * a server (a host's "Unknown function", a proxy's page) ever reaches the visitor.
 */
import { practice } from '#core/config/practice.ts'
import {
  BOOKING_FUNCTIONS,
  BOOKING_MESSAGES,
  type BookedBody,
  type BookingField,
  type BookingRequest,
  type CancelBody,
  CONFIRM_QUERY,
  type ConfirmBody,
  type SlotsBody,
} from '#core/contracts/booking.ts'

const OWN_SENTENCES: ReadonlySet<string> = new Set(Object.values(BOOKING_MESSAGES))

const base = () => (import.meta.env.VITE_API_BASE_URL ?? practice.api.baseUrl ?? '').replace(/\/+$/, '')

function headers(json: boolean): Record<string, string> {
  const key = import.meta.env.VITE_SUPABASE_ANON_KEY ?? practice.api.anonKey
  return {
    ...(json && { 'Content-Type': 'application/json' }),
    ...(key && { apikey: key, Authorization: `Bearer ${key}` }),
  }
}

export type ApiResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; error: string; field?: BookingField | 'token'; body?: Partial<SlotsBody> }

async function call<T>(name: string, init: RequestInit & { query?: string } = {}): Promise<ApiResult<T>> {
  try {
    const res = await fetch(`${base()}/functions/v1/${name}${init.query ?? ''}`, {
      ...init,
      headers: headers(init.method === 'POST'),
    })
    const body = (await res.json().catch(() => ({}))) as T & { error?: unknown; field?: BookingField }
    if (res.ok) return { ok: true, status: res.status, body }
    const error =
      typeof body.error === 'string' && OWN_SENTENCES.has(body.error)
        ? body.error
        : res.status === 404
          ? BOOKING_MESSAGES.off
          : BOOKING_MESSAGES.unavailable
    return { ok: false, status: res.status, error, field: body.field, body: body as Partial<SlotsBody> }
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error
    return { ok: false, status: 0, error: BOOKING_MESSAGES.unavailable }
  }
}

export const fetchSlots = (signal?: AbortSignal) => call<SlotsBody>(BOOKING_FUNCTIONS.slots, { signal })

export const bookSlot = (request: BookingRequest) =>
  call<BookedBody>(BOOKING_FUNCTIONS.book, { method: 'POST', body: JSON.stringify(request) })

export const cancelBooking = (token: string) =>
  call<CancelBody>(BOOKING_FUNCTIONS.cancel, { method: 'POST', body: JSON.stringify({ token }) })

/** The e-mail's confirm link, once the visitor presses "Confirm" on its page. */
export const confirmBooking = (token: string) =>
  call<ConfirmBody>(BOOKING_FUNCTIONS.book, {
    method: 'POST',
    query: CONFIRM_QUERY,
    body: JSON.stringify({ token }),
  })
