import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { listen } from '#server/listen.ts'
import { rawRequest } from './raw-request.ts'

let base = ''
let close: () => Promise<void> = async () => {}
const lines: string[] = []

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'))
  mkdirSync(path.join(root, 'about'))
  mkdirSync(path.join(root, '404'))
  mkdirSync(path.join(root, 'assets'))
  writeFileSync(path.join(root, 'index.html'), '<h1>Home</h1>')
  writeFileSync(path.join(root, 'about', 'index.html'), '<h1>About</h1>')
  writeFileSync(path.join(root, 'about.data'), '[{"about":1}]')
  writeFileSync(path.join(root, '404', 'index.html'), '<h1>Oops! Page not found</h1>')
  const js = 'console.log("x");'.repeat(200)
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), js)
  writeFileSync(path.join(root, 'assets', 'app-abc123.js.gz'), gzipSync(js))
  writeFileSync(path.join(root, '.env'), 'SECRET=1')
  const app = createApp({
    root,
    functions: {
      echo: async (req, client) => Response.json({ method: req.method, address: client?.address }),
    },
    log: (l) => lines.push(l),
  })
  const server = await listen(app)
  base = server.origin
  close = server.close
})
afterAll(() => close())

describe('static site server', () => {
  it('serves each route its prerendered HTML, revalidated', async () => {
    const res = await fetch(`${base}/about`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('<h1>About</h1>')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const etag = res.headers.get('etag')!
    const again = await fetch(`${base}/about`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it("serves a page's data for use without a round trip for a minute, checked in the background", async () => {
    const res = await fetch(`${base}/about.data`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('[{"about":1}]')
    expect(res.headers.get('cache-control')).toBe('max-age=0, stale-while-revalidate=60')
  })

  it('caches hashed assets for a year and serves the precompressed copy', async () => {
    const res = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect((await res.text()).startsWith('console.log')).toBe(true)
    const plain = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
  })

  it('answers unknown paths with 404 and the not-found page', async () => {
    const res = await fetch(`${base}/nowhere/at/all`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Oops! Page not found')
  })

  it('never serves files outside the root or hidden files', async () => {
    for (const p of [
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/.env',
      '/about%00',
      '/%E0%A4%A',
    ]) {
      const res = await fetch(`${base}${p}`)
      expect(res.status, p).toBe(404)
      expect(await res.text()).not.toContain('SECRET')
    }
  })

  it('redirects a trailing slash to the canonical path', async () => {
    const res = await fetch(`${base}/about/?x=1`, { redirect: 'manual' })
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe('/about?x=1')
  })

  it('routes /functions/v1/{name} to the function and 404s unknown ones as JSON', async () => {
    expect(await (await fetch(`${base}/functions/v1/echo`, { method: 'POST' })).json()).toEqual({
      method: 'POST',
      address: '127.0.0.1',
    })
    const res = await fetch(`${base}/functions/v1/nope`, { method: 'POST' })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'Unknown function' })
  })

  it('rejects other methods on pages with 405', async () => {
    const res = await fetch(`${base}/about`, { method: 'DELETE' })
    expect(res.status).toBe(405)
  })

  it('logs one line per request', async () => {
    const before = lines.length
    await fetch(`${base}/about`)
    expect(lines.length).toBe(before + 1)
    expect(lines.at(-1)).toMatch(/^GET \/about 200 \d+\.\dms$/)
  })

  it('logs the path as sent, on one line, whatever control characters it encodes', async () => {
    const before = lines.length
    for (const target of ['/x%0AGET%20/forged%20200%200.1ms', '/x%0D%0Ay', '/x%E2%80%A8y', '/x%1B%5B31m']) {
      await rawRequest(base, target)
    }
    const logged = lines.slice(before)
    expect(logged).toHaveLength(4)
    for (const line of logged) {
      expect(line).not.toMatch(/[\r\n\u2028\u2029]/)
      expect(line).toMatch(/^GET \/x\S* 404 \d+\.\dms$/)
    }
    expect(logged[0]).toBe(`GET /x%0AGET%20/forged%20200%200.1ms 404 ${logged[0]!.split(' ').at(-1)}`)
  })
})

describe('redirects never leave the site', () => {
  // Each of these, sent raw, once answered 308 with a Location a browser resolves to evil.example.
  it.each([
    ['//evil.example/', '/evil.example'],
    ['///evil.example/', '/evil.example'],
    ['/%2F%2Fevil.example/', '/evil.example'],
    ['/%2f/evil.example/', '/evil.example'],
    ['/./..//evil.example/', '/evil.example'],
    ['/%2e%2e//evil.example/', '/evil.example'],
    ['/about/..//evil.example/?q=1', '/evil.example?q=1'],
    ['/about//', '/about'],
    ['/about/?x=1', '/about?x=1'],
  ])('%s → 308 to the path %s on this site', async (target, location) => {
    const res = await rawRequest(base, target)
    expect(res.status).toBe(308)
    expect(res.headers.location).toBe(location)
    expect(new URL(res.headers.location as string, 'https://site.example').host).toBe('site.example')
  })

  it.each(['/%5Cevil.example/', '/%5C%5Cevil.example/', '/%5c/evil.example/', '/x%0A/', '/%E0%A4%A/'])(
    '%s (backslash, control character or bad encoding) → the 404 page, no redirect',
    async (target) => {
      const res = await rawRequest(base, target)
      expect(res.status).toBe(404)
      expect(res.headers.location).toBeUndefined()
      expect(res.body).toContain('Oops! Page not found')
    },
  )

  it('a literal backslash in the request line is refused without a redirect', async () => {
    const res = await rawRequest(base, '/\\evil.example/')
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(res.headers.location).toBeUndefined()
  })
})

describe('function names are own names only', () => {
  it.each(['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'])(
    'POST /functions/v1/%s → 404 JSON, nothing echoed',
    async (name) => {
      const secret = '{"card":"4242 4242 4242 4242"}'
      const res = await rawRequest(base, `/functions/v1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-echo-me': 'header-value' },
        body: secret,
      })
      expect(res.status).toBe(404)
      expect(res.headers['content-type']).toContain('application/json')
      expect(JSON.parse(res.body)).toEqual({ error: 'Unknown function' })
      expect(res.body).not.toContain('4242')
      expect(res.body).not.toContain('header-value')
    },
  )
})
