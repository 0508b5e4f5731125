/**
 * The layers, read from the real import graph (Biome's noRestrictedImports refuses the same upward
 * imports file by file; this also sees cycles, which no per-file rule can):
 *   core/       imports only core/ and npm packages (the bottom layer);
 *   functions/  imports core/ and functions/, never app/;
 *   app/        never imports functions/ or server/;
 *   and no two project files reach each other through their imports (no cycle).
 * Every import of a .ts/.tsx file under core/, app/, functions/ and server/ is read: static
 * `import … from`, `export … from`, side-effect `import '…'` and `import('…')`, type-only ones too
 * (a type cycle still ties two modules' meanings together).
 */
import { existsSync, globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const LAYERS = ['core', 'app', 'functions', 'server'] as const
const SUBPATHS: Record<string, string> = {
  '#core/': 'core/',
  '#app/': 'app/',
  '#functions/': 'functions/',
  '#server/': 'server/',
  '#scripts/': 'scripts/',
  '#tests/': 'tests/',
}

/** The source without comments, so an import quoted in a doc comment is not read as one. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
}

/** The specifiers a file imports. */
function specifiers(source: string): string[] {
  const code = withoutComments(source)
  const found = [
    ...code.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/gm),
    ...code.matchAll(/^\s*import\s*(['"])([^'"]+)\1/gm),
    ...code.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g),
  ]
  return found.map((m) => m[2]!)
}

/** The project file a specifier names (relative to the root), or null for an npm package. */
function resolve(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '')
  // React Router's route types (./+types/<route>), generated under .react-router/ and seen through rootDirs.
  if (bare.includes('/+types/')) return null
  const prefix = Object.keys(SUBPATHS).find((p) => bare.startsWith(p))
  if (prefix) return SUBPATHS[prefix] + bare.slice(prefix.length)
  if (bare.startsWith('./') || bare.startsWith('../')) {
    return path
      .relative(ROOT, path.resolve(ROOT, path.dirname(from), bare))
      .split(path.sep)
      .join('/')
  }
  return null
}

const layerOf = (file: string) => file.split('/')[0]!

const files = LAYERS.flatMap((layer) =>
  globSync(`${layer}/**/*.{ts,tsx}`, { cwd: ROOT }).map((f) => f.split(path.sep).join('/')),
).sort()

/** file → the project files it imports. */
const graph = new Map<string, string[]>(
  files.map((file) => {
    const targets = specifiers(readFileSync(path.join(ROOT, file), 'utf8'))
      .map((s) => resolve(file, s))
      .filter((t): t is string => t !== null)
    return [file, [...new Set(targets)]]
  }),
)

/** Strongly connected components with more than one file, or one file importing itself (Tarjan). */
function cycles(edges: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next)
    next++
    stack.push(v)
    onStack.add(v)
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!))
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) found.push(component.sort())
    }
  }
  for (const v of edges.keys()) if (!index.has(v)) visit(v)
  return found
}

/** Every import from a file in `layer` that lands in one of `refused`, as "from → to". */
function crossings(layer: string, refused: (target: string) => boolean): string[] {
  return [...graph]
    .filter(([file]) => layerOf(file) === layer)
    .flatMap(([file, targets]) => targets.filter(refused).map((t) => `${file} → ${t}`))
}

describe('layers (core → app, functions → server)', () => {
  it('reads the imports of every layer', () => {
    for (const layer of LAYERS) expect(files.some((f) => layerOf(f) === layer)).toBe(true)
    expect(graph.get('core/content/route-paths.ts')).toContain('core/content/site-paths.ts')
    // A multi-line import, a re-export, a type-only import and a dynamic import all count.
    expect(
      specifiers(
        "import {\n  a,\n  b,\n} from '#core/x.ts'\nexport { c } from './y.ts'\nimport type { D } from 'zod'\nconst m = await import('#app/z.ts')\n// import { e } from '#app/comment.ts'\n",
      ),
    ).toEqual(['#core/x.ts', './y.ts', 'zod', '#app/z.ts'])
  })

  it('every project import names a file that exists', () => {
    const missing = [...graph].flatMap(([file, targets]) =>
      targets.filter((t) => !existsSync(path.join(ROOT, t))).map((t) => `${file} → ${t}`),
    )
    expect(missing).toEqual([])
  })

  it('core/ imports only core/ and npm packages', () => {
    expect(crossings('core', (t) => layerOf(t) !== 'core')).toEqual([])
  })

  it('functions/ imports core/ and functions/, never app/', () => {
    expect(crossings('functions', (t) => !['core', 'functions'].includes(layerOf(t)))).toEqual([])
  })

  it('app/ never imports functions/ or server/', () => {
    expect(crossings('app', (t) => ['functions', 'server'].includes(layerOf(t)))).toEqual([])
  })

  it('no import cycle between project files', () => {
    expect(cycles(graph)).toEqual([])
  })

  it('finds a cycle when there is one (Tarjan over the graph)', () => {
    const probe = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ])
    expect(cycles(probe)).toEqual([['a', 'b', 'c'], ['e']])
  })
})
