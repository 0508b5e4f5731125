/**
 * The one seam over React Router's private prerender output (app/boot/README.md, "Upgrading React
 * Router"): every pattern the postbuild relies on, read from a prerendered page and replaced there.
 * Fixture: tests/fixtures/framework/react-router-8.5-home.html (tests/unit/react-router-output.test.ts).
 * When a pattern does not match, it throws FrameworkChangedError and the build fails, instead of
 * shipping pages that load their JavaScript first or whose data never arrives.
 */
import { FrameworkChangedError } from '#app/boot/framework-changed.ts'
import type { HydrationModules } from '#app/boot/module-loader.ts'

const changed = (what: string): never => {
  throw new FrameworkChangedError('React Router', what)
}

// The module loader: `<link rel="modulepreload">`s in <head>, and one inline module script that
// imports the side-effect modules and the route modules, registers them, and imports the entry.
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const LOADER = /<script type="module" async="">([\s\S]*?)<\/script>/g
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/gm
const ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/gm
const REGISTRY = /^\s*window\.__reactRouterRouteModules = \{([^}]*)\};$/m
const REGISTRY_ENTRY = /("(?:[^"\\]|\\.)*"):(route\d+)(?:,|$)/g
const ENTRY = /^import\("([^"]+)"\);$/m

/** The inline module loader's code (the one `<script type="module" async>`), or a FrameworkChangedError. */
export function routerLoaderCode(html: string): string {
  const loaders = [...html.matchAll(LOADER)]
  if (loaders.length !== 1) changed(`exactly one inline module loader expected, found ${loaders.length}`)
  return loaders[0]?.[1] ?? ''
}

/** What React Router's loader loads: every module, in its order, and the route registry. */
export function routerLoaderModules(html: string): HydrationModules {
  const code = routerLoaderCode(html)
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1] ?? '')
  if (!preloads.length) changed('no <link rel="modulepreload"> in the page')
  const sideEffects = [...code.matchAll(SIDE_EFFECT_IMPORT)].map((m) => m[1] ?? '')
  const routes = [...code.matchAll(ROUTE_IMPORT)].map((m) => ({ name: m[1] ?? '', url: m[2] ?? '' }))
  if (!routes.length) changed('no `import * as routeN from "…"` in the loader')
  const registryBody =
    REGISTRY.exec(code)?.[1] ?? changed('no `window.__reactRouterRouteModules = {…}` in the loader')
  const entry = ENTRY.exec(code)?.[1] ?? changed('no `import("…entry…")` in the loader')
  // Every statement must be one the rewrite reproduces: anything else (a new kind of import, a split
  // route module, a manifest assignment) would be lost.
  const rest = code
    .replace(SIDE_EFFECT_IMPORT, '')
    .replace(ROUTE_IMPORT, '')
    .replace(REGISTRY, '')
    .replace(ENTRY, '')
    .trim()
  if (rest) changed(`the loader holds more than imports (left over: ${JSON.stringify(rest.slice(0, 80))})`)
  const registry = Object.fromEntries(
    [...registryBody.matchAll(REGISTRY_ENTRY)].map(([, id = '', name = '']) => {
      const index = routes.findIndex((r) => r.name === name)
      if (index < 0) changed(`the registry names ${name}, which the loader does not import`)
      return [JSON.parse(id) as string, sideEffects.length + index]
    }),
  )
  if (Object.keys(registry).length !== routes.length)
    changed(`not one registry entry per route module (registry: ${registryBody})`)
  return { preloads, modules: [...sideEffects, ...routes.map((r) => r.url)], routes: registry, entry }
}

/** The page without its modulepreload links, its loader script replaced by `replacement` (HTML). */
export function withRouterLoaderReplaced(html: string, replacement: string): string {
  routerLoaderCode(html)
  return html.replace(MODULEPRELOAD, '').replace(LOADER, () => replacement)
}

// The page's data: `enqueue("…")` scripts (a JSON string literal each, `<` escaped as \u003c), one
// `close()` script, and the stream set up in the context script.
const ENQUEUE =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\<]|\\.)*")\);<\/script>/g
const CONTEXT_SETUP = 'window.__reactRouterContext.streamController = controller;'
const CLOSE = '<script>window.__reactRouterContext.streamController.close();</script>'

/**
 * The page with each data chunk's script replaced by `chunk(literal)` (the JSON string literal) and
 * the close() script by `close`; throws when any other script uses the stream.
 */
export function withRouterDataReplaced(
  html: string,
  chunk: (literal: string) => string,
  close: string,
): string {
  const closes = html.split(CLOSE).length - 1
  if (closes !== 1) changed(`exactly one \`streamController.close()\` script expected, found ${closes}`)
  const chunks = [...html.matchAll(ENQUEUE)]
  if (!chunks.length) changed('no `streamController.enqueue("…")` script')
  for (const [, literal = ''] of chunks) {
    let value: unknown
    try {
      value = JSON.parse(literal)
    } catch {}
    if (typeof value !== 'string')
      changed(`an enqueued chunk is not a JSON string (${literal.slice(0, 60)}…)`)
  }
  const left =
    html.replace(ENQUEUE, '').replace(CLOSE, '').replace(CONTEXT_SETUP, '').split('streamController').length -
    1
  if (left) changed(`\`streamController\` used ${left} more time(s) outside the enqueue/close scripts`)
  return html.replace(ENQUEUE, (_, literal: string) => chunk(literal)).replace(CLOSE, () => close)
}

const CONTEXT_PREFIX = 'window.__reactRouterContext = '
const CONTEXT_STREAM =
  'window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());'

/** Whether `body` is React Router's context script: `window.__reactRouterContext = {JSON};` and its stream set-up, nothing else. */
export function isRouterContext(body: string): boolean {
  if (!body.startsWith(CONTEXT_PREFIX)) return false
  let rest = body.slice(CONTEXT_PREFIX.length)
  if (rest.endsWith(CONTEXT_STREAM)) rest = rest.slice(0, -CONTEXT_STREAM.length)
  if (!rest.endsWith(';')) return false
  try {
    const value: unknown = JSON.parse(rest.slice(0, -1))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}
