import { readFileSync } from 'node:fs'
import path from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin, type ViteDevServer } from 'vite'
import { GENERATED_DIR } from '#scripts/build/content/generate.ts'
import { CONTENT_DIR, ContentError } from '#scripts/build/content/read.ts'
import { generateSite } from '#scripts/build/content/site.ts'
import { compileHints } from '#scripts/build/vite/compile-hints.ts'
import {
  CMS_BANNER_SCRIPT,
  contentProblems,
  setContentProblems,
} from '#scripts/build/vite/content-problems.ts'
import { sonnerSwipeThreshold } from '#scripts/build/vite/sonner-swipe-threshold.ts'

/**
 * `npm run dev`: when a file in content/ changes (an edit in the CMS's local mode, or by hand), the
 * generated modules are rebuilt and the open pages reload; a bad edit shows its problems in the
 * browser, on every page and over the CMS (scripts/build/vite/content-problems.ts).
 */
/** Counts the content generations of this dev server (the function host rebuilds on a new one). */
let catalogueVersion = 0

function contentWatcher(): Plugin {
  return {
    name: 'content-watcher',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(CONTENT_DIR)
      // The pages' data come from loaders, which module updates do not re-run: once Vite has seen
      // the regenerated modules (its own watcher runs first), the open pages reload.
      let reload: ReturnType<typeof setTimeout> | undefined
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(GENERATED_DIR)) return
        clearTimeout(reload)
        reload = setTimeout(() => server.ws.send({ type: 'full-reload', path: '*' }), 100)
      })
      server.watcher.on('all', async (_event, file) => {
        if (!file.startsWith(CONTENT_DIR)) return
        try {
          await generateSite()
          catalogueVersion++
          setContentProblems([])
        } catch (error) {
          if (!(error instanceof ContentError)) throw error
          server.config.logger.error(error.message)
          setContentProblems(error.problems)
          // The open pages reload into the page that lists the problems.
          server.ws.send({ type: 'full-reload', path: '*' })
        }
      })
    },
  }
}

/**
 * `npm run dev` serves the CMS at /admin/ (public/admin/index.html), as the Node server and static
 * hosts do, instead of handing the address to the app (its 404 page), with the banner that shows
 * content problems over the editor.
 */
function adminIndex(): Plugin {
  return {
    name: 'admin-index',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const [pathname] = (req.url ?? '').split('?', 1)
        if (!['/admin', '/admin/', '/admin/index.html'].includes(pathname!)) return next()
        const html = readFileSync(path.join(server.config.publicDir, 'admin/index.html'), 'utf8')
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(html.replace('</body>', `${CMS_BANNER_SCRIPT}</body>`))
      })
    },
  }
}

/** What the dev server's function host answers: the functions and the test checkout they link to. */
const HOSTED = /^\/(functions\/|test-checkout\/)/

/**
 * `npm run dev` hosts the functions as `npm start` does (/functions/v1/*, the test checkout), through
 * Vite's module graph: after a save in content/ regenerates the catalogue, the next request gets a
 * host built from the new one (the previous host's order store is closed).
 */
function devFunctionHost(): Plugin {
  type Host = {
    app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> }
    close(): Promise<void>
  }
  let current: { version: number; host: Promise<Host> } | undefined
  async function load(server: ViteDevServer): Promise<Host> {
    // Modules evaluated while content was being regenerated may hold the old catalogue: start over.
    server.environments.ssr.moduleGraph.invalidateAll()
    const { hostFunctions, localSiteUrl } = await server.ssrLoadModule('/server/functions.ts')
    const { createApp } = await server.ssrLoadModule('/server/app.ts')
    // Links in the e-mails a local edit session writes lead back to it (the first request comes
    // after the server listens, so its address is known).
    const local = localSiteUrl(process.env, server.resolvedUrls?.local[0])
    const hosted = hostFunctions(local ? { ...process.env, SITE_URL: local } : process.env, { sweep: true })
    return {
      app: createApp({ root: server.config.publicDir, ...hosted }),
      close: () => hosted.orders.close(),
    }
  }
  function hostFor(server: ViteDevServer): Promise<Host> {
    if (current?.version !== catalogueVersion) {
      const previous = current?.host
      current = { version: catalogueVersion, host: load(server) }
      void previous?.then((host) => host.close()).catch(() => {})
    }
    return current.host
  }
  return {
    name: 'dev-function-host',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!HOSTED.test(req.url ?? '')) return next()
        hostFor(server).then(
          (host) => getRequestListener((request, env) => host.app.fetch(request, env))(req, res),
          next,
        )
      })
      server.httpServer?.once('close', () => void current?.host.then((host) => host.close()).catch(() => {}))
    },
  }
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    sonnerSwipeThreshold(),
    compileHints(),
    contentProblems(),
    contentWatcher(),
    adminIndex(),
    devFunctionHost(),
  ],
  // The prerender step fetches every page from Vite's preview server at the address it reports.
  // Left at `localhost`, that is ::1 where /etc/hosts lists ::1 first (CI's does), and Node's
  // connection racing (250 ms per address) gave up on it under load and failed the build with
  // "Prerender: Request failed for /about/: " (an empty AggregateError). One fixed address, no race.
  preview: { host: '127.0.0.1' },
  // SITE_URL (build-time override of practice.siteUrl, read in core/lib/site-url.ts) reaches the app code.
  envPrefix: ['VITE_', 'SITE_URL'],
  optimizeDeps: {
    // Dev prebundling would skip sonner's rewrite (scripts/build/vite/sonner-swipe-threshold.ts).
    exclude: ['sonner'],
    // Every app module is scanned for dependencies before the first page, not only the routes: a
    // dependency found on a page (lucide-react, embla-carousel were) answers that page's modules
    // with 504 "Outdated Optimize Dep" and reloads it over a connection the page has not opened
    // yet, so the owner's first page under `npm run dev` stayed broken until she reloaded it.
    entries: ['app/**/*.tsx'],
  },
})
