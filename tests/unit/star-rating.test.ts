import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { StarRating } from '#app/components/ui/star-rating.tsx'

const render = (props: Parameters<typeof StarRating>[0]) =>
  renderToStaticMarkup(createElement(StarRating, props))

describe('StarRating', () => {
  test('one element: an image named by its label, filled to the rating (no SVG per star)', () => {
    const html = render({ rating: 4.9, label: 'Rated 4.9 out of 5 on Yelp' })
    expect(html).toBe(
      '<span role="img" aria-label="Rated 4.9 out of 5 on Yelp" class="star-rating" style="--rating:98%"></span>',
    )
  })

  test('the default name, and a fill clamped to 0-100% with no floating-point tail', () => {
    expect(render({ rating: 5 })).toContain('aria-label="5 out of 5 stars"')
    expect(render({ rating: 5 })).toContain('--rating:100%')
    expect(render({ rating: 7 })).toContain('--rating:100%')
    expect(render({ rating: -1 })).toContain('--rating:0%')
    expect(render({ rating: 4.33 })).toContain('--rating:86.6%')
    expect(render({ rating: 3.3333 })).toContain('--rating:66.67%')
  })

  test('a class for its size is added to the star class', () => {
    expect(render({ rating: 4, className: 'h-4' })).toContain('class="star-rating h-4"')
  })
})
