/**
 * The runtime dependencies stay few and each has a stated reason: the table under "Dependencies and
 * advisories" in docs/guides/developing.md names exactly the `dependencies` of package.json. Adding
 * one means saying there why; the audit itself runs on a connected machine (the guide says how).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

it('the developing guide lists every runtime dependency, and only those', () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  const readme = readFileSync(path.join(ROOT, 'docs', 'guides', 'developing.md'), 'utf8')
  const start = readme.indexOf('| Runtime dependency | Why |')
  expect(start, 'docs/guides/developing.md: the runtime dependency table').toBeGreaterThan(0)
  const rows: string[] = []
  for (const line of readme.slice(start).split('\n').slice(2)) {
    if (!line.startsWith('|')) break
    rows.push(line.split('|')[1]!)
  }
  const documented = rows.flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!))
  expect(documented.sort()).toEqual(Object.keys(pkg.dependencies).sort())
  expect(readme).toContain('npm audit --omit=dev')
})
