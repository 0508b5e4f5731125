/**
 * `npm run bench:tbt`: the main thread after the first paint, measured in the page itself: a steadier
 * figure than Lighthouse's simulated Total Blocking Time on a busy machine (where one page's TBT can
 * span 10-80 ms between runs), for deciding whether a change helps. Each load is a first visit in a
 * fresh context with the CPU slowed 4× (Lighthouse's mobile factor, applied for real here); the figure
 * is the sum over long tasks after first contentful paint of their time beyond 50 ms, and the script
 * named by the longest frame after it (Chromium's long-animation-frame entries). Median of --runs
 * (default 5). No network throttling: this isolates the CPU.
 *
 * Chromium runs with V8's source positions kept from compile time (`--no-enable-lazy-source-positions`).
 * Playwright drives the page over the DevTools protocol, and with it attached V8 records line and
 * column for every Error created: React DOM creates five at load (its SuspenseException and four like
 * it), so V8 re-parsed React DOM on the main thread to place them, a 70-90 ms task at 4× that no
 * visitor's browser runs and Lighthouse's traces do not show either (its profiler keeps positions the
 * same way). Without the flag that task was every page's "longest task" (decision 0064).
 *
 * Options: --no-build, --runs=N, --paths=/a,/b, --client=DIR (another built site, as it is, to compare).
 */
import { chromium } from '@playwright/test'
import { builtSite } from '#scripts/built-site.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.ts'
import { readCommandLine } from '#scripts/command-line.ts'
import { printTable } from '#scripts/text-table.ts'
import { createApp } from '#server/app.ts'
import { listen } from '#server/listen.ts'
import { PAGE_BENCH_OPTIONS, pageBenchArgs } from './args.ts'

const USAGE = 'Usage: npm run bench:tbt [-- --runs=N] [--paths=/a,/b] [--no-build | --client=DIR]'
const args = readCommandLine(process.argv.slice(2), PAGE_BENCH_OPTIONS, USAGE, (line) => ({
  ...pageBenchArgs(line, USAGE, 5),
  root: builtSite(line.values),
}))
if ('exit' in args) process.exit(args.exit)
const { runs, paths, root } = args
const SETTLE_MS = 5000

interface Load {
  tbt: number
  longest: string
}

/** Runs in the page before its own scripts: records long tasks and long frames from the start. */
function observe() {
  const w = window as unknown as {
    __tasks: number[][]
    __frames: { start: number; end: number; script: string }[]
  }
  w.__tasks = []
  w.__frames = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__tasks.push([e.startTime, e.duration])
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      scripts: { sourceURL: string; invoker: string; duration: number }[]
    })[]) {
      const top = [...e.scripts].sort((a, b) => b.duration - a.duration)[0]
      const script = top
        ? `${top.sourceURL.split('/').pop() || top.invoker} ${Math.round(top.duration)} ms`
        : 'rendering'
      w.__frames.push({ start: e.startTime, end: e.startTime + e.duration, script })
    }
  }).observe({ type: 'long-animation-frame', buffered: true })
}

const server = await listen(createApp({ root, log: () => {} }))
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--js-flags=--no-enable-lazy-source-positions'],
})
const rows: string[][] = [['Path', 'TBT (4× CPU)', 'runs', 'longest task after FCP (median run)']]
try {
  for (const p of paths) {
    const loads: Load[] = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      await page.addInitScript(observe)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(`${server.origin}${p}`)
      await page.waitForTimeout(SETTLE_MS)
      loads.push(
        await page.evaluate(() => {
          const w = window as unknown as {
            __tasks: number[][]
            __frames: { start: number; end: number; script: string }[]
          }
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
          const after = w.__tasks.filter(([start = 0]) => start >= fcp)
          const longest = [...after].sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))[0]
          const frame =
            longest && w.__frames.find((f) => f.start <= (longest[0] ?? 0) && (longest[0] ?? 0) < f.end)
          return {
            tbt: after.reduce((sum, [, duration = 0]) => sum + Math.max(0, duration - 50), 0),
            longest: longest ? `${Math.round(longest[1] ?? 0)} ms: ${frame?.script ?? 'rendering'}` : 'none',
          }
        }),
      )
      await context.close()
    }
    const sorted = [...loads].sort((a, b) => a.tbt - b.tbt)
    const median = sorted[Math.floor(sorted.length / 2)]
    rows.push([
      p,
      `${Math.round(median?.tbt ?? Number.NaN)} ms`,
      loads.map((l) => Math.round(l.tbt)).join(', '),
      median?.longest ?? '',
    ])
  }
} finally {
  await browser.close()
  server.close()
}
console.info(
  `\nIn-page TBT, CPU ×4, median of ${runs} first visits per page (long tasks after first contentful paint):\n`,
)
printTable(rows)
