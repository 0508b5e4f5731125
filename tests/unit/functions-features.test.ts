/**
 * The functions' layers stay apart: each feature (functions/<feature>/) imports the platform
 * (functions/platform/) and core/ (contracts, config, content), never another feature and never
 * a host; the platform imports no feature and no host; only the hosts (functions/hosts/, the
 * composition roots) put features together. Where one feature needs another's capability, its host
 * hands it in. Biome's import rules cannot say "any folder but this one" for every folder, so this
 * reads the imports itself: static, re-exports, side-effect and dynamic `import('…')`, by subpath
 * (#functions/…) or relative path.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const FUNCTIONS = path.join(ROOT, 'functions')
/** Not features: what every feature stands on, and where they are put together. */
const PLATFORM = 'platform'
const HOSTS = 'hosts'

const folders = readdirSync(FUNCTIONS).filter((name) => statSync(path.join(FUNCTIONS, name)).isDirectory())
const features = folders.filter((name) => name !== PLATFORM && name !== HOSTS)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : []
  })
}

/** Every module specifier `source` names. */
function specifiers(source: string): string[] {
  const found = [
    ...source.matchAll(/(?:^|[\s;}])(?:import|export)\s[^'"`]*?\sfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ]
  return found.map((m) => m[1]!)
}

/** The functions/ folder a specifier written in `file` reaches, or undefined (a package, the app). */
function folderOf(file: string, specifier: string): string | undefined {
  let target: string
  if (specifier.startsWith('#functions/'))
    target = path.join(FUNCTIONS, specifier.slice('#functions/'.length))
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier)
  else return undefined
  const relative = path.relative(FUNCTIONS, target)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined
  return relative.split(path.sep)[0]
}

/** What `file` (in functions/<folder>/) imports that its layer may not. */
function forbidden(folder: string, file: string): string[] {
  return specifiers(readFileSync(file, 'utf8')).filter((specifier) => {
    const reached = folderOf(file, specifier)
    if (reached === undefined || reached === folder || reached === PLATFORM) return false
    // The hosts may import any feature; a feature or the platform no other folder (hosts included).
    return folder !== HOSTS
  })
}

describe('functions/: features import the platform, never each other', () => {
  it('finds the features, the platform and the hosts', () => {
    expect(folders).toContain(PLATFORM)
    expect(folders).toContain(HOSTS)
    expect(features.length).toBeGreaterThan(3)
  })

  it('keeps no shared module loose at the top of functions/ (it belongs to the platform or a feature)', () => {
    const loose = readdirSync(FUNCTIONS).filter((name) => /\.(ts|tsx|mts)$/.test(name))
    expect(loose).toEqual([])
  })

  it.each(features)('%s imports no other feature and no host', (feature) => {
    const found = sourceFiles(path.join(FUNCTIONS, feature)).flatMap((file) =>
      forbidden(feature, file).map((specifier) => `${path.relative(ROOT, file)} → ${specifier}`),
    )
    expect(found).toEqual([])
  })

  it('the platform imports no feature and no host', () => {
    const found = sourceFiles(path.join(FUNCTIONS, PLATFORM)).flatMap((file) =>
      forbidden(PLATFORM, file).map((specifier) => `${path.relative(ROOT, file)} → ${specifier}`),
    )
    expect(found).toEqual([])
  })

  it('reads every form of import, by subpath or relative path', () => {
    const source = [
      "import { a } from '#functions/orders/fulfil.ts'",
      "import type { B } from '../newsletter/store.ts'",
      "export { c } from '#functions/hosts/node.ts'",
      "import '#functions/booking/side-effect.ts'",
      "const d = await import('#functions/stripe-webhook/handler.ts')",
      "import {\n  e,\n  f,\n} from '#functions/platform/http.ts'",
    ].join('\n')
    const file = path.join(FUNCTIONS, 'maintenance', 'probe.ts')
    expect(
      specifiers(source)
        .map((s) => folderOf(file, s))
        .sort(),
    ).toEqual(['booking', 'hosts', 'newsletter', 'orders', 'platform', 'stripe-webhook'])
    expect(folderOf(file, './handler.ts')).toBe('maintenance')
    expect(folderOf(file, 'stripe')).toBeUndefined()
    expect(folderOf(file, '#core/config/practice.ts')).toBeUndefined()
  })
})
