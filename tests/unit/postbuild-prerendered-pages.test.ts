import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FrameworkChangedError } from '#app/boot/framework-changed.ts'
import { DEFERRED_LOADER, hydrationModulesOf } from '#scripts/build/postbuild/defer-hydration.ts'
import {
  htmlFileOf,
  reactRouterPages,
  rewritePrerenderedPage,
  rewritePrerenderedPages,
} from '#scripts/build/postbuild/prerendered-pages.ts'
import { routerLoaderModules } from '#scripts/build/postbuild/react-router-output.ts'
import { STREAM_CHUNK_ATTRIBUTE, STREAM_FEEDER } from '#scripts/build/postbuild/stream-data.ts'

// A prerendered page exactly as React Router 8.5 writes it (body content shortened).
const page = readFileSync(
  path.join(import.meta.dirname, '..', 'fixtures', 'framework', 'react-router-8.5-home.html'),
  'utf8',
)
const client = mkdtempSync(path.join(tmpdir(), 'prerendered-pages-'))
afterAll(() => rmSync(client, { recursive: true, force: true }))
mkdirSync(path.join(client, 'images'))
writeFileSync(path.join(client, 'images', 'hero-480.avif'), Buffer.alloc(500, 1))
const PICTURE =
  '<picture><source type="image/avif" srcSet="/images/hero-480.avif 480w" sizes="100vw"/>' +
  '<img src="/images/hero-480.webp" alt="" loading="eager" fetchPriority="high"/></picture>'
const withPicture = page.replace('<body>', `<body>${PICTURE}`)

describe('htmlFileOf and reactRouterPages', () => {
  it('names the file React Router prerenders for a path', () => {
    expect(htmlFileOf('/')).toBe('index.html')
    expect(htmlFileOf('/services/emdr-therapy')).toBe('services/emdr-therapy/index.html')
  })

  it("lists the routes' files, the not-found copies and the fallback; never the CMS copied from public/", () => {
    expect(reactRouterPages(['/', '/about', '/admin', '/admin/x', '/404', '/store/__not-found'])).toEqual([
      'index.html',
      'about/index.html',
      '404/index.html',
      'store/__not-found/index.html',
      '__spa-fallback.html',
    ])
  })
})

describe('rewritePrerenderedPage', () => {
  it('applies every rewrite: picture inline, data as JSON elements, hydration after first paint', () => {
    expect(withPicture).toContain('<body><picture>')
    const out = rewritePrerenderedPage(withPicture, client)
    expect(out).toContain(`srcSet="data:image/avif;base64,${Buffer.alloc(500, 1).toString('base64')} 480w"`)
    expect(out).not.toContain('streamController.enqueue(')
    expect(out).toContain(`<script type="application/json" ${STREAM_CHUNK_ATTRIBUTE}>`)
    expect(out).toContain(`<script>${STREAM_FEEDER}</script>`)
    expect(out).toContain(DEFERRED_LOADER)
    expect(out).not.toContain('rel="modulepreload"')
    // The loader loads what React Router's did.
    const { preloads, ...before } = routerLoaderModules(page)
    expect(hydrationModulesOf(out)).toMatchObject(before)
  })

  it('fails on a page already rewritten, and on a boundary streamed out of place', () => {
    expect(() => rewritePrerenderedPage(rewritePrerenderedPage(page, client), client)).toThrow()
    expect(() =>
      rewritePrerenderedPage(page.replace('<body>', '<body><!--$?--><template id="B:0"></template>'), client),
    ).toThrow(/Suspense boundary/)
  })
})

describe('rewritePrerenderedPages', () => {
  it('rewrites every page it is given and names the file whose output changed', () => {
    const out = rewritePrerenderedPages({ 'index.html': page, 'about/index.html': page }, client)
    expect(Object.keys(out)).toEqual(['index.html', 'about/index.html'])
    expect(out['about/index.html']).toBe(rewritePrerenderedPage(page, client))
    const broken = page.replace('__reactRouterRouteModules', '__reactRouterModules')
    expect(() => rewritePrerenderedPages({ 'index.html': page, 'blog/index.html': broken }, client)).toThrow(
      /^postbuild: blog\/index\.html: React Router changed/,
    )
    try {
      rewritePrerenderedPages({ 'blog/index.html': broken }, client)
    } catch (error) {
      expect((error as Error).cause).toBeInstanceOf(FrameworkChangedError)
    }
  })
})
