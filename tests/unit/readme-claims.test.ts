/** The README's "What the tests show" table names test files that exist (a renamed test updates it). */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

it('every test the README names as showing a claim exists', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('### What the tests show'))
  const table = section.slice(0, section.search(/\n#{2,3} /))
  const named = [...table.matchAll(/^\|[^|]+\| `(tests\/[^`]+)` \|$/gm)].map((m) => m[1]!)
  expect(named.length).toBeGreaterThanOrEqual(8)
  expect(named.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([])
})
