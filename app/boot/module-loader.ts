/** What the module loader needs: the id of the page's JSON element and how many preloads per task. */
export interface ModuleLoaderBoot {
  id: string
  perTask: number
}
/** Twenty modulepreload links in one task made a 10-20 ms task right after the paint: four at a time. */
export const MODULE_LOADER_BOOT: ModuleLoaderBoot = { id: 'hydration-modules', perTask: 4 }

/** What the loader reads from the page (its JSON element): everything that differs between pages. */
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

declare global {
  interface Window {
    __reactRouterRouteModules?: Record<string, unknown>
  }
}

/**
 * In place of React Router's module loader (a module script, so after the HTML is parsed): after
 * the first contentful paint, reads the page's modules from the JSON element `id`, adds their
 * modulepreload links `perTask` per task, imports the side-effect and route modules, registers the
 * route modules and imports the entry, which hydrates: what React Router's own loader does at once.
 */
export function loadModulesAfterPaint(
  { id, perTask }: ModuleLoaderBoot,
  afterPaint: (run: () => void) => void,
): void {
  afterPaint(() => {
    const page = JSON.parse(document.getElementById(id)?.textContent ?? '') as HydrationModules
    const preload = (from: number) => {
      for (const href of page.preloads.slice(from, from + perTask)) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = href
        document.head.appendChild(link)
      }
      if (from + perTask < page.preloads.length) setTimeout(preload, 0, from + perTask)
    }
    preload(0)
    void Promise.all(page.modules.map((url) => import(/* @vite-ignore */ url))).then((modules) => {
      const routes: Record<string, unknown> = {}
      for (const [route, index] of Object.entries(page.routes)) routes[route] = modules[index]
      window.__reactRouterRouteModules = routes
      return import(/* @vite-ignore */ page.entry)
    })
  })
}
