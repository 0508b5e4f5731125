/**
 * `npm run screenshots`: every route (and the not-found page) at 375 and 1440 px wide, in the light
 * and the dark theme, from the production build served on loopback, as a reader sees it: a sequence
 * of viewport-sized frames taken while scrolling down, so bands that render on approach
 * (`content-visibility: auto`) are painted and fixed bars (header, phone action bar) sit where a
 * reader sees them. (A full-page capture leaves those bands blank and draws the bars mid-page.)
 * Files go to screenshots/<label>/<width>-<theme>/<route>/NN.png (git-ignored); compare two labels
 * to see what a change did to every page.
 *
 * Options: --label=NAME (default "current"), --no-build (use the existing build; --client implies it),
 * --paths=/a,/b (only these), --widths=375,1440, --themes=light,dark, --max-frames=N (default 40),
 * --client=DIR (another built site, e.g. a copy of build/client kept from before a change),
 * --forms=working|blocked: the lead forms as most visitors see them, the provider's form in its frame
 * (here a plain stand-in form, as nothing off this machine can load; the default), or as a visitor
 * with a content blocker sees them, each form's own fallback card.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { practice } from '#core/config/practice.ts'
import { ALL_PATHS } from '#core/content/route-paths.ts'
import { BUILT_SITE_OPTIONS, builtSite } from '#scripts/built-site.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.ts'
import { readCommandLine } from '#scripts/command-line.ts'
import { projectRoot } from '#scripts/project-root.ts'
import { createApp } from '#server/app.ts'
import { hostFunctions } from '#server/functions.ts'
import { listen } from '#server/listen.ts'

const USAGE =
  'Usage: npm run screenshots [-- --label=NAME] [--paths=/a,/b] [--widths=375,1440] [--themes=light,dark] [--max-frames=N] [--forms=working|blocked] [--no-build | --client=DIR]'
const line = readCommandLine(
  process.argv.slice(2),
  {
    ...BUILT_SITE_OPTIONS,
    label: { type: 'string', default: 'current' },
    paths: { type: 'string' },
    widths: { type: 'string', default: '375,1440' },
    themes: { type: 'string', default: 'light,dark' },
    'max-frames': { type: 'string', default: '40' },
    forms: { type: 'string', default: 'working' },
  },
  USAGE,
)
if ('exit' in line) process.exit(line.exit)
const { values } = line
const label = values.label
const paths = values.paths?.split(',') ?? [...ALL_PATHS, '/no-such-page']
const widths = values.widths.split(',').map(Number)
const themes = values.themes.split(',') as ('light' | 'dark')[]
const maxFrames = Number(values['max-frames'])
const clientRoot = builtSite(values)
if (values.forms !== 'working' && values.forms !== 'blocked') {
  console.error(`--forms is working or blocked, not "${values.forms}".\n${USAGE}`)
  process.exit(2)
}

/**
 * The provider's form, as plainly as a form provider draws one: a stand-in, labelled as one, filling
 * the frame the owner sized for the real form (practice.yml forms.*.height): name, e-mail, a phone
 * on the contact form (the lists' frames are shorter), and a message field that takes the rest of
 * the room (on the waiting-list and giveaway forms too: without it their frames showed ~100 px of
 * empty card under the button).
 */
function standInForm(message: string, phone: boolean): string {
  return `<!doctype html><meta charset="utf-8"><style>
html,body{height:100%;margin:0}body{box-sizing:border-box;display:flex;flex-direction:column;padding:20px;font:16px/1.4 system-ui,sans-serif;color:#222;background:#fff}
label{display:flex;flex-direction:column;gap:4px;margin:0 0 14px;font-size:14px;font-weight:600}
label.grow{flex:1}input,textarea{box-sizing:border-box;width:100%;padding:10px;border:1px solid #bbb;border-radius:6px;font:inherit;font-weight:400}
textarea{flex:1;min-height:4rem;resize:none}button{align-self:flex-start;padding:10px 22px;border:0;border-radius:6px;background:#2d5d6e;color:#fff;font:inherit;font-weight:600}
small{display:block;margin-top:10px;color:#666}</style>
<label>Name<input></label><label>E-mail<input></label>${phone ? '<label>Phone<input></label>' : ''}<label class="grow">${message}<textarea></textarea></label>
<button>Send</button><small>The practice's form provider's form (a stand-in for these screenshots).</small>`
}
const STAND_IN_FORMS = new Map(
  Object.entries(practice.forms).map(([name, form]) => [
    form.url,
    name === 'contact'
      ? standInForm('Message', true)
      : standInForm('Anything you would like us to know (optional)', false),
  ]),
)

/** A folder name for a route: `/` → home, `/services/emdr-therapy` → services_emdr-therapy. */
function folderName(route: string): string {
  return route === '/' ? 'home' : route.slice(1).replaceAll('/', '_') || 'home'
}

// The functions too, as `npm start` hosts them, on a scratch database and mail folder: the booking
// picker, the forms and the store show what a visitor gets, not their "cannot be reached" state.
const scratch = mkdtempSync(path.join(tmpdir(), 'screenshots-'))
const { functions } = hostFunctions(
  {
    ...process.env,
    DATABASE_URL: `file:${path.join(scratch, 'site.db')}`,
    OUTBOX_DIR: path.join(scratch, 'outbox'),
  },
  { sweep: false },
)
const server = await listen(createApp({ root: clientRoot, functions, log: () => {} }), {
  port: 0,
  hostname: '127.0.0.1',
})
const base = `http://127.0.0.1:${server.port}`
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
const outRoot = path.join(projectRoot, 'screenshots', label)

let count = 0
try {
  for (const width of widths) {
    for (const theme of themes) {
      const dir = path.join(outRoot, `${width}-${theme}`)
      for (const route of paths) rmSync(path.join(dir, folderName(route)), { recursive: true, force: true })
      mkdirSync(dir, { recursive: true })
      // Reduced motion: entry fades and the typewriter settle at once, so every shot shows the final state.
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 812 : 900 },
        reducedMotion: 'reduce',
        colorScheme: theme,
      })
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme)
      // Third-party embeds cannot load here: videos show their own facades; the lead forms get a
      // stand-in (--forms=working) or are blocked, and show their fallback cards (--forms=blocked).
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
        values.forms === 'working' && STAND_IN_FORMS.has(route.request().url())
          ? route.fulfill({
              status: 200,
              contentType: 'text/html',
              body: STAND_IN_FORMS.get(route.request().url()),
            })
          : route.abort(),
      )
      const page = await context.newPage()
      for (const route of paths) {
        await page.goto(base + route, { waitUntil: 'load' })
        // In the site's own type: the first page once its fonts have joined, later pages have them
        // from the first layout (app/components/fonts/web-fonts.ts).
        await page
          .waitForFunction(() => window.__webFonts === 'applied', null, { timeout: 10_000 })
          .catch(() => {})
        await page.evaluate(() => document.fonts.ready)
        // A page that keeps a request open (an embed retrying) is shot anyway after 3 s.
        await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => {})
        const frames = path.join(dir, folderName(route))
        mkdirSync(frames, { recursive: true })
        // One frame per screen, top to bottom, each once what came into view has rendered and its
        // images have loaded (lazy ones are requested as they approach).
        for (let frame = 1; frame <= maxFrames; frame++) {
          await page
            .waitForFunction(
              () =>
                [...document.images].every(
                  (img) =>
                    img.complete ||
                    img.getBoundingClientRect().bottom < 0 ||
                    img.getBoundingClientRect().top > innerHeight,
                ),
              null,
              { timeout: 3000 },
            )
            .catch(() => {})
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
          await page.screenshot({ path: path.join(frames, `${String(frame).padStart(2, '0')}.png`) })
          count++
          // The next screen starts where the sticky header covered this one's last lines.
          const moved = await page.evaluate(() => {
            const before = scrollY
            scrollBy(0, innerHeight - (document.querySelector('header')?.offsetHeight ?? 0))
            return scrollY > before
          })
          if (!moved) break
        }
        // A stand-in taller than its frame is cut off at the frame's foot, as the provider's form
        // would be: say so, the owner's height (practice.yml forms.*.height) is too small for it.
        for (const child of page.frames()) {
          if (!STAND_IN_FORMS.has(child.url())) continue
          const over = await child
            .evaluate(() => document.documentElement.scrollHeight - innerHeight)
            .catch(() => 0)
          if (over > 0)
            console.warn(`${route} at ${width}: the form ${child.url()} needs ${over} px more than its frame`)
        }
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.close()
  rmSync(scratch, { recursive: true, force: true })
}
console.info(`screenshots: ${count} written to screenshots/${label}/`)
