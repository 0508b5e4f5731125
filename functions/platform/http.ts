/** What every function (and the Node server) answers HTTP with: JSON replies, bodies, error lines. */
import { errorSummary, logValue } from '#functions/platform/log.ts'

/** Every JSON answer of the functions and the server: never cached, never sniffed. */
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

/** The body as text, or 'too-large' past `maxBytes` (declared or streamed); null if not UTF-8. */
export async function readBody(request: Request, maxBytes: number): Promise<string | null | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return 'too-large'
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return 'too-large'
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/** An absolute http(s) URL, or undefined. */
export function parseHttpUrl(text: string): URL | undefined {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}
