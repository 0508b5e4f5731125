import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FrameworkChangedError } from '#app/boot/framework-changed.ts'
import { MODULE_LOADER_BOOT } from '#app/boot/module-loader.ts'
import {
  DEFERRED_LOADER,
  deferHydration,
  hydrationModulesOf,
} from '#scripts/build/postbuild/defer-hydration.ts'
import { inlineScriptHashes } from '#server/security-headers.ts'

const { id: HYDRATION_MODULES_ID, perTask: PRELOADS_PER_TASK } = MODULE_LOADER_BOOT

// A prerendered page exactly as React Router 8.5 writes it (body content shortened).
const page = readFileSync(
  path.join(import.meta.dirname, '..', 'fixtures', 'framework', 'react-router-8.5-home.html'),
  'utf8',
)
const loaderOf = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

/**
 * Runs the rewritten page's deferred loader, as written into the page, against a stand-in document
 * whose first contentful paint has happened: which modulepreload links each task appends, what it
 * imports in which order, and the route registry it leaves on `window`.
 */
async function runLoader(html: string) {
  const modules = hydrationModulesOf(html)
  const json = modules && JSON.stringify(modules)
  const tasks: string[][] = [[]]
  const queue: (() => void)[] = []
  const imports: string[] = []
  const window: { __reactRouterRouteModules?: Record<string, unknown> } = {}
  const document = {
    getElementById: (id: string) => (id === HYDRATION_MODULES_ID && json ? { textContent: json } : null),
    createElement: () => ({}) as { href?: string; rel?: string },
    head: { appendChild: (l: { href: string; rel: string }) => tasks.at(-1)?.push(`${l.rel} ${l.href}`) },
  }
  const performance = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) }
  const setTimeout = (fn: (i?: number) => void, ms: number, i?: number) => {
    if (ms < 3000) queue.push(() => fn(i))
  }
  const import_ = (url: string) => {
    imports.push(url)
    return Promise.resolve({ url })
  }
  new Function(
    'document',
    'setTimeout',
    'window',
    'import_',
    'performance',
    loaderOf(html).replaceAll('import(', 'import_('),
  )(document, setTimeout, window, import_, performance)
  expect(tasks.flat(), 'nothing before the paint task').toEqual([])
  tasks.length = 0
  while (queue.length) {
    tasks.push([])
    queue.shift()?.()
  }
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
  return { tasks: tasks.filter((t) => t.length), imports, registry: window.__reactRouterRouteModules }
}

describe('deferHydration on React Router 8.5 output', () => {
  const out = deferHydration(page)
  const preloads = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1])
  const original = loaderOf(page)
  const manifest = /^import "([^"]+)";$/m.exec(original)?.[1]
  const routes = [...original.matchAll(/^import \* as route\d+ from "([^"]+)";$/gm)].map((m) => m[1])
  const entry = /^import\("([^"]+)"\);$/m.exec(original)?.[1]

  it('drops every static modulepreload link and keeps the rest of the page', () => {
    expect(preloads.length).toBeGreaterThan(5)
    expect(out).not.toContain('<link rel="modulepreload"')
    const strip = (html: string) =>
      html
        .replace(/<link rel="modulepreload"[^>]*\/>/g, '')
        .replace(
          /(<script type="application\/json" id="[^"]+">[^<]*<\/script>)?<script type="module"[\s\S]*?<\/script>/,
          '',
        )
    expect(strip(out)).toBe(strip(page))
  })

  it("starts the loader after the first contentful paint; the page's modules are JSON before it", () => {
    const loader = loaderOf(out)
    expect(loader).toBe(DEFERRED_LOADER)
    expect(loader).toContain('first-contentful-paint')
    expect(out).toContain(`</script><script type="module" async="">${DEFERRED_LOADER}</script>`)
    expect(hydrationModulesOf(out)).toEqual({
      preloads,
      modules: [manifest, ...routes],
      routes: { root: 1, 'routes/home': 2 },
      entry,
    })
    // No import runs before the paint: the only imports are inside the deferred function.
    expect(loader).not.toMatch(/^import /m)
  })

  it('the loader is the same on every page: one Content-Security-Policy hash for all', () => {
    const other = page
      .replaceAll('/assets/home-', '/assets/services-')
      .replaceAll('routes/home', 'routes/services')
    expect(other).not.toBe(page)
    const rewritten = deferHydration(other)
    expect(loaderOf(rewritten)).toBe(loaderOf(out))
    expect(hydrationModulesOf(rewritten)).not.toEqual(hydrationModulesOf(out))
    expect(inlineScriptHashes(rewritten)).toEqual(inlineScriptHashes(out))
  })

  it('adds the modulepreload links a few per task, all of them, in order', async () => {
    const { tasks } = await runLoader(out)
    expect(tasks.flat()).toEqual(preloads.map((u) => `modulepreload ${u}`))
    expect(Math.max(...tasks.map((t) => t.length))).toBe(PRELOADS_PER_TASK)
    expect(tasks.length).toBe(Math.ceil(preloads.length / PRELOADS_PER_TASK))
  })

  it('imports the side-effect module and the route modules, registers them by route id, then the entry', async () => {
    const { imports, registry } = await runLoader(out)
    expect(imports).toEqual([manifest, ...routes, entry])
    expect(registry).toEqual({ root: { url: routes[0] }, 'routes/home': { url: routes[1] } })
  })

  it('refuses to rewrite a page twice', () => {
    expect(() => deferHydration(out)).toThrow('already rewritten')
  })
})

describe('deferHydration fails loudly when React Router output changes', () => {
  const broken: [string, (html: string) => string][] = [
    ['no module loader', (h) => h.replace('<script type="module" async="">', '<script type="module">')],
    ['no modulepreload links', (h) => h.replaceAll('rel="modulepreload"', 'rel="preload" as="script"')],
    ['a renamed route registry', (h) => h.replace('__reactRouterRouteModules', '__reactRouterModules')],
    ['a route module missing from the registry', (h) => h.replace(',"routes/home":route1}', '}')],
    ['a different entry import', (h) => h.replace('import("/assets/entry', 'import(base+"/assets/entry')],
    [
      'route modules split into chunks',
      (h) =>
        h.replace(
          /^import \* as route1 from "([^"]+)";$/m,
          'import * as route1_main from "$1";\nconst route1 = {...route1_main};',
        ),
    ],
    [
      'an extra statement in the loader',
      (h) => h.replace(/(window\.__reactRouterRouteModules)/, 'window.__reactRouterManifest = {};\n  $1'),
    ],
  ]
  it.each(broken)('%s', (_, breakPage) => {
    const changed = breakPage(page)
    expect(changed).not.toBe(page)
    expect(() => deferHydration(changed)).toThrow(FrameworkChangedError)
    expect(() => deferHydration(changed)).toThrow(/^React Router changed: .+ app\/boot\/README\.md/)
  })
})
