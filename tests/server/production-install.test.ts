/**
 * The deploying guide's production sequence on a scratch clone: the owner's profile in content/, the build
 * made with the development dependencies, then `npm ci --omit=dev` (offline, from npm's cache;
 * `npm prune --omit=dev` gives the same tree where the cache lacks a package), then
 * `NODE_ENV=production npm start`: the site, /healthz and the checkout's answer without a key. After
 * a content edit, neither the server nor `npm run build` names a command this install cannot run.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkout, productFiles, type RunningServer, startServer } from '#scripts/smoke.ts'
import { OWNER_SITE as SITE, writeOwnerContent } from '#tests/support/owner-profile.ts'
import { scratchClone } from '#tests/support/scratch-clone.ts'

const MINUTES = 60_000
/**
 * Every setting production requires: the site address, a mail server, the newsletter's and the
 * owner's action links' signing secrets.
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  SITE_URL: SITE,
  SMTP_URL: 'smtp://127.0.0.1:9',
  NEWSLETTER_SECRET: 'Vq3xL8mN2pR7tK4wZ9bY6cH1sJ5gA0eU',
  OWNER_ACTIONS_SECRET: 'Mk7Rz2Wq9Lt4Xb8Nv1Hc6Jd3Fs0Gp5Ey7Ua2Io9',
  BOOKING_SECRET: 'Tq8Wn3Kz6Rb1Xv9Lm4Hc7Jd2Fs5Gp0Ey',
}

describe('a production install', () => {
  let dir: string
  let server: RunningServer | undefined
  beforeAll(() => {
    dir = scratchClone('production-install-')
  }, 3 * MINUTES)
  afterAll(async () => {
    await server?.stop()
    rmSync(path.dirname(dir), { recursive: true, force: true })
  }, 3 * MINUTES)

  it(
    'serves the build made before pruning the development dependencies',
    async () => {
      // The owner's profile and partner links: production refuses the sample's.
      writeOwnerContent(dir)

      // As a shell would run them: without the test runner's NODE_ENV=test and VITEST* variables.
      const env = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
      )
      const build = spawnSync('npm', ['run', 'build'], { cwd: dir, env, encoding: 'utf8' })
      expect(build.status, build.stdout + build.stderr).toBe(0)
      const install = spawnSync('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund'], {
        cwd: dir,
        env,
        encoding: 'utf8',
      })
      if (install.status !== 0) {
        console.warn(`npm ci --omit=dev --offline failed (npm's cache); pruning instead:\n${install.stderr}`)
        execFileSync('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], { cwd: dir, env })
      }
      expect(existsSync(path.join(dir, 'node_modules', '@react-router', 'dev'))).toBe(false)
      expect(existsSync(path.join(dir, 'node_modules', 'vite'))).toBe(false)

      server = await startServer(dir, { env: PRODUCTION })
      const home = await fetch(`${server.origin}/`)
      expect(home.status).toBe(200)
      expect(await home.text()).toContain('Maria Alvarez')
      const product = productFiles(dir)[0]!
      expect((await fetch(`${server.origin}/store/${product.id}`)).status).toBe(200)
      const health = await fetch(`${server.origin}/healthz`)
      expect(health.status).toBe(200)
      expect(await health.json()).toEqual({ status: 'ok', build: 'present', orderStore: 'reachable' })
      // No key in production: the store says so, it never fakes a checkout.
      const sale = await checkout(server.origin, product.id, product.price)
      expect(sale).toEqual({ status: 503, body: { error: 'Payments are not configured' } })
      expect(server.output()).toContain('Mode: production (NODE_ENV=production)')
      await server.stop()

      // A content edit after the install: the server serves the last build and says where to build;
      // `npm run build` itself says the same instead of failing on a missing package.
      appendFileSync(path.join(dir, 'content', 'practice.yml'), '\n')
      server = await startServer(dir, { env: PRODUCTION })
      const warning = server.output()
      expect(warning).toContain(
        'To publish those changes, build where the development dependencies are installed (`npm ci && npm run build`',
      )
      expect(warning).toContain('then copy its `build/` and `core/content/generated/` folders here')
      expect(warning).not.toContain('run `npm run build`')
      await server.stop()
      const rebuild = spawnSync('npm', ['run', 'build'], { cwd: dir, env, encoding: 'utf8' })
      expect(rebuild.status).toBe(1)
      expect(rebuild.stderr).toContain(
        'Cannot build here: build where the development dependencies are installed',
      )
      expect(rebuild.stderr).not.toMatch(/Cannot find package| {4}at /)
      expect(readFileSync(path.join(dir, 'build', 'client', 'index.html'), 'utf8')).toContain('Maria Alvarez')
    },
    12 * MINUTES,
  )
})
