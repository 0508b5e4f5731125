import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DEFERRED_LOADER_MARK,
  deferHydration,
  PRELOADS_PER_TASK,
  RewriteError,
} from '#scripts/postbuild/defer-hydration.ts'

// A prerendered page exactly as React Router 8.5 writes it (body content shortened).
const page = readFileSync(
  path.join(import.meta.dirname, '..', 'fixtures', 'postbuild', 'react-router-8.5-home.html'),
  'utf8',
)
const loaderOf = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

describe('deferHydration on React Router 8.5 output', () => {
  const out = deferHydration(page)
  const preloads = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1])

  it('drops every static modulepreload link and keeps the rest of the page', () => {
    expect(preloads.length).toBeGreaterThan(5)
    expect(out).not.toContain('<link rel="modulepreload"')
    const strip = (html: string) =>
      html
        .replace(/<link rel="modulepreload"[^>]*\/>/g, '')
        .replace(/<script type="module"[\s\S]*?<\/script>/, '')
    expect(strip(out)).toBe(strip(page))
  })

  it('starts the loader after the first contentful paint, then preloads the same modules', () => {
    const loader = loaderOf(out)
    expect(loader.startsWith(DEFERRED_LOADER_MARK)).toBe(true)
    expect(loader).toContain('first-contentful-paint')
    expect(loader).toContain(`var p=${JSON.stringify(preloads)}`)
    // No import runs before the paint: the only imports are inside the deferred function.
    expect(loader).not.toMatch(/^import /m)
  })

  it('adds the modulepreload links a few per task, all of them, in order', () => {
    // The deferred function, run against a stand-in document: which links each task appends.
    const loader = loaderOf(out)
    const body = /function go\(\)\{if\(s\)return;s=1;\((function\(\)\{[\s\S]*?\})\)\(\)\}try\{/.exec(
      loader,
    )?.[1]
    if (!body) throw new Error('no deferred function in the loader')
    const tasks: string[][] = [[]]
    const queue: (() => void)[] = []
    const document = {
      createElement: () => ({}) as { href?: string; rel?: string },
      head: { appendChild: (l: { href: string; rel: string }) => tasks.at(-1)?.push(`${l.rel} ${l.href}`) },
    }
    const setTimeout = (fn: (i: number) => void, _ms: number, i: number) => queue.push(() => fn(i))
    new Function(
      'document',
      'setTimeout',
      'window',
      'Promise',
      'import_',
      `(${body.replaceAll('import(', 'import_(')})()`,
    )(document, setTimeout, {}, Promise, () => undefined)
    while (queue.length) {
      tasks.push([])
      queue.shift()?.()
    }
    expect(tasks.flat()).toEqual(preloads.map((u) => `modulepreload ${u}`))
    expect(Math.max(...tasks.map((t) => t.length))).toBe(PRELOADS_PER_TASK)
    expect(tasks.length).toBe(Math.ceil(preloads.length / PRELOADS_PER_TASK))
  })

  it('imports the side-effect module and the route modules, registers them in order, then the entry', () => {
    const loader = loaderOf(out)
    const original = loaderOf(page)
    const manifest = /^import "([^"]+)";$/m.exec(original)?.[1]
    const routes = [...original.matchAll(/^import \* as route\d+ from "([^"]+)";$/gm)].map((m) => m[1])
    const entry = /^import\("([^"]+)"\);$/m.exec(original)?.[1]
    expect(loader).toContain(
      `Promise.all([${[manifest, ...routes].map((u) => `import(${JSON.stringify(u)})`).join(',')}])`,
    )
    expect(loader).toContain('window.__reactRouterRouteModules={"root":m[1],"routes/home":m[2]}')
    expect(loader).toContain(`return import(${JSON.stringify(entry)})`)
  })

  it('refuses to rewrite a page twice', () => {
    expect(() => deferHydration(out)).toThrow(RewriteError)
  })
})

describe('deferHydration fails loudly when React Router output changes', () => {
  const broken: [string, (html: string) => string][] = [
    ['no module loader', (h) => h.replace('<script type="module" async="">', '<script type="module">')],
    ['no modulepreload links', (h) => h.replaceAll('rel="modulepreload"', 'rel="preload" as="script"')],
    ['a renamed route registry', (h) => h.replace('__reactRouterRouteModules', '__reactRouterModules')],
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
    expect(() => deferHydration(changed)).toThrow(RewriteError)
  })
})
