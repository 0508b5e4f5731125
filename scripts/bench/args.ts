/**
 * The command line the page benches share (lighthouse, tbt, navigation), read by
 * #scripts/command-line.ts: --runs=N, --paths=/a,/b (default: the eight bench pages), --no-build or
 * --client=DIR (#scripts/built-site.ts), --help. Anything else is refused with the usage.
 */
import { BUILT_SITE_OPTIONS } from '#scripts/built-site.ts'
import { type CommandLine, CommandLineError } from '#scripts/command-line.ts'
import { BENCH_PATHS } from './paths.ts'

export const PAGE_BENCH_OPTIONS = {
  ...BUILT_SITE_OPTIONS,
  runs: { type: 'string' },
  paths: { type: 'string' },
} as const

export interface PageBenchArgs {
  runs: number
  paths: string[]
}

/** --runs (a whole number from 1, else `defaultRuns`) and --paths; no positional arguments. */
export function pageBenchArgs(
  { values, positionals }: CommandLine<typeof PAGE_BENCH_OPTIONS>,
  usage: string,
  defaultRuns: number,
): PageBenchArgs {
  if (positionals.length) throw new CommandLineError(`Unexpected argument "${positionals[0]}".\n${usage}`)
  const runs = values.runs === undefined ? defaultRuns : Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) {
    throw new CommandLineError(`--runs takes a whole number from 1, not "${values.runs}".\n${usage}`)
  }
  const paths = values.paths === undefined ? [...BENCH_PATHS] : values.paths.split(',')
  const bad = paths.find((p) => !p.startsWith('/'))
  if (bad !== undefined) {
    throw new CommandLineError(
      `--paths takes the site's paths, each starting with /, separated by commas: not "${bad}".\n${usage}`,
    )
  }
  return { runs, paths }
}
