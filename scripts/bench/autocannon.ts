/**
 * The load benches' shared part (bench:payment, bench:webhook): autocannon, its run length and
 * connections (BENCH_SECONDS, default 10; BENCH_CONNECTIONS, default 20) and the table of results.
 */
import { createRequire } from 'node:module'

/** The part of autocannon's result the benches report. */
export interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { average: number; p50: number; p99: number; max: number }
  '2xx': number
  non2xx: number
  errors: number
  timeouts: number
}

export const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string
  connections: number
  duration: number
  [option: string]: unknown
}) => Promise<AutocannonResult>

export const seconds = Number(process.env.BENCH_SECONDS ?? 10)
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)

/** One row per scenario: the rate, latency, and answers other than the one the scenario expects. */
export function loadTable(
  unit: 'requests' | 'events',
  results: { scenario: string; expected: number; result: AutocannonResult }[],
): string[][] {
  return [
    [
      'Scenario',
      unit === 'requests' ? 'req/s' : 'events/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      unit,
      'unexpected status',
      'errors',
    ],
    ...results.map(({ scenario, expected, result: r }) =>
      [
        scenario,
        Math.round(r.requests.average),
        r.latency.p50,
        r.latency.p99,
        r.latency.max,
        r.requests.total,
        expected === 200 ? r.non2xx : r['2xx'],
        r.errors + r.timeouts,
      ].map(String),
    ),
  ]
}
