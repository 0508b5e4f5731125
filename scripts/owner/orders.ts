/**
 * `npm run orders`: the recorded orders, newest first, from the store DATABASE_URL names
 * (SQLite data/orders.db by default, or Postgres).
 *   npm run orders                     a table of the latest 100 (--limit N for more or fewer)
 *   npm run orders -- --json           every field, as JSON
 *   npm run orders -- --csv            every field, as CSV for a spreadsheet
 *   npm run orders -- ship <session> --carrier <usps|ups|fedex|dhl|other> --tracking <number> [--no-email]
 *                                      records the shipment (once) and e-mails the buyer the tracking link
 * The table is followed by the e-mails still owed (not sent yet: the mail server was down, …).
 * Use `npm run -s orders -- --csv > orders.csv`: without -s, npm writes its own banner to stdout.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { TRACKING_NUMBER } from '#core/contracts/owner-actions.ts'
import { nodeOrders } from '#functions/hosts/node-orders.ts'
import { nodeOwnerLinks } from '#functions/hosts/node-owner-actions.ts'
import { openOrderStore } from '#functions/hosts/stores.ts'
import { MAIL_KINDS } from '#functions/orders/emails.ts'
import {
  CARRIERS,
  type Carrier,
  carrierName,
  formatMoney,
  isSessionId,
  itemLine,
  type Order,
  trackingUrl,
} from '#functions/orders/order.ts'
import { listActions, type OwnerActionRecord, recordAction } from '#functions/owner-actions/store.ts'
import { PROJECT_ROOT, StoreConfigError } from '#functions/platform/db/location.ts'
import type { OutboxRow } from '#functions/platform/mail/outbox.ts'
import { type CommandLine, readCommandLine } from '#scripts/command-line.ts'
import { csvCell, textTable } from '#scripts/text-table.ts'
import { backupAll } from './backup.ts'
import { openOrSay } from './store.ts'
import { practiceTime } from './time.ts'

const USAGE = `Usage: npm run -s orders [-- --json | --csv] [--limit N]
       npm run orders -- ship <session id> --carrier <${CARRIERS.join('|')}> --tracking <number> [--no-email]`

const OPTIONS = {
  json: { type: 'boolean' },
  csv: { type: 'boolean' },
  limit: { type: 'string' },
  carrier: { type: 'string' },
  tracking: { type: 'string' },
  'no-email': { type: 'boolean' },
} as const

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
  ['carrier', (o) => o.carrier],
  ['tracking_number', (o) => o.trackingNumber],
]

export function toCsv(orders: Order[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')]
  for (const order of orders) lines.push(CSV_COLUMNS.map(([, get]) => csvCell(get(order))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

export function toTable(orders: Order[]): string {
  if (!orders.length) return 'No orders yet.'
  const rows = orders.map((o) => [
    practiceTime(o.createdAt, { year: true }),
    o.status,
    itemLine(o),
    formatMoney(o.amountTotal, o.currency),
    o.amountRefunded ? formatMoney(o.amountRefunded, o.currency) : '–',
    o.buyerName ?? o.buyerEmail ?? '–',
    [o.shipping?.city, o.shipping?.state].filter(Boolean).join(', ') || '–',
    o.shippedAt ? practiceTime(o.shippedAt, { year: true }) : '–',
    o.carrier ? `${carrierName(o.carrier)} ${o.trackingNumber ?? ''}`.trim() : '–',
    o.sessionId,
  ])
  const header = [
    'Created',
    'Status',
    'Item',
    'Total',
    'Refunded',
    'Buyer',
    'Ship to',
    'Shipped',
    'Carrier / tracking',
    'Session',
  ]
  return textTable([header, ...rows])
}

async function main(argv: string[]): Promise<number> {
  const line = readCommandLine(argv, OPTIONS, USAGE)
  if ('exit' in line) return line.exit
  const { values, positionals } = line
  const limit = Number(values.limit ?? 100)
  if (!Number.isInteger(limit) || limit < 1) {
    console.error(`--limit must be a whole number from 1.\n${USAGE}`)
    return 2
  }
  // The backup covers every store now (bookings and subscribers too): one command, npm run backup.
  if (positionals[0] === 'backup') {
    console.info('npm run orders -- backup is now npm run backup FILE, which copies every store:')
    if (positionals.length === 2) return backupAll(positionals[1]!)
    console.error('Usage: npm run backup FILE')
    return 2
  }
  const [command, sessionId, ...extra] = positionals
  if ((command && command !== 'ship') || (command === 'ship' && (!sessionId || extra.length))) {
    console.error(USAGE)
    return 2
  }
  if (command === 'ship') return ship(sessionId!, values)

  const store = await openOrSay(() => openOrderStore(process.env.DATABASE_URL))
  if ('exit' in store) return store.exit
  try {
    const orders = await store.list(limit)
    if (values.json) process.stdout.write(`${JSON.stringify(orders, null, 2)}\n`)
    else if (values.csv) process.stdout.write(toCsv(orders))
    else {
      console.info(toTable(orders))
      console.info(
        owedTable(await store.db.query<Record<string, unknown>>(OWED_SQL).then((rows) => rows.map(owedRow))),
      )
      console.info(actionsTable(await listActions(store.db, ['ship'])))
    }
    return 0
  } finally {
    await store.close()
  }
}

const OWED_SQL = `select id, kind, recipient, attempts, not_before, last_error from mail_outbox
  where sent_at is null order by created_at, id limit 200`
type OwedLine = Pick<OutboxRow, 'id' | 'kind' | 'recipient' | 'attempts' | 'notBefore' | 'lastError'>
const owedRow = (r: Record<string, unknown>): OwedLine => ({
  id: String(r.id),
  kind: String(r.kind),
  recipient: String(r.recipient),
  attempts: Number(r.attempts),
  notBefore: r.not_before instanceof Date ? r.not_before.toISOString() : String(r.not_before),
  lastError: r.last_error === null ? null : String(r.last_error),
})

/** The e-mails still owed, after the order table: none is lost, each is retried with back-off. */
export function owedTable(rows: OwedLine[]): string {
  if (!rows.length) return '\nE-mails still owed: none.'
  const lines = rows.map(
    (r) =>
      `  ${r.id}  to ${r.recipient}  tried ${r.attempts}×, next ${practiceTime(r.notBefore)}${r.lastError ? `  (${r.lastError})` : ''}`,
  )
  return [
    `\nE-mails still owed: ${rows.length} (sent by the server's sweep at start and every 5 minutes once mail works):`,
    ...lines,
  ].join('\n')
}

/** What the owner did (from her notices' links or this command), after the table: who, what, when. */
export function actionsTable(records: OwnerActionRecord[]): string {
  if (!records.length) return '\nShipments recorded by the owner: none yet.'
  return [
    `\nShipments recorded by the owner (latest ${records.length}):`,
    ...records.map(
      (r) => `  ${practiceTime(r.doneAt, { year: true })}  ${r.subject}  ${r.detail ?? ''}  by ${r.actor}`,
    ),
  ].join('\n')
}

/** `ship <session> --carrier … --tracking … [--no-email]`: records the shipment once, owes the notice. */
async function ship(sessionId: string, values: CommandLine<typeof OPTIONS>['values']): Promise<number> {
  if (!isSessionId(sessionId)) {
    console.error(`"${sessionId}" is not a Checkout Session id (cs_test_… or cs_live_…).`)
    return 2
  }
  const carrier = values.carrier as Carrier | undefined
  const tracking = values.tracking?.trim()
  if (!carrier || !(CARRIERS as readonly string[]).includes(carrier)) {
    console.error(`--carrier must be one of ${CARRIERS.join(', ')}.\n${USAGE}`)
    return 2
  }
  if (!tracking || !TRACKING_NUMBER.test(tracking)) {
    console.error(`--tracking needs the tracking number (4-40 letters, digits, spaces or dashes).\n${USAGE}`)
    return 2
  }
  const email = !values['no-email']
  let orders: ReturnType<typeof nodeOrders>
  try {
    orders = nodeOrders((name) => process.env[name], {
      log: (line) => console.error(line),
      // The sweep may send an owner's notice still owed: with its link, as the server would.
      shipLink: nodeOwnerLinks(process.env).ship,
    })
  } catch (error) {
    console.error((error as Error).message)
    return 2
  }
  try {
    const fulfilment = await orders.fulfilment()
    const result = await fulfilment.ship(
      sessionId,
      { carrier, trackingNumber: tracking.replaceAll(' ', '') },
      { email },
    )
    if (result.outcome === 'unknown') {
      console.error(`No order ${sessionId}.`)
      return 1
    }
    const { order } = result
    if (result.outcome === 'shipped')
      await recordAction(
        fulfilment.store.db,
        {
          action: 'ship',
          subject: sessionId,
          actor: 'command line',
          detail: `${carrier} ${order.trackingNumber ?? ''}${email ? '' : ' (no e-mail)'}`.trim(),
        },
        new Date(order.shippedAt ?? Date.now()),
      )
    if (result.outcome === 'already') {
      console.info(
        `${sessionId} was already shipped at ${order.shippedAt}${order.carrier ? ` (${carrierName(order.carrier)} ${order.trackingNumber ?? ''})` : ''}: nothing recorded, nothing sent.`,
      )
      return 0
    }
    const link = trackingUrl(carrier, order.trackingNumber!)
    console.info(
      `${sessionId} shipped at ${order.shippedAt} with ${carrierName(carrier)} ${order.trackingNumber}${link ? ` (${link})` : ''}.`,
    )
    if (!email) console.info('No e-mail sent (--no-email).')
    else if (!order.buyerEmail) console.info('The order has no e-mail address: no shipping notice sent.')
    else {
      const owed = (await fulfilment.outbox.owed()).some((r) => r.id === `${MAIL_KINDS.shipped}:${sessionId}`)
      console.info(
        owed
          ? 'The shipping notice could not be sent yet: it stays owed and is sent once mail works (see npm run orders).'
          : fulfilment.outbox.route === 'smtp'
            ? 'Shipping notice sent to the buyer.'
            : 'No SMTP_URL: the shipping notice was written to the outbox folder, not sent to the buyer.',
      )
    }
    if (order.status !== 'paid') console.warn(`Note: this order's status is ${order.status}, not paid.`)
    return 0
  } catch (error) {
    if (!(error instanceof StoreConfigError)) throw error
    console.error(error.message)
    return 2
  } finally {
    await orders.close()
  }
}

/** .env in the project folder, as `npm start` reads it (variables already set win). */
function readDotEnv(): void {
  const file = path.join(PROJECT_ROOT, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

if (import.meta.main) {
  readDotEnv()
  process.exitCode = await main(process.argv.slice(2))
}
