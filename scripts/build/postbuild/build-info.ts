/**
 * What the pages were built to call, for `npm run preflight -- --static` (BUILD_INFO_FILE).
 */
import type { BuildInfo } from '#server/build-state.ts'

/** Vite's reading of VITE_API_BASE_URL (`viteEnv`: the environment, then .env files), else the profile's api.baseUrl. */
export function buildInfo(
  viteEnv: Readonly<Record<string, string | undefined>>,
  profileApiBaseUrl: string | undefined,
): BuildInfo {
  return { apiBaseUrl: viteEnv.VITE_API_BASE_URL ?? profileApiBaseUrl ?? '' }
}
