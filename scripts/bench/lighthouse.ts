/**
 * `npm run bench`: Lighthouse (default mobile settings, simulated throttling) against the production
 * build served on loopback, 3 runs per page, median of each figure.
 *
 * Every page is also measured as two copies, each served from a copy of the build:
 * - zero-JS: the same prerendered HTML with every script and module preload removed;
 * - floor: the zero-JS HTML with its stylesheets inlined and no web fonts (no @font-face stylesheet,
 *   no font preload): the fastest this HTML can paint.
 * The table shows LCP(site) / LCP(copy) for both: what the JavaScript, the stylesheets and the fonts
 * cost the first paint. The copies run the Performance category only. JSON reports go to reports/
 * (git-ignored).
 *
 * Options (LIGHTHOUSE_USAGE in lighthouse-plan.ts, or `npm run bench -- --help`): --no-build, --runs=N,
 * --paths=/a,/b, --strict, --client=DIR (another built site, as it is), --compare=DIR (two builds in
 * one run, e.g. a copy of build/client kept from before a change: page by page, their runs alternating,
 * each beside its own floor copy, one table). Chromium: CHROME_PATH, default /usr/bin/chromium.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Config } from 'lighthouse'
import { buildSiteOrExit } from '#scripts/built-site.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.ts'
import { readCommandLine } from '#scripts/command-line.ts'
import { projectRoot } from '#scripts/project-root.ts'
import { printTable } from '#scripts/text-table.ts'
import { createApp } from '#server/app.ts'
import { type Listening, listen } from '#server/listen.ts'
import {
  LIGHTHOUSE_OPTIONS,
  LIGHTHOUSE_USAGE,
  type LighthousePlan,
  lighthousePlan,
  type Measurement,
  measurementOrder,
  type Variant,
} from './lighthouse-plan.ts'
import {
  lighthouseTable,
  median,
  missedTargets,
  type Row,
  rowOf,
  type Sample,
  TARGETS,
} from './lighthouse-table.ts'

const reportsDir = path.join(projectRoot, 'reports')
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

const htmlFileOf = (urlPath: string) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`)

/** The same HTML without any script: no inline scripts, no module scripts, no module preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi, '')
}

/**
 * The floor: no scripts, every stylesheet inlined (from the build), no web fonts (stylesheets that
 * declare @font-face and font preloads are dropped).
 */
export function floorOf(html: string, readAsset: (href: string) => string): string {
  return withoutScripts(html)
    .replace(/<link\b[^>]*\bas="font"[^>]*\/?>/gi, '')
    .replace(/<link\b[^>]*\brel="stylesheet"[^>]*\/?>/gi, (tag) => {
      const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
      if (!href) return tag
      const css = readAsset(href)
      return /@font-face/.test(css) ? '' : `<style>${css}</style>`
    })
}

/** A copy of a build whose measured pages are rewritten by `transform` (same assets, same compression). */
function copyWith(
  root: string,
  paths: string[],
  label: string,
  transform: (html: string, root: string) => string,
): string {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${label}-`))
  cpSync(root, dir, { recursive: true })
  for (const p of paths) {
    const file = path.join(dir, htmlFileOf(p))
    const html = transform(readFileSync(file, 'utf8'), dir)
    writeFileSync(file, html)
    rmSync(`${file}.br`, { force: true })
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }))
  }
  rmSync(path.join(dir, '.csp-hashes.json'), { force: true })
  return dir
}

const COPIES: Record<Exclude<Variant, 'site'>, (html: string, root: string) => string> = {
  'zero-js': withoutScripts,
  floor: (html, root) =>
    floorOf(html, (href) => readFileSync(path.join(root, new URL(href, 'http://x').pathname), 'utf8')),
}

function startServer(root: string): Promise<Listening> {
  const app = createApp({ root, log: () => {} })
  return listen(app)
}

/** Gzip bytes of the same-origin scripts a page loaded (the build's .gz copy, or gzip of the file). */
function jsGzipBytes(urls: string[], root: string): number {
  let total = 0
  for (const url of urls) {
    const file = path.join(root, new URL(url).pathname)
    if (!existsSync(file) || !statSync(file).isFile()) continue
    total += existsSync(`${file}.gz`)
      ? statSync(`${file}.gz`).size
      : gzipSync(readFileSync(file), { level: 9 }).length
  }
  return total
}

/** One served folder: a build, or a copy made of it. */
interface Served {
  root: string
  server: Listening
  copy: boolean
}

async function main(plan: LighthousePlan): Promise<void> {
  const started = Date.now()
  for (const build of plan.builds) {
    if (!existsSync(path.join(build.root, 'index.html'))) {
      throw new Error(`No build in ${build.label}: run \`npm run build\` (or name a built site's folder)`)
    }
  }
  rmSync(reportsDir, { recursive: true, force: true })
  mkdirSync(reportsDir, { recursive: true })

  /** served[build][variant] */
  const served: Partial<Record<Variant, Served>>[] = plan.builds.map(() => ({}))
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  })

  // Every run is a first visit. Lighthouse empties the HTTP cache but keeps local storage between
  // runs on one origin; the site keeps a note there once the web fonts are downloaded
  // (app/components/fonts/web-fonts.ts), so without this every run after the first would measure a
  // returning visitor whose cache lost the fonts.
  const FIRST_VISIT: Config = {
    extends: 'lighthouse:default',
    settings: {
      clearStorageTypes: [
        'file_systems',
        'shader_cache',
        'service_workers',
        'cache_storage',
        'local_storage',
      ],
    },
  }
  // Lighthouse's CPU score of this machine, for reading TBT: its simulated 4× CPU slowdown assumes a
  // high-end desktop (benchmark index 1500-2000); on a slower machine every task counts for more.
  const benchmarkIndexes: number[] = []
  const measure = async (origin: string, root: string, p: string, label: string, run: number) => {
    const result = await lighthouse(
      `${origin}${p}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: label.endsWith('site')
          ? ['performance', 'accessibility', 'best-practices', 'seo']
          : ['performance'],
      },
      FIRST_VISIT,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${p}`)
    const { lhr } = result
    const slug = p === '/' ? 'home' : p.slice(1).replaceAll('/', '-')
    writeFileSync(path.join(reportsDir, `${slug}.${label}.run${run}.json`), JSON.stringify(lhr))
    if (lhr.runtimeError) throw new Error(`${p}: ${lhr.runtimeError.message}`)
    benchmarkIndexes.push(lhr.environment.benchmarkIndex)
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const requests = (
      lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
    )?.items
    const scripts = (requests ?? [])
      .filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin))
      .map((r) => r.url)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsGzipBytes: jsGzipBytes(scripts, root),
    } satisfies Sample
  }

  /** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): try again, twice. */
  const measureWithRetry = async (...a: Parameters<typeof measure>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await measure(...a)
      } catch (error) {
        if (attempt === 3) throw error
        console.warn(`retrying ${a[2]} (${a[3]}): ${(error as Error).message}`)
      }
    }
  }

  const rows: Row[] = []
  try {
    for (const [i, build] of plan.builds.entries()) {
      for (const variant of plan.variants) {
        const root =
          variant === 'site' ? build.root : copyWith(build.root, plan.paths, variant, COPIES[variant])
        served[i]![variant] = { root, server: await startServer(root), copy: variant !== 'site' }
      }
    }
    const done: (Measurement & { sample: Sample })[] = []
    const order = measurementOrder(plan)
    for (const [n, m] of order.entries()) {
      const { root, server } = served[m.build]![m.variant]!
      const key = plan.builds[m.build]!.key
      const label = key ? `${key}.${m.variant}` : m.variant
      done.push({ ...m, sample: await measureWithRetry(server.origin, root, m.path, label, m.run) })
      if (order[n + 1]?.path === m.path) continue
      for (const [i, build] of plan.builds.entries()) {
        const runs = (variant: Variant) =>
          done.filter((d) => d.path === m.path && d.build === i && d.variant === variant).map((d) => d.sample)
        rows.push(
          rowOf(m.path, build.key ? build.label : '', {
            site: runs('site'),
            noJs: runs('zero-js'),
            floor: runs('floor'),
          }),
        )
      }
      console.info(`measured ${m.path} (${plan.runs} runs each)`)
    }
  } finally {
    await chrome.kill()
    for (const byVariant of served) {
      for (const s of Object.values(byVariant)) {
        s.server.close()
        if (s.copy) rmSync(s.root, { recursive: true, force: true })
      }
    }
  }

  console.info(
    `\nLighthouse ${plan.runs}-run medians, mobile (simulated throttling, CPU ×4), ${new Date().toISOString()}, ` +
      `this machine's benchmark index ${Math.round(median(benchmarkIndexes))} ` +
      `(Lighthouse's ×4 assumes 1500-2000, a high-end desktop):\n`,
  )
  printTable(lighthouseTable(rows))

  const missed = missedTargets(rows)
  writeFileSync(
    path.join(reportsDir, 'summary.json'),
    `${JSON.stringify({ targets: TARGETS, rows }, null, 2)}\n`,
  )
  console.info(
    `\nTargets: Performance ${TARGETS.performance}, Accessibility/Best Practices/SEO 100, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, ` +
      `CLS ≤ ${TARGETS.cls}, LCP ≤ ${TARGETS.lcpRatio}× the floor`,
  )
  console.info(missed.length ? `✗ Missed:\n  ${missed.join('\n  ')}` : '✓ Every target met')
  console.info(`Reports in reports/ (${((Date.now() - started) / 60000).toFixed(1)} min)`)
  if (missed.length && plan.strict) process.exit(1)
}

if (import.meta.main) {
  const plan = readCommandLine(process.argv.slice(2), LIGHTHOUSE_OPTIONS, LIGHTHOUSE_USAGE, lighthousePlan)
  if ('exit' in plan) process.exit(plan.exit)
  if (plan.buildFirst) buildSiteOrExit()
  await main(plan)
}
