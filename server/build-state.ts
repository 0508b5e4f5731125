/**
 * What the production build needs and what it was made with, for the messages that send an owner
 * to it (server/start.js, `npm run preflight`, `npm run build` itself).
 *
 * A production install (`npm ci --omit=dev`) has no build tools (Vite, React Router's compiler, the
 * Markdown reader), so it can only serve a build made elsewhere: the messages say so instead of
 * naming a command that would fail there.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Whether the development dependencies the build runs on are installed in `projectRoot`. */
export const canBuild = (projectRoot: string) =>
  existsSync(path.join(projectRoot, 'node_modules', '@react-router', 'dev'))

/** How to make a new build here, or, on a production install, where and what to copy. */
export function rebuildHint(projectRoot: string): string {
  return canBuild(projectRoot)
    ? 'run `npm run build`'
    : 'build where the development dependencies are installed (`npm ci && npm run build`, on your computer or in ' +
        'CI: this production install, `npm ci --omit=dev`, has no build tools), then copy its `build/` and ' +
        '`core/content/generated/` folders here'
}

/** Written by the build beside build/client/ (not uploaded): what the pages were built to call. */
export const BUILD_INFO_FILE = path.join('build', 'build-info.json')

export interface BuildInfo {
  /** The functions address the pages call (VITE_API_BASE_URL, else api.baseUrl; '' for the same site). */
  apiBaseUrl: string
}

export function readBuildInfo(projectRoot: string): BuildInfo | undefined {
  try {
    return JSON.parse(readFileSync(path.join(projectRoot, BUILD_INFO_FILE), 'utf8')) as BuildInfo
  } catch {
    return undefined
  }
}
