/** What the data feeder needs: the attribute that marks a chunk of the page's data. */
export interface DataFeederBoot {
  attribute: string
}
export const DATA_FEEDER_BOOT: DataFeederBoot = { attribute: 'data-router-stream' }

declare global {
  interface Window {
    __reactRouterContext?: { streamController?: ReadableStreamDefaultController<unknown> }
  }
}

/**
 * At the end of <body>, where React Router's own `close()` was: puts the page's data chunks (JSON
 * elements marked with `attribute`, written by the postbuild from React Router's enqueue scripts) into
 * React Router's stream, in order, and closes it. The same text on every page, so one CSP hash.
 */
export function feedRouterStream({ attribute }: DataFeederBoot): void {
  const stream = window.__reactRouterContext?.streamController
  if (!stream) return
  for (const chunk of document.querySelectorAll(`script[${attribute}]`))
    stream.enqueue(JSON.parse(chunk.textContent ?? ''))
  stream.close()
}
