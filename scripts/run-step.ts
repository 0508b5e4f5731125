/**
 * One step of `npm test` or `npm run check`: its label, then the command with the terminal's
 * output; on failure the step's name, `onFailure` (a summary), and the command's exit code.
 */
import { spawnSync } from 'node:child_process'

export function runStep(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  onFailure: () => void = () => {},
): void {
  console.info(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed`)
    onFailure()
    process.exit(result.status ?? 1)
  }
}
