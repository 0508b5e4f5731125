/** JSON answers for the order functions: never cached, never sniffed. */
export function jsonResponse(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const h = new Headers(headers)
  h.set('Content-Type', 'application/json; charset=utf-8')
  h.set('Cache-Control', 'no-store')
  h.set('X-Content-Type-Options', 'nosniff')
  return new Response(JSON.stringify(body), { status, headers: h })
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * An error for a log line. Stripe's messages can repeat what a buyer typed, so a Stripe error is
 * described by its type, code, status and request id only.
 */
export function describeError(error: unknown): string {
  const e = error as { type?: string; code?: string; statusCode?: number; requestId?: string }
  if (typeof e?.type === 'string' && e.type.startsWith('Stripe')) {
    return [e.type, e.code, e.statusCode, e.requestId].filter((part) => part !== undefined).join(' ')
  }
  return errorMessage(error)
}
