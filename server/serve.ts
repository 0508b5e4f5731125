/**
 * The server itself, imported by server/start.js once Node, the configuration and the build are
 * checked: the built site and the functions on http://localhost:3000 (PORT, HOST override), with
 * the mode it runs in printed first.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { createApp } from './app.ts'
import { dataFiles, markServerRunning } from './data-files.ts'
import { hostFunctions, localSiteUrl, startupSummary } from './functions.ts'
import { listen } from './listen.ts'

const clientRoot = path.resolve(import.meta.dirname, '..', 'build', 'client')
const port = Number(process.env.PORT || 3000)
// Outside production, links in e-mails lead back to this server (localSiteUrl).
const local = localSiteUrl(process.env, port ? `http://localhost:${port}` : undefined)
if (local) process.env.SITE_URL = local
const log = process.env.LOG_REQUESTS === '0' ? () => {} : undefined
const summary = startupSummary()
const { functions, recordTestPayment, storeHealth } = hostFunctions()
const app = createApp({ root: clientRoot, functions, recordTestPayment, storeHealth, log })
const server = await listen(app, { port, hostname: process.env.HOST || '127.0.0.1' })
// `npm run restore` refuses while this server runs on the same data.
const data = dataFiles()
mkdirSync(data.folder, { recursive: true, mode: 0o700 })
markServerRunning(data.pidFile)
console.info(summary)
console.info(`Serving on http://localhost:${server.port}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)))
}
