/**
 * A small Stripe-compatible server for tests and the benchmark (stripe-mock is not available here).
 * Loopback, random port. It records what the SDK sends (form-encoded body, headers incl.
 * Idempotency-Key) and answers POST /v1/checkout/sessions like Stripe, or fails on demand.
 * Sessions put in `sessions` (as Stripe would return them, expanded) are served by
 * GET /v1/checkout/sessions/{id} and GET /v1/checkout/sessions?payment_intent=…; those
 * reads fail with the same `mode` as the create call.
 *
 * Where the code depends on it, it behaves like Stripe:
 * - the secret key: a request without `Authorization: Bearer <key>`, or with a key other than
 *   `secretKey` (any sk_/rk_ test or live key when that is unset), gets Stripe's 401;
 * - `expand[]`: an expandable field comes back as its id (`payment_intent: 'pi_…'`) and an includable
 *   one (`line_items`) not at all unless the request expands it (`data.<field>` in a list);
 * - `Idempotency-Key`: a repeated POST with the same key and body gets the first answer again (with
 *   `Idempotent-Replayed: true`, no new session); the same key with another body gets Stripe's 400
 *   idempotency_error. Faults injected with `mode` win over a first answer and are not remembered
 *   (the request never reached Stripe).
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
  /** The one secret key accepted; unset: any well-formed key. */
  secretKey?: string
  /** First answers by Idempotency-Key. */
  idempotent: Map<string, { request: string; status: number; body: unknown }>
  close(): Promise<void>
}

const ID_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const randomId = () => Array.from({ length: 24 }, () => ID_CHARS[Math.floor(Math.random() * 62)]).join('')

function stripeError(status: number, type: string, message: string, code?: string) {
  return { status, body: { error: { type, message, ...(code && { code }) } } }
}

/** Fields of a Checkout Session Stripe returns as an id unless expanded. */
const EXPANDABLE = ['payment_intent', 'customer', 'invoice', 'subscription', 'setup_intent', 'payment_link']
/** Fields Stripe leaves out unless expanded. */
const INCLUDABLE = ['line_items']

/** A stored (fully expanded) session as Stripe would answer with only `expand` expanded. */
export function asRequested(session: Record<string, unknown>, expand: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...session }
  for (const field of EXPANDABLE) {
    const value = out[field] as { id?: string } | string | null | undefined
    if (value && typeof value === 'object' && !expand.includes(field)) out[field] = value.id ?? null
  }
  for (const field of INCLUDABLE) if (!expand.includes(field)) delete out[field]
  return out
}

/** `expand[]=a&expand[]=b` or `expand[0]=a&expand[1]=b`, as the SDK encodes it. */
const expandOf = (params: URLSearchParams) =>
  [...params].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value)

const KEY_FORMAT = /^[sr]k_(test|live)_[A-Za-z0-9_]+$/
const redact = (key: string) => `${key.slice(0, key.indexOf('_', 3) + 1)}****${key.slice(-4)}`

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
    idempotent: new Map(),
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
      const url = new URL(req.url ?? '/', 'http://fake')
      const idempotencyKey = req.method === 'POST' ? req.headers['idempotency-key'] : undefined
      const request = `${req.url}\n${raw}`
      /** Stripe's answer (not an injected fault): remembered under the request's Idempotency-Key. */
      const answer = (status: number, body: unknown) => {
        if (typeof idempotencyKey === 'string') fake.idempotent.set(idempotencyKey, { request, status, body })
        reply(status, body)
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
        answer(200, {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_intent: null,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        })
      }
      const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
      if (!key) {
        const e = stripeError(
          401,
          'invalid_request_error',
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        )
        return reply(e.status, e.body)
      }
      if (fake.secretKey ? key !== fake.secretKey : !KEY_FORMAT.test(key)) {
        const e = stripeError(401, 'invalid_request_error', `Invalid API Key provided: ${redact(key)}`)
        return reply(e.status, e.body)
      }
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
        const expand = expandOf(url.searchParams)
          .filter((e) => e.startsWith('data.'))
          .map((e) => e.slice('data.'.length))
        return reply(200, {
          object: 'list',
          data: data.map((s) => asRequested(s, expand)),
          has_more: false,
          url: '/v1/checkout/sessions',
        })
      }
      const sessionPath = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
      if (req.method === 'GET' && sessionPath) {
        const id = decodeURIComponent(sessionPath[1]!)
        const session = fake.sessions.get(id) ?? fake.sessionFor?.(id)
        if (session) return reply(200, asRequested(session, expandOf(url.searchParams)))
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
      // An injected fault comes first (the request never reached Stripe); then the first answer.
      if (typeof idempotencyKey === 'string' && (fake.mode === 'ok' || fake.mode === 'slow')) {
        const first = fake.idempotent.get(idempotencyKey)
        if (first && first.request !== request) {
          const e = stripeError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          )
          return reply(e.status, e.body)
        }
        if (first) return reply(first.status, first.body, { 'Idempotent-Replayed': 'true' })
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
