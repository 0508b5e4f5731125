import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FrameworkChangedError } from '#app/boot/framework-changed.ts'
import { STREAM_CHUNK_ATTRIBUTE, STREAM_FEEDER, streamAsData } from '#scripts/build/postbuild/stream-data.ts'
import { inlineScriptHashes } from '#server/security-headers.ts'

// A prerendered page exactly as React Router 8.5 writes it (body content shortened).
const page = readFileSync(
  path.join(import.meta.dirname, '..', 'fixtures', 'framework', 'react-router-8.5-home.html'),
  'utf8',
)
const ENQUEUED = /window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g

/** What the page's scripts put into React Router's stream, in order, and whether they close it. */
function streamed(html: string): { chunks: string[]; closed: boolean } {
  const chunks: string[] = []
  let closed = false
  const controller = { enqueue: (c: string) => chunks.push(c), close: () => (closed = true) }
  const window = { __reactRouterContext: { streamController: controller } }
  const elements = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(
    ([, attrs = '', text = '']) => ({
      attrs,
      textContent: text,
    }),
  )
  const document = {
    querySelectorAll: (selector: string) => {
      const attribute = /^script\[([\w-]+)\]$/.exec(selector)?.[1]
      return elements.filter((e) => attribute && new RegExp(`\\s${attribute}(\\s|=|$)`).test(e.attrs))
    },
  }
  // Every executable script touching the stream, in document order (the others need a browser).
  for (const e of elements) {
    if (/type="application\/json"/.test(e.attrs) || !e.textContent.includes('streamController')) continue
    if (e.textContent.includes('new ReadableStream')) continue
    new Function('window', 'document', 'JSON', e.textContent)(window, document, JSON)
  }
  return { chunks, closed }
}

describe('streamAsData on React Router 8.5 output', () => {
  const out = streamAsData(page)

  it('streams exactly what React Router enqueued, then closes', () => {
    const before = streamed(page)
    expect(before.chunks.length).toBeGreaterThan(0)
    expect(before.closed).toBe(true)
    expect(streamed(out)).toEqual(before)
  })

  it('leaves no per-page executable script: the data is JSON, the feeder is the same everywhere', () => {
    expect(out).not.toMatch(ENQUEUED)
    expect(out).toContain(`<script type="application/json" ${STREAM_CHUNK_ATTRIBUTE}>"`)
    // The feeder stands where React Router's close() was: after every chunk.
    expect(out.lastIndexOf(`${STREAM_CHUNK_ATTRIBUTE}>`)).toBeLessThan(
      out.indexOf(`<script>${STREAM_FEEDER}</script>`),
    )
    const other = streamAsData(page.replace('loaderData', 'loaderDatum'))
    expect(other).not.toBe(out)
    expect(inlineScriptHashes(other)).toEqual(inlineScriptHashes(out))
    expect(inlineScriptHashes(page)).not.toEqual(
      inlineScriptHashes(page.replace('loaderData', 'loaderDatum')),
    )
  })

  it('keeps the rest of the page', () => {
    const strip = (html: string) =>
      html
        .replace(`<script>${STREAM_FEEDER}</script>`, '')
        .replace(
          /<script(?: type="application\/json" [\w-]+)?>(?:"|window\.__reactRouterContext\.streamController)[\s\S]*?<\/script>/g,
          '',
        )
    expect(strip(out)).toBe(strip(page))
  })

  it('refuses to rewrite a page twice', () => {
    expect(() => streamAsData(out)).toThrow('already rewritten')
  })
})

describe('streamAsData fails loudly when React Router output changes', () => {
  const broken: [string, (html: string) => string][] = [
    ['no close()', (h) => h.replace('streamController.close();', 'streamController.end();')],
    ['no enqueue()', (h) => h.replaceAll('streamController.enqueue(', 'streamController.push(')],
    ['a raw < inside a chunk', (h) => h.replace('loaderData', '<loaderData')],
    ['a chunk that is not a JSON string', (h) => h.replace(/enqueue\("/, 'enqueue("\\x41')],
    [
      'a nonce on the data scripts',
      (h) =>
        h.replaceAll(
          '<script>window.__reactRouterContext.streamController',
          '<script nonce="n">window.__reactRouterContext.streamController',
        ),
    ],
  ]
  it.each(broken)('%s', (_, breakPage) => {
    const changed = breakPage(page)
    expect(changed).not.toBe(page)
    expect(() => streamAsData(changed)).toThrow(FrameworkChangedError)
    expect(() => streamAsData(changed)).toThrow(/^React Router changed: .+ app\/boot\/README\.md/)
  })
})
