/**
 * `npm run orders`: the recorded orders, newest first, from the store DATABASE_URL names
 * (SQLite data/orders.db by default, or Postgres).
 *   npm run orders                     a table of the latest 100 (--limit N for more or fewer)
 *   npm run orders -- --json           every field, as JSON
 *   npm run orders -- --csv            every field, as CSV for a spreadsheet
 *   npm run orders -- ship <session>   marks one order shipped (once; the time is kept)
 */
import { parseArgs } from 'node:util'
import { openOrderStore, StoreConfigError } from '#functions/orders/open-store.ts'
import { formatMoney, isSessionId, type Order } from '#functions/orders/order.ts'

const USAGE =
  'Usage: npm run orders [-- --json | --csv] [--limit N]   |   npm run orders -- ship <session id>'

const CSV_COLUMNS: [string, (o: Order) => string | number | boolean | null][] = [
  ['created_at', (o) => o.createdAt],
  ['status', (o) => o.status],
  ['session_id', (o) => o.sessionId],
  ['payment_intent_id', (o) => o.paymentIntentId],
  ['product_id', (o) => o.productId],
  ['product_name', (o) => o.productName],
  ['color', (o) => o.color],
  ['quantity', (o) => o.quantity],
  ['amount_total', (o) => (o.amountTotal / 100).toFixed(2)],
  ['amount_refunded', (o) => (o.amountRefunded / 100).toFixed(2)],
  ['currency', (o) => o.currency],
  ['buyer_name', (o) => o.buyerName],
  ['buyer_email', (o) => o.buyerEmail],
  ['shipping_name', (o) => o.shipping?.name ?? null],
  ['shipping_line1', (o) => o.shipping?.line1 ?? null],
  ['shipping_line2', (o) => o.shipping?.line2 ?? null],
  ['shipping_city', (o) => o.shipping?.city ?? null],
  ['shipping_state', (o) => o.shipping?.state ?? null],
  ['shipping_postal_code', (o) => o.shipping?.postalCode ?? null],
  ['shipping_country', (o) => o.shipping?.country ?? null],
  ['livemode', (o) => o.livemode],
  ['paid_at', (o) => o.paidAt],
  ['shipped_at', (o) => o.shippedAt],
  ['notified_at', (o) => o.notifiedAt],
]

/**
 * One CSV cell (RFC 4180 quoting). Text the buyer typed that starts like a formula (=, +, -, @)
 * gets a leading apostrophe, so a spreadsheet shows it instead of running it.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(orders: Order[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')]
  for (const order of orders) lines.push(CSV_COLUMNS.map(([, get]) => csvCell(get(order))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

export function toTable(orders: Order[]): string {
  if (!orders.length) return 'No orders yet.'
  const rows = orders.map((o) => [
    o.createdAt.slice(0, 16).replace('T', ' '),
    o.status,
    `${o.quantity} × ${o.productName}${o.color ? ` (${o.color})` : ''}`,
    formatMoney(o.amountTotal, o.currency),
    o.buyerName ?? o.buyerEmail ?? '–',
    [o.shipping?.city, o.shipping?.state].filter(Boolean).join(', ') || '–',
    o.shippedAt ? o.shippedAt.slice(0, 10) : '–',
    o.sessionId,
  ])
  const header = ['Created (UTC)', 'Status', 'Item', 'Total', 'Buyer', 'Ship to', 'Shipped', 'Session']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const { values, positionals } = parsed
  if (values.help) {
    console.info(USAGE)
    return 0
  }
  const limit = Number(values.limit ?? 100)
  if (!Number.isInteger(limit) || limit < 1) {
    console.error(`--limit must be a whole number from 1.\n${USAGE}`)
    return 2
  }
  const [command, sessionId, ...extra] = positionals
  if ((command && command !== 'ship') || (command === 'ship' && (!sessionId || extra.length))) {
    console.error(USAGE)
    return 2
  }
  if (command === 'ship' && !isSessionId(sessionId!)) {
    console.error(`"${sessionId}" is not a Checkout Session id (cs_test_… or cs_live_…).`)
    return 2
  }

  let store: Awaited<ReturnType<typeof openOrderStore>>
  try {
    store = await openOrderStore(process.env.DATABASE_URL)
  } catch (error) {
    if (!(error instanceof StoreConfigError)) throw error
    console.error(error.message)
    return 2
  }
  try {
    if (command === 'ship') {
      const before = await store.get(sessionId!)
      const order = before && (await store.markShipped(sessionId!))
      if (!order) {
        console.error(`No order ${sessionId}.`)
        return 1
      }
      console.info(
        before.shippedAt
          ? `${sessionId} was already marked shipped at ${before.shippedAt}.`
          : `${sessionId} marked shipped at ${order.shippedAt}.`,
      )
      if (order.status !== 'paid') console.warn(`Note: this order's status is ${order.status}, not paid.`)
      return 0
    }
    const orders = await store.list(limit)
    if (values.json) process.stdout.write(`${JSON.stringify(orders, null, 2)}\n`)
    else if (values.csv) process.stdout.write(toCsv(orders))
    else console.info(toTable(orders))
    return 0
  } finally {
    await store.close()
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      csv: { type: 'boolean' },
      limit: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2))
