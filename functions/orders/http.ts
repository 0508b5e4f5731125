import { errorSummary, logValue } from '#functions/log.ts'

/** JSON answers for the order functions: never cached, never sniffed. */
export function jsonResponse(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const h = new Headers(headers)
  h.set('Content-Type', 'application/json; charset=utf-8')
  h.set('Cache-Control', 'no-store')
  h.set('X-Content-Type-Options', 'nosniff')
  return new Response(JSON.stringify(body), { status, headers: h })
}

/**
 * An error for a log line, on one line. Error messages can repeat what a buyer typed (Stripe's
 * do, and so do database errors quoting values), so only what identifies the failure is kept:
 * a Stripe error's type, status, code and request id; otherwise the error's class, its system
 * code (ECONNREFUSED…) and where it was thrown.
 */
export function describeError(error: unknown): string {
  const e = error as { type?: string; code?: string; statusCode?: number; requestId?: string }
  if (typeof e?.type === 'string' && e.type.startsWith('Stripe')) {
    return `Stripe type=${logValue(e.type)} status=${logValue(e.statusCode ?? '-')} code=${logValue(e.code ?? '-')} request=${logValue(e.requestId ?? '-')}`
  }
  return typeof e?.code === 'string' ? `${logValue(e.code)} ${errorSummary(error)}` : errorSummary(error)
}
