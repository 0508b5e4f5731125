import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { ClaimSource } from '#app/components/ui/claim-source.tsx'

const render = (props: Parameters<typeof ClaimSource>[0]) =>
  renderToStaticMarkup(createElement(ClaimSource, props))

describe('ClaimSource', () => {
  test('a given source shows as a small note, with the HTML in it escaped', () => {
    expect(render({ source: 'Practice outcome survey, 2024 (n = 212)', className: 'mt-2' })).toBe(
      '<small class="block text-sm text-muted-foreground mt-2">Source: Practice outcome survey, 2024 (n = 212)</small>',
    )
    expect(render({ source: '<img src=x onerror=alert(1)>' })).toContain('Source: &lt;img src=x')
  })

  test('no source, no note (the claim is listed by npm run preflight instead)', () => {
    expect(render({ source: undefined })).toBe('')
    expect(render({ source: '' })).toBe('')
  })
})
