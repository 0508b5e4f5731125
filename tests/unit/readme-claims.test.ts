/**
 * The README's "What the tests show" table names, for each claim, the test that shows it: its file
 * and its title. Each named test must be in that file, as a test (an `it` or `test` whose title
 * holds the quoted words), so a test renamed, removed or moved updates the table.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

/** The rows of the table: the claim, the test file and the words of the test's title. */
function claims(): { claim: string; file: string; title: string }[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('### What the tests show'))
  const table = section.slice(0, section.search(/\n#{2,3} /))
  return [...table.matchAll(/^\| ([^|]+) \| `(tests\/[^`]+)` › “([^”]+)” \|$/gm)].map((m) => ({
    claim: m[1]!,
    file: m[2]!,
    title: m[3]!,
  }))
}

/** The titles of the tests in a file: the first argument of each `it(` / `test(`, as written. */
function testTitles(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8')
  return [...source.matchAll(/\b(?:it|test)(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*)\1/g)].map(
    (m) => m[2]!,
  )
}

it('names a test for every claim in its table', () => {
  expect(claims().length).toBeGreaterThanOrEqual(12)
})

it('every test the README names is a test in the file it names', () => {
  const missing = claims().filter(
    ({ file, title }) =>
      !existsSync(path.join(ROOT, file)) || !testTitles(file).some((t) => t.includes(title)),
  )
  expect(missing).toEqual([])
})

it('a title that is only in a comment or a string does not count', () => {
  const file = 'tests/unit/readme-claims.test.ts'
  expect(testTitles(file)).toContain('names a test for every claim in its table')
  expect(testTitles(file).some((t) => t.includes('only in a comment'))).toBe(true)
  expect(testTitles(file).some((t) => t.includes('The titles of the tests in a file'))).toBe(false)
})
