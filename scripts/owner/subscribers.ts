/**
 * `npm run subscribers`: the confirmed newsletter subscribers, from the store DATABASE_URL names
 * (the orders database), for any mailing tool.
 *   npm run subscribers                   a table, then each newsletter issue's progress (sent/total)
 *   npm run subscribers -- --csv          email,confirmed_at (for a mailing tool's import)
 *   npm run subscribers -- --json         every field, as JSON
 *   npm run subscribers -- remove <email> removes an address (a request by phone or letter)
 */
import { isValidEmail } from '#core/lib/email-address.ts'
import { openOrderStore } from '#functions/hosts/stores.ts'
import { type IssueProgress, issueProgress } from '#functions/newsletter/issues.ts'
import { listSubscribers, removeSubscriber } from '#functions/newsletter/store.ts'
import { plainAddress } from '#functions/platform/mailbox.ts'
import { readCommandLine } from '#scripts/command-line.ts'
import { csvCell } from '#scripts/text-table.ts'
import { openOrSay } from './store.ts'

const USAGE = 'Usage: npm run subscribers [-- --csv | --json]   |   npm run subscribers -- remove <email>'

/** One issue's line: previewed and waiting for the owner's Send, or how far its sending is. */
export function describeIssue(p: IssueProgress): string {
  const head = `  ${p.slug}: "${p.subject}"`
  if (!p.sendConfirmedAt) return `${head}: preview sent ${p.previewedAt.slice(0, 10)}, waiting for Send`
  const parts = [`sent ${p.sent}/${p.recipients}`]
  if (p.waiting) parts.push(`${p.waiting} waiting`)
  if (p.removed) parts.push(`${p.removed} gone (unsubscribed since, or sent over 30 days ago)`)
  return `${head}: ${parts.join(', ')} (Send pressed ${p.sendConfirmedAt.slice(0, 16).replace('T', ' ')} UTC)`
}

async function main(argv: string[]): Promise<number> {
  const line = readCommandLine(argv, { json: { type: 'boolean' }, csv: { type: 'boolean' } }, USAGE)
  if ('exit' in line) return line.exit
  const { values, positionals } = line
  const [command, address, ...extra] = positionals
  if ((command && command !== 'remove') || (command === 'remove' && (!address || extra.length))) {
    console.error(USAGE)
    return 2
  }
  if (command === 'remove' && !isValidEmail(address!)) {
    console.error(`"${address}" is not an e-mail address.\n${USAGE}`)
    return 2
  }
  const store = await openOrSay(() => openOrderStore(process.env.DATABASE_URL))
  if ('exit' in store) return store.exit
  try {
    if (command === 'remove') {
      const removed = await removeSubscriber(store.db, plainAddress(address!))
      console.info(
        removed ? `${plainAddress(address!)} removed.` : `${plainAddress(address!)} was not on the list.`,
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
    if (!values.json && !values.csv) {
      const issues = await issueProgress(store.db)
      if (issues.length) console.info(`\nNewsletter issues:\n${issues.map(describeIssue).join('\n')}`)
    }
    return 0
  } finally {
    await store.close()
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2))
