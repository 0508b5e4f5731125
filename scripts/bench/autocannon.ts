/** The part of autocannon's result the benches report. */
export interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { average: number; p50: number; p99: number; max: number }
  '2xx': number
  non2xx: number
  errors: number
  timeouts: number
}

/** Rows of figures as a Markdown table: the first column left-aligned, the others right-aligned. */
export function markdownTable(rows: readonly Record<string, string | number>[]): string {
  const columns = Object.keys(rows[0] ?? {})
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)))
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`
  return [
    line(columns),
    `|${widths.map((w, i) => (i ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...rows.map((r) => line(columns.map((c) => String(r[c])))),
  ].join('\n')
}
