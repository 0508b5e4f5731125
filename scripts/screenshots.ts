/**
 * `npm run screenshots`: full-page screenshots of every route (and the not-found page) at 375 and
 * 1440 px wide, in the light and the dark theme, from the production build served on loopback.
 * Files go to screenshots/<label>/<width>-<theme>/<route>.png (git-ignored); compare two labels to
 * see what a change did to every page.
 *
 * Options: --label=NAME (default "current"), --no-build (use the existing build),
 * --paths=/a,/b (only these), --widths=375,1440, --themes=light,dark.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { ALL_PATHS } from '#app/content/route-paths.ts'
import { createApp } from '#server/app.ts'
import { listen } from '#server/listen.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'

const projectRoot = path.resolve(import.meta.dirname, '..')
const clientRoot = path.join(projectRoot, 'build', 'client')

const args = process.argv.slice(2)
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const label = option('label') ?? 'current'
const paths = option('paths')?.split(',') ?? [...ALL_PATHS, '/no-such-page']
const widths = (option('widths') ?? '375,1440').split(',').map(Number)
const themes = (option('themes') ?? 'light,dark').split(',') as ('light' | 'dark')[]

if (!args.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

/** A file name for a route: `/` → home, `/services/emdr-therapy` → services_emdr-therapy. */
function fileName(route: string): string {
  return `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_') || 'home'}.png`
}

const server = await listen(createApp({ root: clientRoot, log: () => {} }), {
  port: 0,
  hostname: '127.0.0.1',
})
const base = `http://127.0.0.1:${server.port}`
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
const outRoot = path.join(projectRoot, 'screenshots', label)
rmSync(outRoot, { recursive: true, force: true })

let count = 0
try {
  for (const width of widths) {
    for (const theme of themes) {
      const dir = path.join(outRoot, `${width}-${theme}`)
      mkdirSync(dir, { recursive: true })
      // Reduced motion: entry fades and the typewriter settle at once, so every shot shows the final state.
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 812 : 900 },
        reducedMotion: 'reduce',
        colorScheme: theme,
      })
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme)
      // Third-party embeds (forms, videos) cannot load here; the pages show their own fallbacks.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
      const page = await context.newPage()
      // A returning visitor's view, in the site's own type: a first page downloads the web fonts, so
      // every shot after it has them from the first layout (app/components/fonts/web-fonts.ts).
      await page.goto(base, { waitUntil: 'load' })
      await page.waitForFunction(() => typeof window.__webFonts === 'function')
      for (const route of paths) {
        await page.goto(base + route, { waitUntil: 'load' })
        await page.evaluate(() => document.fonts.ready)
        // Lazy images below the fold: scroll through the page so every one is requested.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y)
            await new Promise((r) => requestAnimationFrame(() => r(null)))
          }
          scrollTo(0, 0)
        })
        await page.waitForLoadState('networkidle')
        // Lazy images that stay out of view (carousel slides to the side) never load: do not wait forever.
        await page
          .waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 3000 })
          .catch(() => {})
        await page.screenshot({ path: path.join(dir, fileName(route)), fullPage: true })
        count++
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.close()
}
console.info(`screenshots: ${count} written to screenshots/${label}/`)
