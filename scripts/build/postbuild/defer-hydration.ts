/**
 * Hydration after first paint, as a pure rewrite of one prerendered page.
 *
 * React Router's prerendered pages list every module as a `modulepreload` link in <head> and load
 * them from an inline module script while the page is still being parsed; on a throttled phone that
 * JavaScript competes with the HTML for the connection and the first paint waits. React Router has
 * no option to start it later, so each page's loader is rewritten: after the first contentful paint
 * it adds the same modulepreloads (in parallel, as before), imports the route modules and hands over
 * to the entry, exactly as React Router's loader did. The static modulepreload links are dropped from
 * the HTML (React finds the ones the loader added when it hydrates the head). The loader's code is the
 * same on every page; what differs (the module list) is JSON in a `<script type="application/json">`
 * just before it, which never runs and so needs no hash in the Content-Security-Policy. (React skips
 * that element when it hydrates: in <body> it passes over elements that do not match what it renders.)
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
const REGISTRY = /^\s*window\.__reactRouterRouteModules = \{([^}]*)\};$/m
const REGISTRY_ENTRY = /("(?:[^"\\]|\\.)*"):(route\d+)(?:,|$)/g
const ENTRY = /^import\("([^"]+)"\);$/m

function fail(what: string): never {
  throw new RewriteError(
    `defer-hydration: ${what} not found in React Router's output; its prerendered HTML changed: ` +
      'update scripts/build/postbuild/defer-hydration.ts (and its fixture) to the new output',
  )
}

/** How many modulepreload links the loader adds per task. */
export const PRELOADS_PER_TASK = 4

/** The id of the element that carries a page's modules (JSON) for the loader. */
export const HYDRATION_MODULES_ID = 'hydration-modules'

/** What the loader reads from the page: everything that differs from one page to the next. */
export interface HydrationModules {
  /** Every module the page needs, preloaded in parallel (React Router's modulepreload list). */
  preloads: string[]
  /** The modules imported before the entry: side-effect imports, then the route modules. */
  modules: string[]
  /** Route id → index in `modules` (React Router's `window.__reactRouterRouteModules`). */
  routes: Record<string, number>
  /** The entry module, imported last; it hydrates. */
  entry: string
}

/**
 * The loader, the same on every page (so the Content-Security-Policy needs one hash for it, not one
 * per page): after the first paint it reads the page's modules from the JSON element before it,
 * adds the modulepreload links a few per task (each one starts a fetch, ~0.5 ms here; twenty in one
 * task made a 10-20 ms task right after the paint), imports the side-effect and route modules,
 * registers the route modules and imports the entry, as React Router's own loader does.
 */
export const DEFERRED_LOADER =
  DEFERRED_LOADER_MARK +
  afterFirstPaint(
    `function(){var d=JSON.parse(document.getElementById(${JSON.stringify(HYDRATION_MODULES_ID)}).textContent),p=d.preloads;` +
      `(function n(i){p.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(u){` +
      `var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)});` +
      `if(i+${PRELOADS_PER_TASK}<p.length)setTimeout(n,0,i+${PRELOADS_PER_TASK})})(0);` +
      `Promise.all(d.modules.map(function(u){return import(u)})).then(function(m){var r={};` +
      `Object.keys(d.routes).forEach(function(k){r[k]=m[d.routes[k]]});` +
      `window.__reactRouterRouteModules=r;return import(d.entry)})}`,
  )

/** The JSON element's start tag, written by `deferHydration` and read by `hydrationModulesOf`. */
const HYDRATION_MODULES_TAG = `<script type="application/json" id="${HYDRATION_MODULES_ID}">`
const HYDRATION_MODULES = new RegExp(`${HYDRATION_MODULES_TAG}([^<]*)</script>`)

/** What a rewritten page's loader will load (its JSON element); undefined on a page without one. */
export function hydrationModulesOf(html: string): HydrationModules | undefined {
  const json = HYDRATION_MODULES.exec(html)?.[1]
  return json === undefined ? undefined : (JSON.parse(json) as HydrationModules)
}

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
  const registryBody =
    REGISTRY.exec(code)?.[1] ?? fail('`window.__reactRouterRouteModules = {…}` in the loader')
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
  const registry = Object.fromEntries(
    [...registryBody.matchAll(REGISTRY_ENTRY)].map(([, id = '', name = '']) => {
      const index = routes.findIndex((r) => r.name === name)
      if (index < 0) fail(`the import of ${name}`)
      return [JSON.parse(id) as string, sideEffects.length + index]
    }),
  )
  if (Object.keys(registry).length !== routes.length)
    fail(`one registry entry per route module (registry: ${registryBody})`)
  const data: HydrationModules = { preloads, modules, routes: registry, entry }
  // `<` never appears raw in the JSON, so no `</script>` can end the element early.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c')
  const loader =
    `${HYDRATION_MODULES_TAG}${json}</script>` + `<script type="module" async="">${DEFERRED_LOADER}</script>`
  return html.replace(MODULEPRELOAD, '').replace(LOADER, () => loader)
}
