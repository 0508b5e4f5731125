/**
 * `npm run check`: the inner loop, with no build and no browser: typecheck, lint, then every Vitest
 * file but those scripts/test-sets.ts leaves to `npm test` (unit, payment, orders, booking,
 * newsletter, maintenance and server tests). Stops at the first failure.
 */
import { spawnSync } from 'node:child_process'
import { NOT_IN_CHECK } from './test-sets.ts'

const steps: [label: string, command: string, args: string[]][] = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npx', ['biome', 'check', '.']],
  // Two files at a time: most of a file's time is importing its modules, not running its tests.
  [
    'tests',
    'npx',
    ['vitest', 'run', '--maxWorkers=2', ...NOT_IN_CHECK.flatMap((file) => ['--exclude', file])],
  ],
]
for (const [label, command, args] of steps) {
  console.info(`\n▶ ${label}`)
  const { status } = spawnSync(command, args, { stdio: 'inherit' })
  if (status !== 0) {
    console.error(`\n✗ ${label} failed`)
    process.exit(status ?? 1)
  }
}
