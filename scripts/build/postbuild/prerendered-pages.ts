/**
 * The rewrites of React Router's prerendered pages, in order: every Suspense boundary in place
 * (boundaries-in-place.ts), a tiny first-screen picture inline (inline-first-image.ts), the page's
 * data as JSON elements (stream-data.ts) and hydration after first paint (defer-hydration.ts). Only
 * pages React Router prerendered get them, never static HTML copied from public/ (the CMS under
 * /admin). What React Router writes is read through react-router-output.ts.
 */
import { assertBoundariesInPlace } from './boundaries-in-place.ts'
import { deferHydration } from './defer-hydration.ts'
import { inlineSmallFirstImages } from './inline-first-image.ts'
import { streamAsData } from './stream-data.ts'

/** Where React Router prerenders a route: `index.html` for `/`, else `<path>/index.html`. */
export const htmlFileOf = (urlPath: string): string =>
  urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`

/** React Router's fallback for unknown paths, a page shell like the others. */
export const SPA_FALLBACK_FILE = '__spa-fallback.html'

/** The HTML files React Router wrote for `paths` (the not-found copies included), and its fallback. */
export function reactRouterPages(paths: readonly string[]): string[] {
  return [...paths.filter((p) => !p.startsWith('/admin')).map(htmlFileOf), SPA_FALLBACK_FILE]
}

/**
 * One prerendered page rewritten; throws (so the build fails) when a boundary was streamed out of
 * place or the loader or data scripts are not what the seam expects. `clientDir` holds the images.
 */
export function rewritePrerenderedPage(html: string, clientDir: string): string {
  return deferHydration(streamAsData(inlineSmallFirstImages(assertBoundariesInPlace(html), clientDir)))
}

/** Every page of `pages` (file → HTML) rewritten; an error names the file. */
export function rewritePrerenderedPages(
  pages: Readonly<Record<string, string>>,
  clientDir: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pages).map(([file, html]) => {
      try {
        return [file, rewritePrerenderedPage(html, clientDir)]
      } catch (error) {
        throw new Error(`postbuild: ${file}: ${(error as Error).message}`, { cause: error })
      }
    }),
  )
}
