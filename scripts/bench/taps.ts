/**
 * `npm run bench:taps`: does every control answer a tap from the moment a visitor sees it, on a
 * phone? Each control of scripts/bench/tap-controls.ts is tapped, in a fresh browser context each
 * time, with the CPU 4× slower and slow 4G (150 ms, 1.6 Mbit/s):
 * - at first sight: the moment it is on screen (scrolled to if below), before or during hydration;
 * - once ready: after the page, and the control itself, have hydrated;
 * - on the floor: the same page as plain HTML (the stylesheet inline, no scripts but the page's
 *   pre-hydration tap handlers, app/boot/taps.ts), tapped at first sight: what the platform needs.
 * Per control: taps dropped (no answer within 5 s), time to answer (median, worst) against the
 * Event Timing API, and, for a form, how many times it was sent (must be once a run, after hydration).
 * Targets: at most 200 ms at first sight, 100 ms once ready, nothing dropped.
 *
 * Options: --no-build, --runs=N (default 2), --controls=menu,theme (names containing these),
 * --client=DIR (another built site, to compare).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import { TAP_SCRIPTS, THEME_TAPS } from '#app/boot/registry.ts'
import { isBootScript } from '#app/boot/serialise.ts'
import { BUILT_SITE_OPTIONS, builtSite } from '#scripts/built-site.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.ts'
import { CommandLineError, readCommandLine } from '#scripts/command-line.ts'
import { printTable } from '#scripts/text-table.ts'
import { createApp } from '#server/app.ts'
import { listen } from '#server/listen.ts'
import {
  recordTaps,
  TAP_CONTROLS,
  type TapControl,
  tapAndTime,
  throttle,
  viewportOf,
  whenHydrated,
  whenVisible,
} from './tap-controls.ts'

const USAGE = 'Usage: npm run bench:taps [-- --runs=N] [--controls=menu,theme] [--no-build | --client=DIR]'
const args = readCommandLine(
  process.argv.slice(2),
  { ...BUILT_SITE_OPTIONS, runs: { type: 'string' }, controls: { type: 'string' } },
  USAGE,
  ({ values }) => {
    const runs = values.runs === undefined ? 2 : Number(values.runs)
    if (!Number.isInteger(runs) || runs < 1)
      throw new CommandLineError(`--runs takes a whole number from 1.\n${USAGE}`)
    const wanted = values.controls?.split(',')
    const controls = TAP_CONTROLS.filter((c) => !wanted || wanted.some((w) => c.name.includes(w)))
    if (!controls.length) throw new CommandLineError(`--controls matches none of the controls.\n${USAGE}`)
    return { runs, controls, root: builtSite(values) }
  },
)
if ('exit' in args) process.exit(args.exit)
const { runs, controls, root } = args

/** A tap not answered within this is dropped (the visitor waited 10 s in vain). */
const ANSWER_TIMEOUT_MS = 5000
/** After a form's tap: how long to wait for its one request (it may wait for hydration). */
const SEND_TIMEOUT_MS = 30_000

const TAP_HANDLERS = [THEME_TAPS, ...Object.values(TAP_SCRIPTS)]

/** The floor copy: every measured page as plain HTML with only its tap handlers for script. */
function floorCopy(site: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-taps-floor-'))
  cpSync(site, dir, { recursive: true })
  const pages = [...new Set(controls.map((c) => c.path))]
  for (const p of pages) {
    const file = path.join(dir, p === '/' ? 'index.html' : `${p.slice(1)}/index.html`)
    const html = readFileSync(file, 'utf8')
      .replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (tag, attributes: string, body: string) =>
        !attributes.trim() && TAP_HANDLERS.some((script) => isBootScript(script, body)) ? tag : '',
      )
      .replace(/<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi, '')
    writeFileSync(file, html)
    rmSync(`${file}.br`, { force: true })
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }))
  }
  return dir
}

/** Every POST to a function, by name, since the last reset. */
const sent = new Map<string, number>()
const countingFunctions = Object.fromEntries(
  TAP_CONTROLS.flatMap((c) => (c.sends ? [c.sends] : [])).map((name) => [
    name,
    async (request: Request) => {
      if (request.method === 'POST') sent.set(name, (sent.get(name) ?? 0) + 1)
      return Response.json({ error: 'bench: not sent' }, { status: 503 })
    },
  ]),
)

type Phase = 'first sight' | 'once ready' | 'floor'

interface Run {
  answerMs: number | null
  sends?: number
}

async function runOnce(browser: Browser, origin: string, control: TapControl, phase: Phase): Promise<Run> {
  const context = await browser.newContext({ viewport: viewportOf(control), hasTouch: true })
  try {
    const page = await context.newPage()
    await page.addInitScript(recordTaps)
    await throttle(context, page)
    sent.clear()
    await page.goto(`${origin}${control.path}`, { waitUntil: 'commit' })
    const ready = async (selector: string) => {
      await whenVisible(page, selector)
      if (phase === 'once ready') {
        await whenHydrated(page, selector)
        await page.waitForTimeout(1000)
        await whenVisible(page, selector)
      }
    }
    if (control.first) {
      await ready(control.first.target)
      const opened = await tapAndTime(page, control.first.target, control.first.answered, ANSWER_TIMEOUT_MS)
      if (opened.answerMs === null) return { answerMs: null }
    }
    await ready(control.target)
    for (const [selector, text] of Object.entries(control.fill ?? {})) await page.fill(selector, text)
    await whenVisible(page, control.target) // filling scrolls: back to the control
    if (control.navigates) {
      const { x, y } = await whenVisible(page, control.target)
      const started = Date.now()
      await page.touchscreen.tap(x, y)
      const arrived = await page
        .waitForURL((url) => url.pathname.replace(/\/$/, '') === control.navigates, {
          timeout: ANSWER_TIMEOUT_MS,
          waitUntil: 'commit',
        })
        .then(
          () => true,
          () => false,
        )
      return { answerMs: arrived ? Date.now() - started : null }
    }
    const result = await tapAndTime(page, control.target, control.answered, ANSWER_TIMEOUT_MS)
    if (!control.sends || phase === 'floor') return result
    const name = control.sends
    const deadline = Date.now() + SEND_TIMEOUT_MS
    while (!sent.get(name) && Date.now() < deadline) await page.waitForTimeout(250)
    await page.waitForTimeout(2000) // a second send, had there been one
    return { ...result, sends: sent.get(name) ?? 0 }
  } finally {
    await context.close()
  }
}

const ms = (n: number | undefined) => (n === undefined ? '–' : `${Math.round(n)} ms`)
function summary(list: Run[]): { dropped: string; median: string; worst: string } {
  const times = list.flatMap((r) => (r.answerMs === null ? [] : [r.answerMs])).sort((a, b) => a - b)
  const dropped = list.length - times.length
  return {
    dropped: `${dropped}/${list.length}`,
    median: ms(times[Math.floor((times.length - 1) / 2)]),
    worst: ms(times.at(-1)),
  }
}

const floorRoot = floorCopy(root)
const site = await listen(createApp({ root, log: () => {}, functions: countingFunctions }))
const floor = await listen(createApp({ root: floorRoot, log: () => {}, functions: countingFunctions }))
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
const rows: string[][] = [
  [
    'Control',
    'first sight: dropped',
    'median',
    'worst',
    'once ready: dropped',
    'median',
    'worst',
    'floor: median',
    'worst',
    'sent (per run)',
  ],
]
try {
  for (const control of controls) {
    const results: Record<Phase, Run[]> = { 'first sight': [], 'once ready': [], floor: [] }
    for (const phase of Object.keys(results) as Phase[])
      for (let run = 0; run < runs; run++)
        results[phase].push(
          await runOnce(browser, phase === 'floor' ? floor.origin : site.origin, control, phase).catch(
            (error: Error) => {
              console.warn(`${control.name}, ${phase}: ${error.message.split('\n')[0]}`)
              return { answerMs: null }
            },
          ),
        )
    const [sight, ready, base] = [results['first sight'], results['once ready'], results.floor].map(summary)
    const sends = [...results['first sight'], ...results['once ready']].flatMap((r) =>
      r.sends === undefined ? [] : [r.sends],
    )
    rows.push([
      control.name,
      sight!.dropped,
      sight!.median,
      sight!.worst,
      ready!.dropped,
      ready!.median,
      ready!.worst,
      base!.median,
      base!.worst,
      sends.length ? sends.join(', ') : '',
    ])
    console.info(`${control.name}: done`)
  }
} finally {
  await browser.close()
  site.close()
  floor.close()
  rmSync(floorRoot, { recursive: true, force: true })
}
console.info(
  `\nTaps on a phone (CPU 4×, 150 ms, 1.6 Mbit/s), ${runs} fresh visits per column; targets: none dropped, ` +
    '≤ 200 ms at first sight, ≤ 100 ms once ready:\n',
)
printTable(rows)
