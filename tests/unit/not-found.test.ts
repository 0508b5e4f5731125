import { describe, expect, test } from 'vitest'
import { assertFound, isNotFound, isNotFoundCopy, notFound } from '#app/lib/not-found.ts'
import { NOT_FOUND_PATHS } from '#core/content/route-paths.ts'

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('nothing was thrown')
}

describe('the not-found recipe', () => {
  test('assertFound passes a value through and throws a 404 for null or undefined', () => {
    expect(assertFound(0)).toBe(0)
    expect(assertFound('')).toBe('')
    for (const missing of [null, undefined]) {
      const error = thrown(() => assertFound(missing))
      // React Router turns the thrown `data(…, { status: 404 })` into a route error response.
      expect(error).toMatchObject({ init: { status: 404 } })
    }
    expect(thrown(notFound)).toMatchObject({ init: { status: 404 } })
  })

  test('isNotFound: a 404 route error response only', () => {
    const response = { status: 404, statusText: 'Not Found', internal: false, data: null }
    expect(isNotFound(response)).toBe(true)
    expect(isNotFound({ ...response, status: 500 })).toBe(false)
    expect(isNotFound(new Error('404'))).toBe(false)
  })

  test('isNotFoundCopy: the copies as the prerenderer asks for them, nothing else', () => {
    for (const path of NOT_FOUND_PATHS) {
      expect(isNotFoundCopy(path), path).toBe(true)
      expect(isNotFoundCopy(`${path}/`), path).toBe(true)
      expect(isNotFoundCopy(`${path}.data`), path).toBe(true)
    }
    for (const path of ['/store', '/store/weighted-blanket', '/store/__not-found/x', '/blog/1.data', '/'])
      expect(isNotFoundCopy(path), path).toBe(false)
  })
})
