/**
 * `npm test`: every check, in order, stopping at the first failure.
 * typecheck → lint → production build → bundle budgets → unit/server tests (Vitest) → browser tests (Playwright:
 * tests/e2e and the specification's conformance suite, tests/spec).
 * Browser tests need Debian's Chromium and the order-store tests PostgreSQL's server binaries: both are
 * installed with apt-get when we are root, otherwise we stop with a hint.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { CHROMIUM_PATH } from '#scripts/chromium.ts'
import { runStep } from './run-step.ts'
import { SLOW_TESTS } from './test-sets.ts'

const CHROMIUM = CHROMIUM_PATH

const run = (label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  runStep(label, command, args, env, summary)

/**
 * A Debian package the tests need (Chromium for the browser tests, PostgreSQL's server for the
 * order store's Postgres tests): installed with apt-get when we are root, otherwise we stop with
 * the one command to run.
 */
function ensureDebianPackage(name: string, present: boolean, hint = ''): void {
  if (present) return
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (!canApt) {
    console.error(`${name} is missing: run "sudo apt-get install -y ${name}"${hint}, then npm test again.`)
    process.exit(1)
  }
  run(`install ${name} (apt-get)`, 'sh', [
    '-c',
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`,
  ])
}

const hasPostgresServer = (): boolean =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/pg_ctl`))

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const SLOW_REPORT = 'test-results/unit-slow.json'

/** One closing line over both runners: "tests: N passed, N failed". */
function summary(): void {
  let passed = 0
  let failed = 0
  let skipped = 0
  for (const file of ['test-results/unit.json', SLOW_REPORT]) {
    const unit = readJson(file) as {
      numPassedTests?: number
      numFailedTests?: number
      numPendingTests?: number
    } | null
    if (!unit) continue
    passed += unit.numPassedTests ?? 0
    failed += unit.numFailedTests ?? 0
    skipped += unit.numPendingTests ?? 0
  }
  const e2e = readJson('test-results/e2e.json') as {
    stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }
  } | null
  if (e2e?.stats) {
    passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0)
    failed += e2e.stats.unexpected ?? 0
    skipped += e2e.stats.skipped ?? 0
  }
  console.info(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
}

spawnSync('rm', ['-rf', 'test-results'])
ensureDebianPackage('chromium', existsSync(CHROMIUM), ' (or set CHROMIUM_PATH)')
ensureDebianPackage('postgresql', hasPostgresServer())
run('typecheck', 'npm', ['run', '-s', 'typecheck'])
run('lint', 'npx', ['biome', 'check', '.'])
run('build', 'npm', ['run', '-s', 'build'])
run('bundle budgets', process.execPath, ['scripts/check-budgets.ts'])
run('unit and server tests', 'npx', ['vitest', 'run', ...SLOW_TESTS.flatMap((file) => ['--exclude', file])])
run('whole-site tests, one at a time', 'npx', ['vitest', 'run', '--no-file-parallelism', ...SLOW_TESTS], {
  VITEST_JSON_REPORT: SLOW_REPORT,
})
run('browser tests', 'npx', ['playwright', 'test'])
summary()
