/**
 * The maintenance function: what the Node server does on its 5-minute timer, as one call for hosts
 * without timers (Supabase, where Supabase Cron calls it; docs/guides/deploying.md → The schedule):
 * sends every e-mail now due through each outbox's own sweep (orders, newsletter, bookings and
 * their reminders), then deletes what is kept no longer (bookings 12 months past, newsletter
 * sign-ups never confirmed). It answers counts only: no address, name or reference.
 *
 * Only the scheduler may call it: the X-Maintenance-Secret header must equal MAINTENANCE_SECRET
 * (compared in constant time), else 401 and nothing runs; with no usable secret configured,
 * every call is answered 503.
 */
import { sameSecret } from '#functions/platform/constant-time.ts'
import { describeError, jsonResponse } from '#functions/platform/http.ts'
import type { SweepResult } from '#functions/platform/mail/outbox.ts'

export const MAINTENANCE_SECRET_HEADER = 'x-maintenance-secret'

export interface MaintenanceConfig {
  /** MAINTENANCE_SECRET (functions/maintenance/config.ts); unset: 503 with `problem`. */
  secret?: string
  problem?: string
  /** Each outbox's sweep, by name: together they send every kind of e-mail owed. */
  sweeps: Record<string, () => Promise<SweepResult>>
  /** Each deletion past its retention, by name: how many rows went. */
  purges: Record<string, () => Promise<number>>
  log?: (line: string) => void
}

export interface MaintenanceSummary {
  mail: { sent: number; failed: number }
  purged: Record<string, number>
  /** The names of the steps that threw (their errors are in the log). */
  failedSteps: string[]
}

export function createMaintenanceHandler(config: MaintenanceConfig) {
  const log = config.log ?? ((line: string) => console.error(line))
  if (!config.secret) log(`maintenance: ${config.problem ?? 'no secret'}; answering 503`)

  async function step<T>(summary: MaintenanceSummary, name: string, work: () => Promise<T>) {
    try {
      return await work()
    } catch (error) {
      summary.failedSteps.push(name)
      log(`maintenance: ${name} failed: ${describeError(error)}`)
      return undefined
    }
  }

  return async (request: Request): Promise<Response> => {
    if (!config.secret)
      return jsonResponse(503, { error: 'Maintenance is not configured: set MAINTENANCE_SECRET' })
    if (request.method !== 'POST') return jsonResponse(405, { error: 'Use POST' }, { Allow: 'POST' })
    const given = request.headers.get(MAINTENANCE_SECRET_HEADER) ?? ''
    if (!sameSecret(config.secret, given))
      return jsonResponse(401, { error: `Missing or wrong ${MAINTENANCE_SECRET_HEADER} header` })

    const summary: MaintenanceSummary = { mail: { sent: 0, failed: 0 }, purged: {}, failedSteps: [] }
    // One step after another: each host keeps one database connection per store.
    for (const [name, sweep] of Object.entries(config.sweeps)) {
      const result = await step(summary, `mail (${name})`, sweep)
      summary.mail.sent += result?.sent ?? 0
      summary.mail.failed += result?.failed ?? 0
    }
    for (const [name, purge] of Object.entries(config.purges)) {
      const gone = await step(summary, `purge (${name})`, purge)
      if (gone !== undefined) summary.purged[name] = gone
    }
    // A line only when something happened (the schedule calls every 5 minutes).
    const purged = Object.values(summary.purged).reduce((a, b) => a + b, 0)
    if (summary.mail.sent + summary.mail.failed + purged > 0)
      log(
        `maintenance: e-mails sent ${summary.mail.sent}, not sent ${summary.mail.failed}; deleted ${JSON.stringify(summary.purged)}`,
      )
    return summary.failedSteps.length
      ? jsonResponse(500, {
          error: `Maintenance did not finish: ${summary.failedSteps.join(', ')}`,
          ...summary,
        })
      : jsonResponse(200, summary)
  }
}
