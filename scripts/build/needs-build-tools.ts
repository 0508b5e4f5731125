/**
 * The first step of `npm run build` and `npm run content`: on a production install
 * (`npm ci --omit=dev`), which has no build tools, say where to build instead of failing on the
 * first missing package with a stack trace.
 */
import { projectRoot } from '#scripts/project-root.ts'
import { canBuild, rebuildHint } from '#server/build-state.ts'

if (!canBuild(projectRoot)) {
  console.error(`Cannot build here: ${rebuildHint(projectRoot)}.`)
  process.exit(1)
}
