import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { listen } from '#server/listen.ts'

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
  writeFileSync(path.join(root, '404', 'index.html'), '<h1>Oops! Page not found</h1>')
  const js = 'console.log("x");'.repeat(200)
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), js)
  writeFileSync(path.join(root, 'assets', 'app-abc123.js.gz'), gzipSync(js))
  writeFileSync(path.join(root, '.env'), 'SECRET=1')
  const app = createApp({
    root,
    functions: { echo: async (req) => Response.json({ method: req.method }) },
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
})
