/**
 * `Container`'s width: the site's 72rem column unless the caller asks for its own. Two max-width
 * classes on one element would not override by order (the stylesheet's order decides, and
 * `max-w-6xl` comes after `max-w-3xl`), so the default must not be there at all.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Container } from '#app/components/ui/container.tsx'

function classes(className?: string): string[] {
  // biome-ignore lint/correctness/noChildrenProp: createElement's third argument does not satisfy Container's required children type
  const html = renderToStaticMarkup(createElement(Container, { className, children: 'x' }))
  return /class="([^"]*)"/.exec(html)![1]!.split(' ')
}

describe('Container', () => {
  it('is 72rem wide by default, beside other classes', () => {
    expect(classes()).toContain('max-w-6xl')
    expect(classes('py-14 grid')).toEqual(expect.arrayContaining(['max-w-6xl', 'py-14', 'grid']))
  })

  it.each(['max-w-3xl', 'max-w-[44rem] pt-10', 'py-16 max-w-2xl text-center'])(
    'with "%s" carries only the width asked for',
    (className) => {
      const list = classes(className)
      expect(list.filter((name) => name.startsWith('max-w-'))).toHaveLength(1)
      expect(list).not.toContain('max-w-6xl')
    },
  )
})
