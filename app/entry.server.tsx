/**
 * React Router's default server entry (used here only to prerender at build time), plus one rule:
 * the not-found copies are rendered from a loader that throws a 404 (app/lib/not-found.ts), and
 * the prerenderer refuses to write a page whose status is not 200. For those paths alone the status
 * is set to 200 here, so the build writes them; the Node server and static hosts serve them with 404.
 */
import { isbot } from 'isbot'
import { renderToReadableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'
import { isNotFoundCopy } from '#app/lib/not-found.ts'

export const streamTimeout = 5_000

const statusFor = (request: Request, status: number) =>
  status === 404 && isNotFoundCopy(new URL(request.url).pathname) ? 200 : status

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const status = statusFor(request, responseStatusCode)
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers: responseHeaders })
  let shellRendered = false
  let finalStatus = status
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    // A prerendered page is one file: every Suspense boundary that has finished rendering is written
    // in place. (React otherwise moves boundaries after the first 12.8 KB out of line, to be put in
    // place by inline scripts: content a reader without JavaScript would never see.)
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      finalStatus = 500
      // Shell errors reject above and React Router logs them; log only the later ones.
      if (shellRendered) console.error(error)
    },
  })
  shellRendered = true
  const userAgent = request.headers.get('user-agent')
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady
  responseHeaders.set('Content-Type', 'text/html')
  return new Response(body, { headers: responseHeaders, status: finalStatus })
}

/**
 * The `.data` file of a not-found copy is written empty: given the 404 it holds, the prerenderer
 * would fail to replay it into the page render, while without it the page render runs the loader
 * itself. The file is never used (a client navigation to an unknown id gets a 404 for its `.data`).
 */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (statusFor(request, response.status) === response.status) return response
  return new Response('', { status: 200, headers: response.headers })
}
