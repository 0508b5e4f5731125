/**
 * The page's data as data, not as scripts: one rewrite of a prerendered page.
 *
 * React Router hands a prerendered page's loader data to the browser in inline scripts at the end of
 * <body>, one `enqueue("…")` per chunk and a `close()`. Their text differs on every page, so the
 * Content-Security-Policy had to allow one hash per page (45 pages' data made the catch-all policy in
 * `_headers` twice the 2,000 characters Cloudflare Pages accepts). Here each chunk becomes a
 * `<script type="application/json">` (never run, so no hash), and the boot script DATA_FEEDER
 * (app/boot/data-feeder.ts), the same on every page, feeds them to the stream where close() was.
 * React Router reads the stream when it hydrates, after the first paint, long after these are parsed.
 * What React Router writes is read through the seam scripts/build/postbuild/react-router-output.ts.
 */
import { DATA_FEEDER_BOOT } from '#app/boot/data-feeder.ts'
import { DATA_FEEDER } from '#app/boot/registry.ts'
import { bootScriptSource } from '#app/boot/serialise.ts'
import { withRouterDataReplaced } from './react-router-output.ts'

/** The attribute that marks a chunk of the page's data. */
export const STREAM_CHUNK_ATTRIBUTE = DATA_FEEDER_BOOT.attribute

/** The script that replaces React Router's close(): the same on every page. */
export const STREAM_FEEDER = bootScriptSource(DATA_FEEDER, DATA_FEEDER_BOOT)

/** The page with its data chunks as JSON elements and one shared script that streams them. */
export function streamAsData(html: string): string {
  if (html.includes(`<script>${STREAM_FEEDER}</script>`))
    throw new Error('stream-data: page already rewritten')
  return withRouterDataReplaced(
    html,
    // A JSON string literal with no raw `<` (the seam checks it), so no `</script>` inside.
    (literal) => `<script type="application/json" ${STREAM_CHUNK_ATTRIBUTE}>${literal}</script>`,
    `<script>${STREAM_FEEDER}</script>`,
  )
}
