/**
 * Hydration after first paint, as a pure rewrite of one prerendered page.
 *
 * React Router's prerendered pages list every module as a `modulepreload` link in <head> and load
 * them from an inline module script while the page is still being parsed; on a throttled phone that
 * JavaScript competes with the HTML for the connection and the first paint waits. React Router has
 * no option to start it later, so each page's loader is rewritten: after the first contentful paint
 * it adds the same modulepreloads (in parallel, as before), imports the route modules and hands over
 * to the entry, exactly as React Router's loader did. The static modulepreload links are dropped from
 * the HTML (React finds the ones the loader added when it hydrates the head).
 *
 * The rewrite reads React Router's private output, so every pattern it relies on must match: when
 * one does not (a React Router upgrade changed the output), it throws and the build fails, instead
 * of silently shipping pages that load their JavaScript first.
 */
import { afterFirstPaint } from '#app/lib/after-first-paint.ts'

export class RewriteError extends Error {
  override name = 'RewriteError'
}

/** Marks the rewritten loader, so a page is never rewritten twice. */
export const DEFERRED_LOADER_MARK = '/*deferred-hydration*/'

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const LOADER = /<script type="module" async="">([\s\S]*?)<\/script>/g
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/gm
const ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/gm
const REGISTRY = /^\s*window\.__reactRouterRouteModules = (\{[^}]*\});$/m
const ENTRY = /^import\("([^"]+)"\);$/m

function fail(what: string): never {
  throw new RewriteError(
    `defer-hydration: ${what} not found in React Router's output; its prerendered HTML changed: ` +
      'update scripts/postbuild/defer-hydration.ts (and its fixture) to the new output',
  )
}

/** How many modulepreload links the loader adds per task. */
export const PRELOADS_PER_TASK = 4

/** The page with its module loader started after first paint and no static modulepreload links. */
export function deferHydration(html: string): string {
  const loaders = [...html.matchAll(LOADER)]
  if (loaders.length !== 1) fail(`exactly one inline module loader (found ${loaders.length})`)
  const code = loaders[0]?.[1] ?? ''
  if (code.startsWith(DEFERRED_LOADER_MARK)) throw new RewriteError('defer-hydration: page already rewritten')

  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1] ?? '')
  if (!preloads.length) fail('<link rel="modulepreload"> in the page')

  const sideEffects = [...code.matchAll(SIDE_EFFECT_IMPORT)].map((m) => m[1] ?? '')
  const routes = [...code.matchAll(ROUTE_IMPORT)].map((m) => ({ name: m[1] ?? '', url: m[2] ?? '' }))
  if (!routes.length) fail('`import * as routeN from "…"` in the loader')
  const registry = REGISTRY.exec(code)?.[1] ?? fail('`window.__reactRouterRouteModules = {…}` in the loader')
  const entry = ENTRY.exec(code)?.[1] ?? fail('`import("…entry…")` in the loader')

  // Every statement of the loader must be one the rewrite reproduces: anything else (a new kind of
  // import, a split route module, a manifest assignment) would be lost.
  const rest = code
    .replace(SIDE_EFFECT_IMPORT, '')
    .replace(ROUTE_IMPORT, '')
    .replace(REGISTRY, '')
    .replace(ENTRY, '')
  if (rest.trim())
    fail(`a loader made only of imports (left over: ${JSON.stringify(rest.trim().slice(0, 80))})`)

  const modules = [...sideEffects, ...routes.map((r) => r.url)]
  const registryFromResults = registry.replace(/\b(route\d+)\b/g, (name) => {
    const index = routes.findIndex((r) => r.name === name)
    if (index < 0) fail(`the import of ${name}`)
    return `m[${sideEffects.length + index}]`
  })
  const load =
    // A few modulepreload links per task: each one starts a fetch (~0.5 ms here), twenty in one
    // task made a 10-20 ms task right after the paint.
    `function(){var p=${JSON.stringify(preloads)};(function n(i){p.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(u){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)});` +
    `if(i+${PRELOADS_PER_TASK}<p.length)setTimeout(n,0,i+${PRELOADS_PER_TASK})})(0);` +
    `Promise.all([${modules.map((u) => `import(${JSON.stringify(u)})`).join(',')}]).then(function(m){` +
    `window.__reactRouterRouteModules=${registryFromResults};return import(${JSON.stringify(entry)})})}`
  const loader = `<script type="module" async="">${DEFERRED_LOADER_MARK}${afterFirstPaint(load)}</script>`
  return html.replace(MODULEPRELOAD, '').replace(LOADER, () => loader)
}
