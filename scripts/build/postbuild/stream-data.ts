/**
 * The page's data as data, not as scripts: one rewrite of a prerendered page.
 *
 * React Router hands a prerendered page's loader data to the browser in inline scripts at the end of
 * <body>, `window.__reactRouterContext.streamController.enqueue("…")` (one per chunk) and
 * `….close()`. Their text differs on every page, so the Content-Security-Policy had to allow one
 * hash per page: 45 pages' data made the catch-all policy in `_headers` twice the 2,000 characters
 * Cloudflare Pages accepts. Here each chunk becomes a `<script type="application/json">` (never
 * run, so no hash), and one script, the same on every page, feeds them to the stream and closes it,
 * where React Router's close() was. React Router reads the stream when it hydrates, after the
 * first paint (scripts/build/postbuild/defer-hydration.ts), long after these elements are parsed.
 *
 * It reads React Router's private output, so it fails loudly (throws; the build fails) when that
 * output no longer looks as expected, instead of shipping pages whose data never arrives.
 */
import { RewriteError } from '#scripts/build/postbuild/defer-hydration.ts'

/** The attribute that marks a chunk of the page's data. */
export const STREAM_CHUNK_ATTRIBUTE = 'data-router-stream'

/** The script that replaces React Router's close(): the same on every page. */
export const STREAM_FEEDER =
  '(function(){var c=window.__reactRouterContext.streamController;' +
  `document.querySelectorAll("script[${STREAM_CHUNK_ATTRIBUTE}]").forEach(function(s){c.enqueue(JSON.parse(s.textContent))});` +
  'c.close()})()'

// A JSON string literal with no raw `<` (React Router escapes it as \u003c, so no `</script>` inside).
const ENQUEUE =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\<]|\\.)*")\);<\/script>/g
const CONTEXT_SETUP = 'window.__reactRouterContext.streamController = controller;'
const CLOSE = '<script>window.__reactRouterContext.streamController.close();</script>'

function fail(what: string): never {
  throw new RewriteError(
    `stream-data: ${what} in React Router's output; its prerendered HTML changed: ` +
      'update scripts/build/postbuild/stream-data.ts (and its fixture) to the new output',
  )
}

/** The page with its data chunks as JSON elements and one shared script that streams them. */
export function streamAsData(html: string): string {
  if (html.includes(`<script>${STREAM_FEEDER}</script>`))
    throw new RewriteError('stream-data: page already rewritten')
  const closes = html.split(CLOSE).length - 1
  if (closes !== 1) fail(`exactly one \`streamController.close()\` script expected (found ${closes})`)
  const chunks = [...html.matchAll(ENQUEUE)]
  if (!chunks.length) fail('no `streamController.enqueue("…")` script found')
  for (const [, literal = ''] of chunks) {
    try {
      if (typeof JSON.parse(literal) !== 'string') throw new Error('not a string')
    } catch {
      fail(`an enqueued chunk that is not a JSON string (${literal.slice(0, 60)}…)`)
    }
  }
  const out = html
    .replace(
      ENQUEUE,
      (_, literal: string) => `<script type="application/json" ${STREAM_CHUNK_ATTRIBUTE}>${literal}</script>`,
    )
    .replace(CLOSE, () => `<script>${STREAM_FEEDER}</script>`)
  // Any other use of the controller (a new kind of script) would be left to run before the feeder.
  const left = out.replace(STREAM_FEEDER, '').replace(CONTEXT_SETUP, '').split('streamController').length - 1
  if (left) fail(`\`streamController\` used ${left} more time(s) outside the enqueue/close scripts`)
  return out
}
