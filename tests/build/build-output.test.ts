/**
 * Checks on the production build (build/client; `npm test` builds first, so this folder is not in
 * `npm run check`): the speed and behaviour tweaks applied to third-party output really are in the
 * shipped code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { BOOT_SCRIPTS } from '#app/boot/registry.ts'
import { isBootScript } from '#app/boot/serialise.ts'
import { hydrationModulesOf } from '#scripts/build/postbuild/defer-hydration.ts'
import { COMPILE_HINT } from '#scripts/build/vite/compile-hints.ts'
import { TOAST_SWIPE_THRESHOLD } from '#scripts/build/vite/sonner-swipe-threshold.ts'
import { ENTRY_CHUNK, firstVisitScripts, gzipSize } from '#scripts/check-budgets.ts'
import { CSP_MANIFEST_FILE, executableInlineScripts, sha256Source } from '#server/security-headers.ts'

const client = path.resolve(import.meta.dirname, '..', '..', 'build', 'client')
const assets = path.join(client, 'assets')

describe('production build', () => {
  beforeAll(() => {
    if (!existsSync(assets)) throw new Error('build/client is missing: run `npm run build` first')
  })

  it('sonner dismisses a toast after a 20 px swipe', () => {
    expect(TOAST_SWIPE_THRESHOLD).toBe(20)
    const chunks = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(assets, f), 'utf8'))
      .filter((code) => code.includes('data-sonner-toaster'))
    expect(chunks).toHaveLength(1)
    const code = chunks[0] ?? ''
    // sonner: `Math.abs(swipeAmount) >= SWIPE_THRESHOLD || velocity > 0.11`, minified.
    const check = /Math\.abs\(\w+\)>=([\w$]+)\|\|\w+>\.11/.exec(code)
    expect(check, 'sonner swipe check not found in the built chunk').not.toBeNull()
    const threshold = check?.[1] ?? ''
    const value = /^\d+$/.test(threshold)
      ? threshold
      : [...code.matchAll(new RegExp(`[,;{ ]${threshold.replace('$', '\\$')}=(\\d+)[,;]`, 'g'))].map(
          (m) => m[1],
        )
    expect(value).toEqual(
      /^\d+$/.test(threshold) ? String(TOAST_SWIPE_THRESHOLD) : [String(TOAST_SWIPE_THRESHOLD)],
    )
  })

  it('React DOM and React begin with the V8 compile hint; page chunks do not', () => {
    const chunks = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ f, code: readFileSync(path.join(assets, f), 'utf8') }))
    // React DOM's client (hydrateRoot) and React itself (its element symbol, minified or not).
    const framework = chunks.filter(
      ({ code }) => code.includes('hydrateRoot') || code.includes('react.transitional.element'),
    )
    expect(framework.length).toBeGreaterThanOrEqual(2)
    for (const { f, code } of framework) expect(code.startsWith(COMPILE_HINT), f).toBe(true)
    const pages = chunks.filter(({ f }) => /^(home|store|product|contact)-/.test(f))
    expect(pages.length).toBeGreaterThanOrEqual(4)
    for (const { f, code } of pages) expect(code.includes('allFunctionsCalledOnLoad'), f).toBe(false)
  })

  it("the first-visit budget counts every script / loads: the deferred loader's list, then their imports", () => {
    const home = path.join(client, 'index.html')
    const deferred = hydrationModulesOf(readFileSync(home, 'utf8'))
    expect(deferred, 'index.html has no deferred loader module list').toBeDefined()
    const files = firstVisitScripts(client, home)
    const counted = files.map((f) => `/${path.relative(client, f)}`)
    for (const url of [...(deferred?.preloads ?? []), ...(deferred?.modules ?? []), deferred?.entry])
      expect(counted).toContain(url)
    expect(counted.filter((u) => ENTRY_CHUNK.test(u))).toHaveLength(1)
    // React DOM and React Router alone are over 100 KB gzip: a total below that counted too little.
    const total = files.reduce((sum, f) => sum + gzipSize(f), 0)
    expect(total).toBeGreaterThan(100_000)
  })

  it('_headers: every value fits the 2,000 characters Cloudflare Pages accepts', () => {
    const lines = readFileSync(path.join(client, '_headers'), 'utf8').split('\n')
    const values = lines.filter((l) => l.startsWith('  ')).map((l) => l.slice(l.indexOf(':') + 1).trim())
    const csp = values.filter((v) => v.startsWith("default-src 'self'"))
    // The catch-all rule and one per page (51 prerendered paths and the not-found page, at least).
    expect(csp.length).toBeGreaterThan(40)
    const longest = Math.max(...values.map((v) => v.length))
    expect(longest).toBeLessThanOrEqual(2000)
    // The catch-all allows every page's inline scripts: the same few on every page, and the tap
    // handlers of the controls some pages have (app/boot/registry.ts).
    const catchAll = csp[0] ?? ''
    expect(catchAll.match(/'sha256-/g)?.length).toBeLessThanOrEqual(16)
  })

  it("every HTML file is in the build's hash list, which allows exactly its boot scripts (app/boot/registry.ts)", () => {
    const listed = JSON.parse(readFileSync(path.join(client, CSP_MANIFEST_FILE), 'utf8')) as Record<
      string,
      string[]
    >
    const html = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
    expect(html.length).toBeGreaterThan(40)
    expect(Object.keys(listed).sort()).toEqual(html.map((f) => f.split(path.sep).join('/')).sort())
    const home = readFileSync(path.join(client, 'index.html'), 'utf8')
    const scripts = executableInlineScripts(home).map((s) => s.body)
    const boot = scripts.map((body) => BOOT_SCRIPTS.find((script) => isBootScript(script, body))?.name)
    // The home page runs the boot scripts every page has (the module loader, a module script, runs
    // after the feeder below it), besides React Router's context; a control's tap handler runs on
    // the pages that have the control, and every boot script runs on some page.
    expect(boot.filter(Boolean)).toEqual(
      expect.arrayContaining([
        'the theme',
        'the theme taps before hydration',
        'the web fonts and the manifest',
        'the data feeder',
        'the deferred module loader',
      ]),
    )
    expect(boot.filter((name) => !name)).toHaveLength(1)
    const run = new Set<string>()
    for (const file of html)
      for (const script of executableInlineScripts(readFileSync(path.join(client, file), 'utf8'))) {
        const name = BOOT_SCRIPTS.find((b) => isBootScript(b, script.body))?.name
        if (name) run.add(name)
      }
    expect([...run].sort()).toEqual(BOOT_SCRIPTS.map((s) => s.name).sort())
    expect(listed['index.html']).toEqual([...new Set(scripts.map(sha256Source))])
  })
})
