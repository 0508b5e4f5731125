// temporary: dump events inside long tasks after FCP
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { createApp } from '#server/app.ts'
import { listen } from '#server/listen.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'
const [root, p, min = '15'] = process.argv.slice(2)
const server = await listen(createApp({ root: root!, log: () => {} }))
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] })
const r = await lighthouse(`${server.origin}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
const trace = (r!.artifacts as any).Trace ?? (r!.artifacts as any).traces?.defaultPass
const events: any[] = trace.traceEvents
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)
const fcp = events.find((e) => e.name === 'firstContentfulPaint')
const t0 = nav.ts
const mainTid = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcp.pid)?.tid
const ev = events.filter((e) => e.pid === fcp.pid && e.tid === mainTid && e.ph === 'X')
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > Number(min) * 1000 && e.ts > fcp.ts)
console.log('FCP at', ((fcp.ts - t0) / 1000).toFixed(0), 'ms')
for (const t of tasks) {
  console.log(`TASK ${((t.ts - t0) / 1000).toFixed(0)} ms ${(t.dur / 1000).toFixed(1)} ms`)
  const kids = ev.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.dur > 1000)
  for (const k of kids.slice(0, 25)) console.log(`   +${((k.ts - t.ts) / 1000).toFixed(1)} ${(k.dur / 1000).toFixed(1)} ${k.name} ${JSON.stringify(k.args?.data ?? k.args?.beginData ?? '').slice(0, 200)}`)
}
const a = r!.lhr.audits
console.log('LCP', a['largest-contentful-paint']!.numericValue, 'FCP', a['first-contentful-paint']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue)
await chrome.kill(); server.close()
