/**
 * Output shared by the owner's commands (orders, bookings, subscribers) and the benchmarks: an
 * aligned text table and CSV cells.
 */

/** Rows as an aligned text table: the first row is the headings, then a rule of dashes. */
export function textTable(rows: readonly (readonly string[])[]): string {
  const [head = [], ...body] = rows
  const widths = head.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n')
}

export function printTable(rows: readonly (readonly string[])[]): void {
  console.info(textTable(rows))
}

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
