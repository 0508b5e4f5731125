/**
 * What `npm run bench` (Lighthouse) is asked to measure, and in which order: its command line and
 * the list of Lighthouse runs, kept apart from the runs themselves so both can be tested.
 */
import path from 'node:path'
import { buildsFirst, siteRoot } from '#scripts/built-site.ts'
import { type CommandLine, CommandLineError } from '#scripts/command-line.ts'
import { PAGE_BENCH_OPTIONS, type PageBenchArgs, pageBenchArgs } from './args.ts'

export const LIGHTHOUSE_USAGE = `Usage: npm run bench [-- --runs=N] [--paths=/a,/b] [--strict] [--no-build | --client=DIR] [--compare=DIR]
  --runs=N       Lighthouse runs per page and copy (default 3); the table shows medians
  --paths=/a,/b  only these pages (default: the eight bench pages)
  --no-build     measure build/client as it is
  --client=DIR   measure another built site instead (as it is, no build)
  --compare=DIR  measure build/client (or --client) and DIR in one run, page by page, their runs
                 alternating, each beside its own floor copy; one table with both
  --strict       exit 1 when a target is missed`

export const LIGHTHOUSE_OPTIONS = {
  ...PAGE_BENCH_OPTIONS,
  strict: { type: 'boolean' },
  compare: { type: 'string' },
} as const

/** The site as built, and the two copies made of it (see lighthouse.ts). */
export type Variant = 'site' | 'zero-js' | 'floor'

export interface MeasuredBuild {
  /** How the table names it: the folder as given on the command line. */
  label: string
  root: string
  /** In report file names when two builds are measured: `a` and `b`. */
  key: string
}

export interface LighthousePlan extends PageBenchArgs {
  strict: boolean
  /** `npm run build` first (unless --no-build or --client). */
  buildFirst: boolean
  /** build/client (or --client), then --compare's folder. */
  builds: MeasuredBuild[]
  /** The zero-JS copy is left out when comparing (the targets use the floor): two builds × three copies would make a long run longer. */
  variants: Variant[]
}

export function lighthousePlan(line: CommandLine<typeof LIGHTHOUSE_OPTIONS>): LighthousePlan {
  const { values } = line
  const { runs, paths } = pageBenchArgs(line, LIGHTHOUSE_USAGE, 3)
  const main = { label: values.client ?? 'build/client', root: siteRoot(values) }
  if (values.compare === undefined) {
    return {
      runs,
      paths,
      strict: !!values.strict,
      buildFirst: buildsFirst(values),
      builds: [{ ...main, key: '' }],
      variants: ['site', 'zero-js', 'floor'],
    }
  }
  const compared = path.resolve(values.compare)
  if (compared === main.root) {
    throw new CommandLineError(
      `--compare=${values.compare} is the folder already measured (${main.label}).\n${LIGHTHOUSE_USAGE}`,
    )
  }
  return {
    runs,
    paths,
    strict: !!values.strict,
    buildFirst: buildsFirst(values),
    builds: [
      { ...main, key: 'a' },
      { label: values.compare, root: compared, key: 'b' },
    ],
    variants: ['site', 'floor'],
  }
}

export interface Measurement {
  path: string
  run: number
  /** Index into plan.builds. */
  build: number
  variant: Variant
}

/**
 * Every Lighthouse run, in order: page by page; within a page, run 1 of every build and copy, then
 * run 2, … The builds take turns going first (a, b, then b, a), so a busy moment of the machine
 * falls on both alike instead of on one build's runs.
 */
export function measurementOrder(plan: LighthousePlan): Measurement[] {
  const order: Measurement[] = []
  const builds = plan.builds.map((_, i) => i)
  for (const p of plan.paths) {
    for (let run = 1; run <= plan.runs; run++) {
      for (const build of run % 2 ? builds : [...builds].reverse()) {
        for (const variant of plan.variants) order.push({ path: p, run, build, variant })
      }
    }
  }
  return order
}
