/** `npm start` (server/start.js) as a real process: it refuses a configuration that must not run, and says which mode it runs in. */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { bookingEnabled } from '#core/config/booking.ts'
import { SAMPLE_PROFILE_FILE } from '#server/deploy-checks.ts'

const START = path.resolve(import.meta.dirname, '../../server/start.js')
const running: ChildProcess[] = []
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGTERM')
})

/** Starts the server with only `env` (plus PATH) and resolves once it exits or says it is serving. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [START], {
    env: { PATH: process.env.PATH, SKIP_BUILD: '1', PORT: '0', LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Serving on')) {
        child.kill('SIGTERM')
        resolve({ code: null, output })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => resolve({ code, output }))
    child.on('error', reject)
  })
}

describe('start-up', () => {
  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_live_abc' }, 'STRIPE_SECRET_KEY is a live key but NODE_ENV is not production'],
    [
      { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_API_URL: 'http://127.0.0.1:9' },
      'STRIPE_API_URL is set in production',
    ],
  ])('refuses %o with a clear message and a non-zero exit', async (env, reason) => {
    const { code, output } = await start(env)
    expect(code).toBe(1)
    expect(output).toContain(`Refusing to start: ${reason}`)
    expect(output).not.toContain('Serving on')
    expect(output).not.toContain('sk_live_abc')
  })

  it('in production lists every reason at once: site address, webhook secret, mail server, sample profile', async () => {
    const { code, output } = await start({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      SITE_URL: 'http://localhost:3000/shop?x=1#top',
      CHECKOUT_RATE_LIMIT: 'many',
    })
    expect(code).toBe(1)
    const refusal = output.slice(output.indexOf('Refusing to start: '))
    for (const reason of [
      'CHECKOUT_RATE_LIMIT is not a whole number',
      'SITE_URL http://localhost:3000/shop?x=1#top is a placeholder or local address (localhost), is not https, has a path (/shop): give the origin only, has a query (?…), has a fragment (#…)',
      'STRIPE_SECRET_KEY is a live key but STRIPE_WEBHOOK_SECRET is not set',
      'content/practice.yml still holds the sample name "Jane Doe"',
      `SMTP_URL is not set while ${bookingEnabled ? 'the store, the newsletter form and online booking' : 'the store and the newsletter form'} are live: no e-mail would leave the server`,
      'NEWSLETTER_SECRET is not set (it signs the newsletter confirm and unsubscribe links',
    ])
      expect(refusal).toContain(reason)
    expect(output).not.toContain('Serving on')
    expect(output).not.toContain('sk_live_abc')
  })

  it('in production refuses the sample profile and placeholder address even without a key', async () => {
    const { code, output } = await start({ NODE_ENV: 'production' })
    expect(code).toBe(1)
    expect(output).toContain('siteUrl in content/practice.yml https://www.example.com is a placeholder')
    expect(output).toContain('license "LMFT #00000"')
    expect(output).toContain('phone (the sample or a 555-01xx number)')
    // Every value of the shipped sample profile, not only the few a hand-kept list once named.
    const sample = parse(readFileSync(SAMPLE_PROFILE_FILE, 'utf8'))
    for (const value of [
      `practiceName "${sample.practiceName}"`,
      `shortName "${sample.shortName}"`,
      `address "${sample.address.street}"`,
      'address.geo (',
      `forms.contact.url ${sample.forms.contact.url}`,
      `profiles.0.url ${sample.profiles[0].url}`,
      `reviews.maps.url ${sample.reviews.maps.url}`,
      'affiliateLink https://www.example.com/',
    ])
      expect(output).toContain(value)
    expect(output).toContain(
      bookingEnabled
        ? 'SMTP_URL is not set while the newsletter form and online booking are live'
        : 'SMTP_URL is not set while the newsletter form is live',
    )
  })

  it('in development prints the mode it runs in', async () => {
    const { code, output } = await start({})
    expect(code).toBeNull()
    expect(output).toContain(
      'Mode: development (NODE_ENV=unset). Payments: built-in test checkout (no STRIPE_SECRET_KEY) for loopback requests only',
    )
  })
})

/** The first `node` on PATH outside this project's node_modules (the system Node), if any. */
function systemNode(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir.includes('node_modules')) continue
    const found = spawnSync(path.join(dir, 'node'), ['--version'], { encoding: 'utf8' })
    if (found.status === 0) return path.join(dir, 'node')
  }
  return undefined
}

describe('on an older Node', () => {
  // Node 24 pretending to be 20 (the version is read from process.versions).
  const pretend20 = `data:text/javascript,Object.defineProperty(process,'versions',{value:{...process.versions,node:'20.19.0'}})`

  it('says which version it needs and exits 1, before reading anything else', () => {
    const result = spawnSync(process.execPath, ['--import', pretend20, START], {
      env: { PATH: process.env.PATH, SKIP_BUILD: '1', PORT: '0' },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('This server needs Node 24 (this is Node 20.19.0)')
  })

  const node = systemNode()
  const major = node
    ? Number(execFileSync(node, ['--version'], { encoding: 'utf8' }).slice(1).split('.')[0])
    : 0
  it.runIf(node && major < 24)('the system Node parses the start file and says the same', () => {
    const result = spawnSync(node!, [START], { env: { PATH: process.env.PATH, PORT: '0' }, encoding: 'utf8' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`This server needs Node 24 (this is Node ${major}.`)
  })
})
