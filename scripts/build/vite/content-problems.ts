/**
 * `npm run dev`: a content edit the build would refuse (a save in the CMS's local mode, or by
 * hand) is shown where the owner is looking, not only in the terminal. While content/ has
 * problems, every page the dev server renders is a page listing them (file, field, fix) that
 * reloads itself once they are fixed, and the CMS at /admin/ shows the same list in a banner over
 * the editor. The list is also at /__content-problems (JSON), which both ask every two seconds.
 */
import type { Plugin } from 'vite'

export const PROBLEMS_PATH = '/__content-problems'

/** The problems of the last content generation (none once it succeeds). */
let current: readonly string[] = []

export function setContentProblems(problems: readonly string[]): void {
  current = problems
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const LIST_HEADING = 'The site cannot be built from content/ as it is now'
const LIST_FIX =
  'Correct each field named below (in the editor, or in the file), then save: this page updates by itself.'

/** The page a visitor of the dev server gets while content has problems. */
export function problemsPage(problems: readonly string[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content problems</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
h1{font-size:1.4rem;color:#9b1c1c}li{margin:.5rem 0;font-family:ui-monospace,monospace;white-space:pre-wrap}</style>
</head><body><main>
<h1>${LIST_HEADING}</h1><p>${LIST_FIX}</p>
<ul id="content-problems">${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>
</main><script>
setInterval(async () => {
  const { problems } = await (await fetch(${JSON.stringify(PROBLEMS_PATH)})).json()
  if (!problems.length) location.reload()
}, 2000)
</script></body></html>`
}

/** The banner over the CMS: the same list, shown while there are problems. */
export const CMS_BANNER_SCRIPT = `<script>
(() => {
  const banner = document.createElement('section')
  banner.id = 'content-problems'
  banner.setAttribute('role', 'alert')
  banner.style.cssText = 'position:fixed;z-index:2147483647;left:0;right:0;bottom:0;max-height:40vh;overflow:auto;padding:12px 16px;background:#fde8e8;color:#771d1d;border-top:3px solid #9b1c1c;font:14px/1.4 system-ui,sans-serif'
  const show = (problems) => {
    if (!problems.length) return banner.remove()
    banner.replaceChildren(
      Object.assign(document.createElement('strong'), { textContent: ${JSON.stringify(`${LIST_HEADING}. ${LIST_FIX.replace(' this page updates', ' this list updates')}`)} }),
      ...problems.map((p) => Object.assign(document.createElement('div'), { textContent: p })),
    )
    document.body.append(banner)
  }
  const check = async () => show((await (await fetch(${JSON.stringify(PROBLEMS_PATH)})).json()).problems)
  check()
  setInterval(check, 2000)
})()
</script>`

/** Whether a request is for a page (not a module, style, image or the functions). */
const isPage = (url: string, accept = '') =>
  accept.includes('text/html') && !/^\/(@|__|node_modules|app\/|functions\/|test-checkout\/|admin)/.test(url)

/** The Vite plugin: the JSON list, and the problems page in place of the site's pages. */
export function contentProblems(): Plugin {
  return {
    name: 'content-problems',
    apply: 'serve',
    configureServer(server) {
      // A page that connects while content has problems was served before they appeared (pages
      // served since are the problems page, which has no Vite client) and missed the reload that
      // announced them (it was still loading): it reloads now.
      server.ws.on('connection', (socket) => {
        if (current.length) socket.send(JSON.stringify({ type: 'full-reload', path: '*' }))
      })
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/'
        if (url.split('?')[0] === PROBLEMS_PATH) {
          res.setHeader('Content-Type', 'application/json')
          res.setHeader('Cache-Control', 'no-store')
          return res.end(JSON.stringify({ problems: current }))
        }
        if (!current.length || !isPage(url, req.headers.accept)) return next()
        res.statusCode = 500
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'no-store')
        res.end(problemsPage(current))
      })
    },
  }
}
