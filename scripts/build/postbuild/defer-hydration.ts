/**
 * Hydration after first paint, as a pure rewrite of one prerendered page.
 *
 * React Router's prerendered pages list every module as a `modulepreload` link in <head> and load
 * them from an inline module script while the page is still being parsed; on a throttled phone that
 * JavaScript competes with the HTML for the connection and the first paint waits. React Router has
 * no option to start it later, so each page's loader is replaced by the boot script MODULE_LOADER
 * (app/boot/module-loader.ts), the same on every page (one CSP hash); what differs (the module list,
 * read through the seam scripts/build/postbuild/react-router-output.ts) is JSON in a
 * `<script type="application/json">` just before it, which never runs and so needs no hash. (React
 * skips that element when it hydrates: in <body> it passes over elements that do not match.)
 */
import { type HydrationModules, MODULE_LOADER_BOOT } from '#app/boot/module-loader.ts'
import { MODULE_LOADER } from '#app/boot/registry.ts'
import { bootScriptSource, isBootScript, jsonForScript } from '#app/boot/serialise.ts'
import { routerLoaderCode, routerLoaderModules, withRouterLoaderReplaced } from './react-router-output.ts'

/** The loader, the same on every page. */
export const DEFERRED_LOADER = bootScriptSource(MODULE_LOADER, MODULE_LOADER_BOOT)

/** The JSON element's start tag, written by `deferHydration` and read by `hydrationModulesOf`. */
const HYDRATION_MODULES_TAG = `<script type="application/json" id="${MODULE_LOADER_BOOT.id}">`
const HYDRATION_MODULES = new RegExp(`${HYDRATION_MODULES_TAG}([^<]*)</script>`)

/** What a rewritten page's loader will load (its JSON element); undefined on a page without one. */
export function hydrationModulesOf(html: string): HydrationModules | undefined {
  const json = HYDRATION_MODULES.exec(html)?.[1]
  return json === undefined ? undefined : (JSON.parse(json) as HydrationModules)
}

/** The page with its module loader started after first paint and no static modulepreload links. */
export function deferHydration(html: string): string {
  if (isBootScript(MODULE_LOADER, routerLoaderCode(html)))
    throw new Error('defer-hydration: page already rewritten')
  const json = jsonForScript(routerLoaderModules(html))
  return withRouterLoaderReplaced(
    html,
    `${HYDRATION_MODULES_TAG}${json}</script><script type="module" async="">${DEFERRED_LOADER}</script>`,
  )
}
