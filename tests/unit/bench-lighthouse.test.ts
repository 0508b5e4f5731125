/** `npm run bench`'s command line, the order of its Lighthouse runs and its table (no Lighthouse run here). */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  LIGHTHOUSE_OPTIONS,
  LIGHTHOUSE_USAGE,
  lighthousePlan,
  measurementOrder,
} from '#scripts/bench/lighthouse-plan.ts'
import { lighthouseTable, missedTargets, rowOf, type Sample } from '#scripts/bench/lighthouse-table.ts'
import { BENCH_PATHS } from '#scripts/bench/paths.ts'
import { CommandLineError, parseCommandLine } from '#scripts/command-line.ts'
import { clientRoot } from '#scripts/project-root.ts'

const plan = (...argv: string[]) =>
  lighthousePlan(parseCommandLine(argv, LIGHTHOUSE_OPTIONS, LIGHTHOUSE_USAGE))

describe('the command line', () => {
  it('by default: build first, then build/client and its two copies, 3 runs of the eight pages', () => {
    expect(plan()).toEqual({
      runs: 3,
      paths: BENCH_PATHS,
      strict: false,
      buildFirst: true,
      builds: [{ label: 'build/client', root: clientRoot, key: '' }],
      variants: ['site', 'zero-js', 'floor'],
    })
  })

  it('--compare=DIR: build/client and DIR, each beside its floor copy', () => {
    expect(plan('--compare=before', '--runs=5', '--paths=/,/store')).toEqual({
      runs: 5,
      paths: ['/', '/store'],
      strict: false,
      buildFirst: true,
      builds: [
        { label: 'build/client', root: clientRoot, key: 'a' },
        { label: 'before', root: path.resolve('before'), key: 'b' },
      ],
      variants: ['site', 'floor'],
    })
  })

  it('--client=DIR takes another built site as it is; --compare works beside it', () => {
    const { builds, buildFirst } = plan('--client', 'after', '--compare', 'before', '--strict')
    expect(buildFirst).toBe(false)
    expect(builds.map((b) => [b.label, b.root])).toEqual([
      ['after', path.resolve('after')],
      ['before', path.resolve('before')],
    ])
    expect(plan('--no-build').buildFirst).toBe(false)
    expect(plan('--strict').strict).toBe(true)
  })

  it.each([
    [['--runs=0'], '--runs takes a whole number from 1, not "0"'],
    [['--runs=three'], '--runs takes a whole number from 1, not "three"'],
    [['--paths=store'], 'each starting with /, separated by commas: not "store"'],
    [['--comapre=before'], "Unknown option '--comapre'"],
    [['before'], 'Unexpected argument "before"'],
    [['--compare=build/client'], '--compare=build/client is the folder already measured (build/client)'],
  ])('refuses %j, saying why, with the usage', (argv, why) => {
    const refusal = (() => {
      try {
        plan(...argv)
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(CommandLineError)
    expect((refusal as Error).message).toContain(why)
    expect((refusal as Error).message).toContain(LIGHTHOUSE_USAGE)
  })
})

describe('the order of the runs', () => {
  it('with --compare: page by page, run by run, the two builds taking turns going first', () => {
    const order = measurementOrder(plan('--compare=before', '--runs=2', '--paths=/,/store'))
    expect(order.map((m) => `${m.path} ${m.run} ${'ab'[m.build]}.${m.variant}`)).toEqual([
      '/ 1 a.site',
      '/ 1 a.floor',
      '/ 1 b.site',
      '/ 1 b.floor',
      '/ 2 b.site',
      '/ 2 b.floor',
      '/ 2 a.site',
      '/ 2 a.floor',
      '/store 1 a.site',
      '/store 1 a.floor',
      '/store 1 b.site',
      '/store 1 b.floor',
      '/store 2 b.site',
      '/store 2 b.floor',
      '/store 2 a.site',
      '/store 2 a.floor',
    ])
  })

  it('one build: as before, the site, zero-JS and floor copies in turn for each run', () => {
    const order = measurementOrder(plan('--runs=2', '--paths=/'))
    expect(order.map((m) => `${m.run} ${m.variant}`)).toEqual([
      '1 site',
      '1 zero-js',
      '1 floor',
      '2 site',
      '2 zero-js',
      '2 floor',
    ])
  })
})

const sample = (lcpMs: number, tbtMs: number, performance = 100): Sample => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs,
  tbtMs,
  cls: 0.002,
  jsGzipBytes: 135_971,
})

describe('the table', () => {
  it('with --compare: one row per page and build, named, with its own floor and the medians of its runs', () => {
    const rows = [
      rowOf('/', 'build/client', {
        site: [sample(900, 10), sample(700, 30), sample(800, 20)],
        floor: [sample(780, 0), sample(800, 0), sample(820, 0)],
      }),
      rowOf('/', 'before', { site: [sample(1100, 60, 98)], floor: [sample(1000, 0)] }),
    ]
    // Each row as one line, cells between bars.
    expect(lighthouseTable(rows).map((cells) => cells.join(' | '))).toEqual([
      'Path | Build | Perf | A11y | BP | SEO | LCP | TBT | CLS | JS gzip | LCP floor | ÷ floor | TBT floor',
      '/ | build/client | 100 | 100 | 100 | 100 | 800 ms | 20 ms | 0.002 | 136.0 KB | 800 ms | 1.00× | 0 ms',
      '/ | before | 98 | 100 | 100 | 100 | 1100 ms | 60 ms | 0.002 | 136.0 KB | 1000 ms | 1.10× | 0 ms',
    ])
    expect(missedTargets(rows)).toEqual([
      '/ (before): Performance 98',
      '/ (before): LCP 1100 ms',
      '/ (before): TBT 60 ms',
      '/ (before): LCP 1.10× the floor',
    ])
  })

  it('one build: no Build column, the zero-JS copy beside the floor', () => {
    const row = rowOf('/store', '', {
      site: [sample(800, 10)],
      noJs: [sample(640, 0)],
      floor: [sample(800, 0)],
    })
    expect(lighthouseTable([row]).map((cells) => cells.join(' | '))).toEqual([
      'Path | Perf | A11y | BP | SEO | LCP | TBT | CLS | JS gzip | LCP 0-JS | ÷ 0-JS | LCP floor | ÷ floor | TBT floor',
      '/store | 100 | 100 | 100 | 100 | 800 ms | 10 ms | 0.002 | 136.0 KB | 640 ms | 1.25× | 800 ms | 1.00× | 0 ms',
    ])
    expect(missedTargets([row])).toEqual([])
  })
})
