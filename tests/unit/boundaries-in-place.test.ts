import { createElement, Suspense } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { assertBoundariesInPlace } from '#scripts/build/postbuild/boundaries-in-place.ts'

/** A page of 20 KB of text followed by a Suspense boundary, rendered by React's streaming renderer. */
async function render(progressiveChunkSize?: number): Promise<string> {
  const filler = createElement('p', null, 'calm '.repeat(4000))
  const boundary = createElement(
    Suspense,
    { fallback: null },
    createElement('section', null, 'x'.repeat(2000)),
  )
  const stream = await renderToReadableStream(createElement('main', null, filler, boundary), {
    progressiveChunkSize,
  })
  await stream.allReady
  return new Response(stream).text()
}

describe('assertBoundariesInPlace on React output', () => {
  it('passes a page whose boundary is written in place (progressiveChunkSize unlimited)', async () => {
    const html = await render(Number.POSITIVE_INFINITY)
    expect(html).toContain('<!--$--><section>')
    expect(assertBoundariesInPlace(html)).toBe(html)
  })

  it('fails a page whose boundary React moved out of place (the default chunk size)', async () => {
    const html = await render()
    expect(html).toContain('<template id="B:0">')
    expect(() => assertBoundariesInPlace(html)).toThrow(/written out of place.*progressiveChunkSize/)
  })
})
