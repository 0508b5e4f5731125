import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { CONTENT_DIR, ContentError } from '#scripts/content/read.ts'
import { generateSite } from '#scripts/content/site.ts'
import { compileHints } from '#scripts/vite/compile-hints.ts'

/**
 * `npm run dev`: when a file in content/ changes (an edit in the CMS's local mode, or by hand), the
 * generated modules are rebuilt and the page reloads; a bad edit shows its problems in the browser.
 */
function contentWatcher(): Plugin {
  return {
    name: 'content-watcher',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(CONTENT_DIR)
      server.watcher.on('all', async (_event, file) => {
        if (!file.startsWith(CONTENT_DIR)) return
        try {
          await generateSite()
        } catch (error) {
          if (!(error instanceof ContentError)) throw error
          server.config.logger.error(error.message)
          server.ws.send({ type: 'error', err: { message: error.message, stack: '' } })
        }
      })
    },
  }
}

/**
 * sonner hard-codes its swipe-to-dismiss distance (45 px); toasts here go with a short 20 px flick.
 * Rewrite that one constant and fail the build loudly if a sonner upgrade moves it.
 */
export const TOAST_SWIPE_THRESHOLD = 20
function sonnerSwipeThreshold(px: number): Plugin {
  const pattern = /const SWIPE_THRESHOLD = \d+;/
  return {
    name: 'sonner-swipe-threshold',
    transform(code, id) {
      if (!/node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js/.test(id)) return null
      if (!pattern.test(code)) this.error('sonner: SWIPE_THRESHOLD constant not found; update the plugin')
      return code.replace(pattern, `const SWIPE_THRESHOLD = ${px};`)
    },
  }
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    sonnerSwipeThreshold(TOAST_SWIPE_THRESHOLD),
    compileHints(),
    contentWatcher(),
  ],
  // SITE_URL (build-time override of practice.siteUrl, read in app/lib/site-url.ts) reaches the app code.
  envPrefix: ['VITE_', 'SITE_URL'],
  // Dev prebundling would skip the transform above; the production build always applies it.
  optimizeDeps: { exclude: ['sonner'] },
})
