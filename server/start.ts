/**
 * `npm start`: checks the configuration (and refuses to start with one that must not run), builds
 * the site when the build is missing or older than its sources, then serves it with the payment
 * function on http://localhost:3000 (PORT, HOST override), printing the mode it runs in.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { PaymentConfigError } from '#functions/create-payment/handler.ts'
import { StoreConfigError } from '#functions/orders/open-store.ts'
import { RateLimitConfigError } from '#functions/rate-limit.ts'
import { createApp } from './app.ts'
import { hostFunctions, startupSummary } from './functions.ts'
import { listen } from './listen.ts'

const projectRoot = path.resolve(import.meta.dirname, '..')
const clientRoot = path.join(projectRoot, 'build', 'client')
const SOURCES = ['app', 'public', 'content', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json']

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0
  const s = statSync(p)
  if (!s.isDirectory()) return s.mtimeMs
  let newest = s.mtimeMs
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)))
  return newest
}

function buildIsStale(): boolean {
  const marker = path.join(clientRoot, 'index.html')
  if (!existsSync(marker)) return true
  const built = statSync(marker).mtimeMs
  return SOURCES.some((s) => newestMtime(path.join(projectRoot, s)) > built)
}

// First, before any build: a configuration that must not run stops here with its reasons.
let summary: string
try {
  summary = startupSummary()
} catch (error) {
  const refused = [PaymentConfigError, StoreConfigError, RateLimitConfigError].some(
    (kind) => error instanceof kind,
  )
  if (!refused) throw error
  console.error(`Refusing to start: ${(error as Error).message}.`)
  process.exit(1)
}

if (process.env.SKIP_BUILD !== '1' && buildIsStale()) {
  console.info('Building the site (missing or older than its sources)…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const port = Number(process.env.PORT ?? 3000)
const log = process.env.LOG_REQUESTS === '0' ? () => {} : undefined
const { functions, recordTestPayment } = hostFunctions()
const app = createApp({ root: clientRoot, functions, recordTestPayment, log })
const server = await listen(app, { port, hostname: process.env.HOST ?? '127.0.0.1' })
console.info(summary)
console.info(`Serving on http://localhost:${server.port}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)))
}
