/**
 * `npm run check`: the inner loop, with no build and no browser: typecheck, lint, then every Vitest
 * file but those scripts/test-sets.ts leaves to `npm test` (unit, payment, orders, booking,
 * newsletter, maintenance and server tests). Stops at the first failure.
 */
import { runStep } from './run-step.ts'
import { NOT_IN_CHECK } from './test-sets.ts'

runStep('typecheck', 'npm', ['run', '-s', 'typecheck'])
runStep('lint', 'npx', ['biome', 'check', '.'])
// Two files at a time: most of a file's time is importing its modules, not running its tests.
runStep('tests', 'npx', [
  'vitest',
  'run',
  '--maxWorkers=2',
  ...NOT_IN_CHECK.flatMap((file) => ['--exclude', file]),
])
