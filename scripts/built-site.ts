/**
 * The built site a bench or the screenshots look at: build/client, built first with `npm run build`
 * unless `--no-build`, or another built site's folder (`--client=DIR`, e.g. a copy of build/client
 * kept from before a change), taken as it is.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { clientRoot, projectRoot } from '#scripts/project-root.ts'

/** Options every such script takes, for #scripts/command-line.ts. */
export const BUILT_SITE_OPTIONS = {
  client: { type: 'string' },
  'no-build': { type: 'boolean' },
} as const

type BuiltSiteValues = { client?: string; 'no-build'?: boolean }

/** The folder to serve: --client's, else build/client. */
export function siteRoot(values: BuiltSiteValues): string {
  return values.client ? path.resolve(values.client) : clientRoot
}

/** Whether to run `npm run build` first: unless --no-build or --client. */
export const buildsFirst = (values: BuiltSiteValues): boolean => !values.client && !values['no-build']

/** `npm run build`; a failed build ends the process with its status. */
export function buildSiteOrExit(): void {
  const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: projectRoot, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/** The folder to serve, built first unless --no-build or --client. */
export function builtSite(values: BuiltSiteValues): string {
  if (buildsFirst(values)) buildSiteOrExit()
  return siteRoot(values)
}
