/**
 * `npm run bench:navigation`: how long an in-site click takes to show the next page, on a throttled phone
 * (Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down, 4× CPU slowdown). For each link the
 * pointer rests on it for 250 ms (a person aiming and clicking), then clicks; the figure is the time
 * from the click to the new page's <h1> showing the expected heading. Median of --runs (default 5).
 *
 * Options: --no-build (use the existing build), --runs=N, --client=DIR (serve another built site,
 * e.g. an older build to compare). Serves build/client on loopback.
 */
import { chromium } from '@playwright/test'
import { BUILT_SITE_OPTIONS, builtSite } from '#scripts/built-site.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.ts'
import { readCommandLine } from '#scripts/command-line.ts'
import { printTable } from '#scripts/text-table.ts'
import { createApp } from '#server/app.ts'
import { listen } from '#server/listen.ts'
import { pageBenchArgs } from './args.ts'

const USAGE = 'Usage: npm run bench:navigation [-- --runs=N] [--no-build | --client=DIR]'
const args = readCommandLine(
  process.argv.slice(2),
  { ...BUILT_SITE_OPTIONS, runs: { type: 'string' } },
  USAGE,
  (line) => ({ runs: pageBenchArgs(line, USAGE, 5).runs, root: builtSite(line.values) }),
)
if ('exit' in args) process.exit(args.exit)
const { runs, root } = args

/** From the home page: which link to click, and the heading the new page shows. */
const NAVIGATIONS = [
  { link: 'main a[href="/contact"]', heading: /contact/i },
  { link: 'main a[href="/retreats"]', heading: /retreat/i },
  { link: 'main a[href="/about"]', heading: /about|jane/i },
]
const DWELL_MS = 250

const server = await listen(createApp({ root, log: () => {} }))
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
const results: string[][] = []
try {
  for (const nav of NAVIGATIONS) {
    const samples: number[] = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
      await page.goto(`${server.origin}/`)
      await page.waitForFunction(() => {
        const main = document.getElementById('main')
        return !!main && Object.keys(main).some((k) => k.startsWith('__react'))
      })
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const link = page.locator(nav.link).first()
      await link.hover()
      // The pointer rests on the link as a person's would before clicking (the intent signal).
      await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), DWELL_MS)
      const started = await page.evaluate(() => performance.now())
      await link.click({ noWaitAfter: true })
      await page.waitForFunction(
        ([source, flags]) => new RegExp(source, flags).test(document.querySelector('h1')?.textContent ?? ''),
        [nav.heading.source, nav.heading.flags] as const,
        { polling: 'raf', timeout: 30_000 },
      )
      samples.push((await page.evaluate(() => performance.now())) - started)
      await context.close()
    }
    const sorted = [...samples].sort((a, b) => a - b)
    results.push([
      nav.link,
      `${Math.round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN)} ms`,
      samples.map((s) => Math.round(s)).join(', '),
    ])
  }
} finally {
  await browser.close()
  server.close()
}
console.info(`\nClick → new page heading, throttled (${runs} runs, ${DWELL_MS} ms pointer rest):\n`)
printTable([['Link', 'Median', 'Runs (ms)'], ...results])
