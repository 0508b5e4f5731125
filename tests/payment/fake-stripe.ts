/**
 * A small Stripe-compatible server for tests and the benchmark (stripe-mock is not available here).
 * Loopback, random port. It records what the SDK sends (form-encoded body, headers incl.
 * Idempotency-Key) and answers POST /v1/checkout/sessions like Stripe, or fails on demand.
 * Sessions put in `sessions` (as Stripe would return them, expanded) are served by
 * GET /v1/checkout/sessions/{id} and GET /v1/checkout/sessions?payment_intent=…; those
 * reads fail with the same `mode` as the create call.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeStripeMode =
  /** 200 with a checkout.session. */
  | 'ok'
  /** 500 api_error on every attempt. */
  | 'error500'
  /** Reads the request, then destroys the socket without answering. */
  | 'drop'
  /** 402 card_error "Your card was declined." */
  | 'card-declined'
  /** 400 invalid_request_error. */
  | 'invalid-request'
  /** 401 authentication_error (a wrong key). */
  | 'unauthorized'
  /** Never answers (until the server closes). */
  | 'hang'
  /** Answers like 'ok', but only after `delayMs`; counts requests the client gave up on first. */
  | 'slow'

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  /** The raw form-encoded body. */
  raw: string
  /** The body decoded into flat Stripe keys, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>
}

export interface FakeStripe {
  url: string
  requests: RecordedRequest[]
  mode: FakeStripeMode
  /** Record nothing (benchmark: keeps memory flat). */
  record: boolean
  /** How long 'slow' waits before answering. */
  delayMs: number
  /** Requests whose connection the client closed before the answer (an aborted call). */
  aborted: number
  /** Sessions created, i.e. answered with 200 (a 'slow' answer counts only once it is written). */
  created: number
  /** Checkout Sessions the GET endpoints answer with, by id. */
  sessions: Map<string, Record<string, unknown>>
  /** Makes up a session for an id that is not in `sessions` (benchmark: any id is a paid session). */
  sessionFor?: (id: string) => Record<string, unknown> | undefined
  close(): Promise<void>
}

const ID_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const randomId = () => Array.from({ length: 24 }, () => ID_CHARS[Math.floor(Math.random() * 62)]).join('')

function stripeError(status: number, type: string, message: string, code?: string) {
  return { status, body: { error: { type, message, ...(code && { code }) } } }
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const fake: FakeStripe = {
    url: '',
    requests: [],
    mode: 'ok',
    record: true,
    delayMs: 0,
    aborted: 0,
    created: 0,
    sessions: new Map(),
    close: async () => {},
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      if (fake.record) {
        fake.requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          raw,
          form: Object.fromEntries(new URLSearchParams(raw)),
        })
      }
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': `req_${randomId()}`,
          ...headers,
        })
        res.end(JSON.stringify(body))
      }
      const createSession = () => {
        fake.created++
        const id = `cs_test_${randomId()}`
        reply(200, {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          url: `https://checkout.stripe.com/c/pay/${id}`,
        })
      }
      const url = new URL(req.url ?? '/', 'http://fake')
      if (req.method === 'GET' && url.pathname.startsWith('/v1/checkout/sessions') && fake.mode !== 'ok') {
        if (fake.mode === 'drop') return req.socket.destroy()
        if (fake.mode === 'hang') return
        const e = stripeError(500, 'api_error', 'An unknown error occurred.')
        return reply(e.status, e.body)
      }
      if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
        const pi = url.searchParams.get('payment_intent')
        const data = [...fake.sessions.values()].filter((s) => {
          const intent = s.payment_intent as string | { id: string } | null
          return (typeof intent === 'string' ? intent : intent?.id) === pi
        })
        return reply(200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' })
      }
      const sessionPath = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
      if (req.method === 'GET' && sessionPath) {
        const id = decodeURIComponent(sessionPath[1]!)
        const session = fake.sessions.get(id) ?? fake.sessionFor?.(id)
        if (session) return reply(200, session)
        const e = stripeError(404, 'invalid_request_error', 'No such checkout.session', 'resource_missing')
        return reply(e.status, e.body)
      }
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        const e = stripeError(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${req.method}: ${req.url}).`,
        )
        return reply(e.status, e.body)
      }
      switch (fake.mode) {
        case 'ok':
          return createSession()
        case 'slow': {
          const timer = setTimeout(createSession, fake.delayMs)
          res.on('close', () => {
            if (res.writableEnded) return
            clearTimeout(timer)
            fake.aborted++
          })
          return
        }
        case 'error500': {
          const e = stripeError(500, 'api_error', 'An unknown error occurred.')
          return reply(e.status, e.body)
        }
        case 'drop':
          return req.socket.destroy()
        case 'card-declined': {
          const e = stripeError(402, 'card_error', 'Your card was declined.', 'card_declined')
          return reply(e.status, e.body)
        }
        case 'invalid-request': {
          const e = stripeError(
            400,
            'invalid_request_error',
            // Like Stripe, the message repeats what was sent.
            `Invalid email address: ${new URLSearchParams(raw).get('customer_email')}`,
            'email_invalid',
          )
          return reply(e.status, e.body)
        }
        case 'unauthorized': {
          const e = stripeError(401, 'authentication_error', 'Invalid API Key provided: sk_test_****oops')
          return reply(e.status, e.body)
        }
        case 'hang':
          return
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}
