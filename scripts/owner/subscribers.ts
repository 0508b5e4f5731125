/**
 * `npm run subscribers`: the confirmed newsletter subscribers, from the store DATABASE_URL names
 * (the orders database), for any mailing tool.
 *   npm run subscribers                   a table
 *   npm run subscribers -- --csv          email,confirmed_at (for a mailing tool's import)
 *   npm run subscribers -- --json         every field, as JSON
 *   npm run subscribers -- remove <email> removes an address (a request by phone or letter)
 */
import { parseArgs } from 'node:util'
import { isValidEmail } from '#app/lib/email-address.ts'
import { listSubscribers, normaliseEmail, removeSubscriber } from '#functions/newsletter/store.ts'
import { openOrderStore, StoreConfigError } from '#functions/orders/open-store.ts'
import { csvCell } from '#scripts/text-table.ts'

const USAGE = 'Usage: npm run subscribers [-- --csv | --json]   |   npm run subscribers -- remove <email>'

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
  const [command, address, ...extra] = positionals
  if ((command && command !== 'remove') || (command === 'remove' && (!address || extra.length))) {
    console.error(USAGE)
    return 2
  }
  if (command === 'remove' && !isValidEmail(address!)) {
    console.error(`"${address}" is not an e-mail address.\n${USAGE}`)
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
    if (command === 'remove') {
      const removed = await removeSubscriber(store.db, normaliseEmail(address!))
      console.info(
        removed ? `${normaliseEmail(address!)} removed.` : `${normaliseEmail(address!)} was not on the list.`,
      )
      return 0
    }
    const subscribers = await listSubscribers(store.db)
    if (values.json) process.stdout.write(`${JSON.stringify(subscribers, null, 2)}\n`)
    else if (values.csv) {
      const lines = [
        'email,confirmed_at',
        ...subscribers.map((s) => `${csvCell(s.email)},${csvCell(s.confirmedAt)}`),
      ]
      process.stdout.write(`${lines.join('\r\n')}\r\n`)
    } else if (!subscribers.length) console.info('No confirmed subscribers yet.')
    else {
      console.info(`${subscribers.length} confirmed subscriber${subscribers.length === 1 ? '' : 's'}:`)
      for (const s of subscribers) console.info(`  ${s.email}  (since ${s.confirmedAt?.slice(0, 10) ?? '–'})`)
    }
    return 0
  } finally {
    await store.close()
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: 'boolean' }, csv: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  })
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2))
