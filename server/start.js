/**
 * `npm start`: the server's front door, in plain JavaScript so that it runs on any Node and can say
 * which one it needs (the server itself is TypeScript, which only Node 24 runs directly).
 *
 * 1. Node 24 or stop with the version to install.
 * 2. `.env` in the project folder, if present (variables already set win).
 * 3. When the build is missing or older than its sources: check and generate content/ first, so
 *    that nothing below reads a catalogue or profile older than the pages about to be built.
 * 4. The configuration check (server/config-check.ts): every reason not to start, at once.
 * 5. The build, then the server (server/serve.ts), imported only now: pages and checkout read the
 *    same generated catalogue.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const REQUIRED_MAJOR = 24
const major = Number(process.versions.node.split('.')[0])
if (major < REQUIRED_MAJOR) {
  console.error(
    `This server needs Node ${REQUIRED_MAJOR} (this is Node ${process.versions.node}). ` +
      `Start it with \`npm start\`, which runs the Node ${REQUIRED_MAJOR} installed with the project ` +
      `(the "node" dependency), or install Node ${REQUIRED_MAJOR} from https://nodejs.org/.`,
  )
  process.exit(1)
}

const projectRoot = path.resolve(import.meta.dirname, '..')
const dotEnv = path.join(projectRoot, '.env')
if (existsSync(dotEnv)) process.loadEnvFile(dotEnv)

const clientRoot = path.join(projectRoot, 'build', 'client')
const generated = path.join(projectRoot, 'core', 'content', 'generated')
const SOURCES = [
  'app',
  'core',
  'public',
  'content',
  'react-router.config.ts',
  'vite.config.ts',
  'package-lock.json',
]
const IGNORED = new Set([generated, path.join(projectRoot, 'public', 'admin')])

/** The newest modification time under p, leaving out what the build itself writes. */
function newestMtime(p) {
  if (IGNORED.has(p) || !existsSync(p)) return 0
  const s = statSync(p)
  if (!s.isDirectory()) return s.mtimeMs
  let newest = s.mtimeMs
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)))
  return newest
}

function buildState() {
  const marker = path.join(clientRoot, 'index.html')
  if (!existsSync(marker) || !existsSync(generated)) return 'missing'
  const built = statSync(marker).mtimeMs
  return SOURCES.some((s) => newestMtime(path.join(projectRoot, s)) > built) ? 'stale' : 'fresh'
}

/** Runs a step with this Node; stops with its exit code when it fails. */
function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: projectRoot, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const state = process.env.SKIP_BUILD === '1' ? 'skip' : buildState()
// The build needs the development dependencies; a production install (npm ci --omit=dev) serves
// the build made before it, and the messages say where to make a new one.
const { canBuild: buildToolsIn, rebuildHint } = await import('./build-state.ts')
const canBuild = buildToolsIn(projectRoot)
if (state === 'missing' || state === 'stale') {
  if (canBuild) {
    run(['scripts/build/content.ts'])
  } else if (state === 'missing') {
    console.error(
      `Refusing to start: there is no build (build/client/ and core/content/generated/): ${rebuildHint(projectRoot)}, then start again.`,
    )
    process.exit(1)
  } else {
    console.warn(
      `The build is older than content/ or app/, so the pages served are the last ones built. To publish those changes, ${rebuildHint(projectRoot)}.`,
    )
  }
}
if (!existsSync(generated)) {
  console.error(
    `Refusing to start: core/content/generated/ is missing: ${canBuild ? 'run `npm run content` (or `npm run build`)' : rebuildHint(projectRoot)}.`,
  )
  process.exit(1)
}

const { refusals } = await import('./config-check.ts')
const reasons = refusals(process.env)
if (reasons.length) {
  console.error(`Refusing to start: ${reasons.join('; ')}.`)
  process.exit(1)
}

if ((state === 'missing' || state === 'stale') && canBuild) {
  console.info('Building the site (missing or older than its sources)…')
  // The build's own first step regenerates content/ again: a save made meanwhile reaches both.
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

await import('./serve.ts')
