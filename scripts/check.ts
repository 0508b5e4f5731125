/**
 * `npm run check`: the inner loop (about 90 s), with no build and no browser: typecheck, lint, then every Vitest
 * file but those scripts/test-sets.ts leaves to `npm test` (unit, payment, orders, booking,
 * newsletter, maintenance and server tests). Stops at the first failure.
 */
import { runStep } from './run-step.ts'
import { NOT_IN_CHECK } from './test-sets.ts'

runStep('typecheck', 'npm', ['run', '-s', 'typecheck'])
runStep('lint', 'npx', ['biome', 'check', '.'])
// Four files at a time: 80 s for the tests on a quiet 15-core machine (two took 93 s, three 84 s).
runStep('tests', 'npx', [
  'vitest',
  'run',
  '--maxWorkers=4',
  ...NOT_IN_CHECK.flatMap((file) => ['--exclude', file]),
])
