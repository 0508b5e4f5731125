import { describe, expect, it } from 'vitest'
import { headScripts } from '#app/boot/serialise.ts'
import { LATIN_RANGE } from '#app/boot/web-fonts.ts'
import { cspManifest, cspManifestFile } from '#scripts/build/postbuild/csp-manifest.ts'
import { InlineScriptError } from '#scripts/build/postbuild/inline-scripts.ts'
import { STREAM_FEEDER } from '#scripts/build/postbuild/stream-data.ts'
import { sha256Source } from '#server/security-headers.ts'

const HEAD = headScripts({
  files: [{ family: 'Inter Variable', url: '/assets/inter-1.woff2', weight: '100 900' }],
  unicodeRange: LATIN_RANGE,
  storageKey: 'web-fonts',
  className: 'web-fonts',
  manifest: '/site.webmanifest',
}).map((s) => s.source)
const context = (page: string) =>
  `window.__reactRouterContext = {"basename":"/","page":"${page}"};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`
const shell = (page: string) =>
  `<!DOCTYPE html><html><head>${HEAD.map((s) => `<script>${s}</script>`).join('')}</head>` +
  `<body><main>${page}</main><script>${context(page)}</script>` +
  `<script type="application/json" data-router-stream>"[1]"</script><script>${STREAM_FEEDER}</script></body></html>`
const FILES = {
  'index.html': shell('home'),
  'blog/index.html': shell('blog'),
  '404.html': shell('404'),
  'admin/index.html': '<html><head><script src="/admin/sveltia-cms.js"></script></head><body></body></html>',
}
const SHELLS = ['index.html', 'blog/index.html', '404.html']

describe('cspManifest', () => {
  it("maps every HTML file to the hashes of its own inline scripts; JSON elements and files' scripts need none", () => {
    const manifest = cspManifest(FILES, SHELLS)
    expect(Object.keys(manifest)).toEqual(Object.keys(FILES))
    const shared = [...HEAD, STREAM_FEEDER].map(sha256Source)
    expect(manifest['index.html']).toEqual([
      ...HEAD.map(sha256Source),
      sha256Source(context('home')),
      sha256Source(STREAM_FEEDER),
    ])
    expect(manifest['blog/index.html']).toEqual(
      expect.arrayContaining([...shared, sha256Source(context('blog'))]),
    )
    expect(manifest['blog/index.html']).not.toContain(sha256Source(context('home')))
    expect(manifest['admin/index.html']).toEqual([])
  })

  it("fails on a script that is not the site's own, and on a shell script in a file that is not a page", () => {
    const injected = {
      ...FILES,
      'blog/index.html': shell('blog').replace('<main>', '<main><script>alert(1)</script>'),
    }
    expect(() => cspManifest(injected, SHELLS)).toThrow(InlineScriptError)
    expect(() => cspManifest(injected, SHELLS)).toThrow(/blog\/index\.html: .*alert\(1\)/)
    expect(() => cspManifest(FILES, ['index.html', 'blog/index.html'])).toThrow(/404\.html/)
  })

  it('writes the manifest as indented JSON with a final newline, read back unchanged', () => {
    const manifest = cspManifest(FILES, new Set(SHELLS))
    const text = cspManifestFile(manifest)
    expect(JSON.parse(text)).toEqual(manifest)
    expect(text).toBe(`${JSON.stringify(manifest, null, 2)}\n`)
    expect(text.split('\n')[1]).toMatch(/^ {2}"index\.html": \[$/)
  })
})
