import type { ReactNode } from 'react'

/**
 * A number joined to a word by a hyphen ("15-minute", "14-day", "5-7"): a line must not break at
 * that hyphen ("15-" at a line's end, "minute" on the next). Wrapped in a no-wrap span, so the
 * text itself is unchanged: copied, searched and read aloud as written (a non-breaking hyphen,
 * U+2011, would change it).
 */
const COMPOUND = /(\d+-[\p{L}\d]+(?:-[\p{L}]+)?)/u
const NOWRAP = 'whitespace-nowrap'

/**
 * The parts come in one span: in a flex row (a button's) loose text and spans would each be an item
 * of their own, set apart by the row's gap and wrapping apart; one span is one run of text.
 */
export function keepCompounds(text: string): ReactNode {
  const parts = text.split(COMPOUND)
  if (parts.length === 1) return text
  return (
    <span>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
          <span key={i} className={NOWRAP}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  )
}

/** The same for HTML our build rendered from Markdown: only text between tags is touched. */
export function keepCompoundsInHtml(html: string): string {
  return html.replace(
    />([^<]+)/g,
    (_, text: string) =>
      `>${text.replace(new RegExp(COMPOUND.source, 'gu'), `<span class="${NOWRAP}">$1</span>`)}`,
  )
}
