/**
 * A page's first-screen picture inside the page when it is tiny (decision 0065).
 *
 * A `ResponsiveImage` with `priority` (`loading="eager"`, `fetchPriority="high"`) is the largest thing
 * on its page's first screen. As a file it arrives after the HTML, so the first paint shows the text
 * beside an empty frame and the picture follows a frame later: Lighthouse measured
 * /services/emdr-therapy at 1050-1067 ms, the same page with the picture inline at 871-953 ms. When
 * the picture's largest AVIF variant is at most 4 KB (`inlineIfSmall`, the rule the product page's
 * first photo already follows), its AVIF `<source>` becomes that one file as a data URL: the picture
 * paints with the text and costs no request. The WebP `<source>` and the `<img>` stay files, for a
 * browser without AVIF. The owner's photographs are larger and stay files with high priority.
 *
 * Done on the prerendered HTML rather than in the component, so the bytes are in the page once
 * (not again in the route's data and JavaScript). React does not rewrite attributes when it
 * hydrates, so the data URL stays; a page reached by a client-side navigation renders the files.
 */
import { inlineIfSmall } from '#core/lib/inline-image.server.ts'

const PICTURE = /<picture>([\s\S]*?)<\/picture>/g
const PRIORITY_IMG = /<img\b(?=[^>]*\bloading="eager")(?=[^>]*\bfetchPriority="high")[^>]*>/
const AVIF_SOURCE = /<source type="image\/avif" srcSet="([^"]+)"( sizes="[^"]*")?\/>/

/**
 * `html` with the AVIF source of each high-priority picture inlined when its largest variant (the
 * last in srcSet, which lists them by width) is at most 4 KB in `clientDir`.
 */
export function inlineSmallFirstImages(html: string, clientDir: string): string {
  return html.replace(PICTURE, (picture, inner: string) => {
    const source = PRIORITY_IMG.test(inner) ? AVIF_SOURCE.exec(inner) : null
    const [largest, width] = source?.[1]?.split(', ').at(-1)?.split(' ') ?? []
    const inline = largest ? inlineIfSmall(largest, clientDir) : undefined
    if (!source || !inline) return picture
    // The one file keeps its width and the `sizes` beside it: a width descriptor without `sizes`
    // is invalid HTML, and the browser picks the same way as from the files.
    return picture.replace(
      source[0],
      `<source type="image/avif" srcSet="${inline} ${width}"${source[2] ?? ''}/>`,
    )
  })
}
