import { spawnSync } from 'node:child_process'
import { projectRoot } from '#scripts/project-root.ts'

/** Builds the site (`npm run build`) for a benchmark; a failed build ends the process with its status. */
export function buildSiteOrExit(): void {
  const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: projectRoot, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
