/**
 * The README's production sequence on a scratch clone: the owner's profile in content/, the build
 * made with the development dependencies, then `npm ci --omit=dev` (offline, from npm's cache;
 * `npm prune --omit=dev` gives the same tree where the cache lacks a package), then
 * `NODE_ENV=production npm start`: the site, /healthz and the checkout's answer without a key.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { checkout, productFiles, type RunningServer, startServer } from '#scripts/smoke.ts'
import { scratchClone } from '#tests/support/scratch-clone.ts'

const MINUTES = 60_000
const SITE = 'https://www.alvareztherapy.com'

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
      // The owner's profile: production refuses the sample one.
      const file = path.join(dir, 'content', 'practice.yml')
      const profile = parse(readFileSync(file, 'utf8'))
      profile.name = 'Maria Alvarez'
      profile.licenses = ['LMFT #123456', 'LPCC #7890']
      profile.phone =
        typeof profile.phone === 'string'
          ? '(714) 302-8841'
          : { display: '(714) 302-8841', href: 'tel:+17143028841', e164: '+17143028841' }
      profile.email = 'maria@alvareztherapy.com'
      profile.siteUrl = SITE
      writeFileSync(file, stringify(profile))

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

      // Every setting production requires: the site address and the newsletter's signing secret.
      server = await startServer(dir, {
        env: {
          NODE_ENV: 'production',
          SITE_URL: SITE,
          NEWSLETTER_SECRET: '5d0b8e3a9c2f7e1d4a6b0c8e2f5a9d3b7c1e4f6a8b2d0c9e3f7a1b5d4c8e2f6a',
        },
      })
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
    },
    12 * MINUTES,
  )
})
