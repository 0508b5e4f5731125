import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { practice } from '#core/config/practice.ts'
import { createApp } from '#server/app.ts'
import { listen } from '#server/listen.ts'
import {
  CSP_MANIFEST_FILE,
  contentSecurityPolicy,
  inlineScriptHashes,
  RESOURCE_CSP,
} from '#server/security-headers.ts'

let base = ''
let close: () => Promise<void> = async () => {}

const THEME = 'document.documentElement.dataset.t="1"'
const LOADER = 'import "/assets/a.js";\nimport("/assets/b.js");'
const NOT_FOUND_SCRIPT = 'console.log("nf")'
const UNLISTED_SCRIPT = 'console.log("added after the build")'
let root = ''
/** The form provider's embed script, by its full address, when the profile names one. */
const EMBED_SCRIPT = practice.formEmbedScript ? [practice.formEmbedScript] : []
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
/** The page's CSP as a lookup: directive name → its sources. */
const policy = (res: Response) => {
  const csp = res.headers.get('content-security-policy') ?? ''
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/)
      return [name, sources] as const
    }),
  )
  return (name: string): readonly string[] => directives.get(name) ?? []
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'site-headers-'))
  mkdirSync(path.join(root, 'about'))
  mkdirSync(path.join(root, 'unlisted'))
  mkdirSync(path.join(root, '404'))
  mkdirSync(path.join(root, 'assets'))
  writeFileSync(
    path.join(root, 'about', 'index.html'),
    `<!DOCTYPE html><html><head><script>${THEME}</script>` +
      `<script type="application/ld+json">{"@type":"Person"}</script></head>` +
      `<body><script type="module" async="">${LOADER}</script><script src="/assets/c.js"></script></body></html>`,
  )
  writeFileSync(path.join(root, '404', 'index.html'), `<h1>Oops</h1><script>${NOT_FOUND_SCRIPT}</script>`)
  writeFileSync(path.join(root, 'assets', 'a.js'), 'export {}')
  mkdirSync(path.join(root, 'images', 'uploads'), { recursive: true })
  writeFileSync(
    path.join(root, 'images', 'uploads', 'evil.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
  )
  // The build's list (scripts/build/postbuild.ts): the only source of inline-script hashes.
  const hash = (s: string) => sha(s).slice(1, -1)
  writeFileSync(
    path.join(root, CSP_MANIFEST_FILE),
    JSON.stringify({
      'about/index.html': [hash(THEME), hash(LOADER)],
      '404/index.html': [hash(NOT_FOUND_SCRIPT)],
    }),
  )
  // An HTML file the build did not list (copied in later): it gets no inline-script allowance.
  writeFileSync(
    path.join(root, 'unlisted', 'index.html'),
    `<h1>Later</h1><script>${UNLISTED_SCRIPT}</script>`,
  )
  const app = createApp({
    root,
    functions: {
      pay: async () =>
        Response.json(
          { ok: true },
          { headers: { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' } },
        ),
      moved: async () => Response.redirect('https://checkout.example.org/x', 303),
    },
    log: () => {},
  })
  const server = await listen(app)
  base = server.origin
  close = server.close
})
afterAll(() => close())

describe('security headers', () => {
  it('hashes exactly the executable inline scripts of a page', () => {
    const html = `<script>${THEME}</script><script type="application/ld+json">{}</script><script type="module">${LOADER}</script><script src="/x.js"></script><script>${THEME}</script>`
    expect(inlineScriptHashes(html).map((h) => `'${h}'`)).toEqual([sha(THEME), sha(LOADER)])
  })

  it('gives each page a CSP allowing only its own inline scripts and the configured hosts', async () => {
    const res = await fetch(`${base}/about`)
    expect(res.status).toBe(200)
    const csp = policy(res)
    expect(csp('script-src')).toEqual(["'self'", ...EMBED_SCRIPT, sha(THEME), sha(LOADER)])
    expect(csp('script-src').join(' ')).not.toContain('unsafe')
    expect(csp('script-src')).not.toContain(sha(NOT_FOUND_SCRIPT))
    expect(csp('frame-src')).toEqual(
      expect.arrayContaining([
        new URL(practice.forms.contact.url).origin,
        new URL(practice.video.embedBase).origin,
      ]),
    )
    expect(csp('default-src')).toEqual(["'self'"])
    expect(csp('frame-ancestors')).toEqual(["'none'"])
    expect(csp('object-src')).toEqual(["'none'"])
    expect(csp('base-uri')).toEqual(["'self'"])
    expect(csp('form-action')).toEqual(["'self'"])
    // The form host is checked from the page before its form shows (or the call/e-mail fallback).
    const formHost = new URL(practice.forms.contact.url).origin
    expect(csp('connect-src')).toEqual(
      practice.api.baseUrl
        ? ["'self'", formHost, new URL(practice.api.baseUrl).origin]
        : ["'self'", formHost],
    )
    expect(res.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy(inlineScriptHashes(await res.text())),
    )
  })

  it("allows inline scripts only from the build's list: an unlisted or changed file gets no more", async () => {
    const unlisted = await fetch(`${base}/unlisted`)
    expect(unlisted.status).toBe(200)
    expect(policy(unlisted)('script-src')).toEqual(["'self'", ...EMBED_SCRIPT])
    // A listed page edited after the build keeps the listed hashes only: the new script does not run.
    const about = path.join(root, 'about', 'index.html')
    const original = readFileSync(about, 'utf8')
    writeFileSync(about, original.replace('</body>', `<script>${UNLISTED_SCRIPT}</script></body>`))
    try {
      const changed = policy(await fetch(`${base}/about`))
      expect(changed('script-src')).toEqual(["'self'", ...EMBED_SCRIPT, sha(THEME), sha(LOADER)])
      expect(changed('script-src')).not.toContain(sha(UNLISTED_SCRIPT))
    } finally {
      writeFileSync(about, original)
    }
  })

  it('sends the document headers with every page, including the 404 page', async () => {
    for (const [p, status] of [
      ['/about', 200],
      ['/no/such/page', 404],
    ] as const) {
      const res = await fetch(`${base}${p}`)
      expect(res.status, p).toBe(status)
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains; preload',
      )
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      const permissions = res.headers.get('permissions-policy') ?? ''
      for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
        expect(permissions).toContain(denied)
      }
      expect(permissions).toContain(`fullscreen=(self "${new URL(practice.video.embedBase).origin}")`)
    }
    const notFound = policy(await fetch(`${base}/no/such/page`))
    expect(notFound('script-src')).toContain(sha(NOT_FOUND_SCRIPT))
  })

  it('sends the transport headers with assets, and the sandbox CSP instead of a page one', async () => {
    const res = await fetch(`${base}/assets/a.js`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(res.headers.get('strict-transport-security')).not.toBeNull()
    expect(res.headers.get('content-security-policy')).toBe(RESOURCE_CSP)
  })

  it('an uploaded SVG with a script is served sandboxed, and so is every other non-page answer', async () => {
    const svg = await fetch(`${base}/images/uploads/evil.svg`)
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-type')).toContain('image/svg+xml')
    expect(svg.headers.get('content-security-policy')).toBe(RESOURCE_CSP)
    const json = await fetch(`${base}/functions/v1/pay`, { method: 'POST' })
    expect(json.headers.get('content-security-policy')).toBe(RESOURCE_CSP)
    const unknown = await fetch(`${base}/functions/v1/nope`)
    expect(unknown.headers.get('content-security-policy')).toBe(RESOURCE_CSP)
    // Pages keep their own policy.
    expect((await fetch(`${base}/about`)).headers.get('content-security-policy')).not.toBe(RESOURCE_CSP)
  })

  it('leaves the functions their own CORS and resource-policy headers', async () => {
    const res = await fetch(`${base}/functions/v1/pay`, { method: 'POST' })
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const redirect = await fetch(`${base}/functions/v1/moved`, { redirect: 'manual' })
    expect(redirect.status).toBe(303)
    expect(redirect.headers.get('location')).toBe('https://checkout.example.org/x')
    expect(redirect.headers.get('strict-transport-security')).not.toBeNull()
  })
})
