/**
 * The conformance suite and its map stay in step: every row of tests/spec/COVERAGE.md names a test
 * that exists in tests/spec/ or says why the requirement cannot be observed, and every test in
 * tests/spec/ has its row. Reads only the project's own files (no copy of the specification needed).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SPEC_DIR = path.resolve(import.meta.dirname, '..', 'spec')
const coverage = readFileSync(path.join(SPEC_DIR, 'COVERAGE.md'), 'utf8')
const files = readdirSync(SPEC_DIR).filter((f) => f.endsWith('.spec.ts'))

/** The first argument of every `test(` call that starts a line, with the file it is in. */
const calls = files.flatMap((file) => {
  const source = readFileSync(path.join(SPEC_DIR, file), 'utf8')
  return [...source.matchAll(/^\s*test\(\s*(?=([\s\S]{0,200}))/gm)].map((m) => ({ file, start: m[1]! }))
})
const titles = calls.flatMap(({ start }) => {
  const literal = /^'((?:[^'\\\n]|\\.)*)'/.exec(start)
  return literal ? [literal[1]!.replace(/\\'/g, "'")] : []
})

/** The table rows of COVERAGE.md, with the section heading they sit under. */
const rows = (() => {
  let section = ''
  const found: { section: string; cells: string[] }[] = []
  for (const line of coverage.split('\n')) {
    const heading = /^## (§\d+)/.exec(line)
    if (heading) section = heading[1]!
    if (!line.startsWith('|') || /^\|\s*-+/.test(line) || /^\|\s*Requirement/i.test(line)) continue
    found.push({
      section,
      cells: line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    })
  }
  return found
})()
const named = rows.flatMap((r) => [...r.cells.join(' ').matchAll(/`(§[^`]+)`/g)].map((m) => m[1]!))

describe('tests/spec/COVERAGE.md and tests/spec/', () => {
  it('finds the suite and the map', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(titles.length).toBeGreaterThan(50)
    expect(rows.length).toBeGreaterThan(titles.length / 2)
  })

  it('every test title is a plain literal starting with its section (§N)', () => {
    const bad = calls
      .filter(({ start }) => !/^'§\d+ /.test(start))
      .map(({ file, start }) => `${file}: ${start.slice(0, 60)}`)
    expect(bad).toEqual([])
  })

  it('no two tests share a title', () => {
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([])
  })

  it('every test named in COVERAGE.md exists in tests/spec/', () => {
    expect(named.filter((t) => !titles.includes(t))).toEqual([])
  })

  it('every test in tests/spec/ has a row in COVERAGE.md', () => {
    expect(titles.filter((t) => !named.includes(t))).toEqual([])
  })

  it('every row names its test or says why it cannot be observed', () => {
    const bare = rows.filter((r) => !/`§[^`]+`|Not observable|not shown/i.test(r.cells.at(-1) ?? ''))
    expect(bare.map((r) => r.cells[0])).toEqual([])
  })

  it('the map has a heading for each of the specification’s nine sections', () => {
    for (let n = 1; n <= 9; n++) expect(coverage).toMatch(new RegExp(`^## §${n} `, 'm'))
  })
})
