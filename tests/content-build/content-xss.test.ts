/**
 * Content cannot inject script, end to end: the XSS corpus in a scratch copy of the
 * project, in an article's Markdown and in YAML text fields (an article's excerpt, the about page's
 * bio), built with `npm run build`. The output has no executable content that is not the site's own:
 * no script element beyond the declared inline scripts, no event handler, no javascript:/data:
 * address, no frame or style from content. Then one unknown inline script put into the built HTML
 * makes the CSP step refuse it. About a minute: a whole production build.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Parser } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { practice } from '#core/config/practice.ts'
import { InlineScriptError, siteInlineScriptHashes } from '#scripts/build/postbuild/inline-scripts.ts'
import { XSS_CORPUS, xssMarkdown } from '#tests/support/xss-corpus.ts'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
let scratch: string
let build: { status: number | null; output: string }
const html: Record<string, string> = {}

/** A copy of the project (tracked and new files, not ignored ones), with this checkout's node_modules linked in. */
function scratchCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'xss-build-'))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    try {
      copyFileSync(path.join(ROOT, file), path.join(dir, file))
    } catch {
      // A tracked file deleted in the working tree.
    }
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'))
  return dir
}

/** Sets a YAML scalar (`key: value` on one line) to a double-quoted string. */
function setYaml(file: string, key: RegExp, value: string) {
  const text = readFileSync(file, 'utf8')
  const changed = text.replace(key, (_m, start: string) => `${start}${JSON.stringify(value)}`)
  expect(changed, `${file}: ${key}`).not.toBe(text)
  writeFileSync(file, changed)
}

function* htmlFiles(dir: string, base = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(full, base)
    else if (entry.name.endsWith('.html')) yield path.relative(base, full).split(path.sep).join('/')
  }
}

const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript'])
const FRAME_ORIGINS = [
  ...Object.values(practice.forms)
    .filter((f): f is Exclude<typeof f, string> => typeof f === 'object')
    .map((f) => f.url),
  practice.video.embedBase,
]

/** Everything in one HTML file that could run code or pull in another site's content. */
function executableContent(file: string, source: string): string[] {
  const found: string[] = []
  let inScript: { executable: boolean } | null = null
  let scriptText = ''
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, raw] of Object.entries(attributes)) {
          const value = [...raw]
            .filter((c) => c.charCodeAt(0) > 0x20)
            .join('')
            .toLowerCase()
          if (attribute.startsWith('on')) found.push(`${file}: <${name} ${attribute}>`)
          if (/^(href|src|action|formaction|xlink:href|data)$/.test(attribute)) {
            if (/^(javascript|vbscript):/.test(value)) found.push(`${file}: <${name} ${attribute}=${raw}>`)
            if (value.startsWith('data:') && !(name === 'img' && value.startsWith('data:image/')))
              found.push(`${file}: <${name} ${attribute}=${raw.slice(0, 40)}>`)
            if (value.includes('evil.example')) found.push(`${file}: <${name} ${attribute}=${raw}>`)
          }
        }
        if (name === 'iframe' && !FRAME_ORIGINS.some((o) => (attributes.src ?? '').startsWith(o)))
          found.push(`${file}: <iframe src=${attributes.src}>`)
        if (name === 'style' && attributes['data-href'] !== 'app-css')
          found.push(`${file}: <style> not the site's own`)
        if (name === 'object' || name === 'embed') found.push(`${file}: <${name}>`)
        if (name === 'script') {
          inScript = { executable: !attributes.src && EXECUTABLE.has((attributes.type ?? '').toLowerCase()) }
          scriptText = ''
        }
      },
      ontext(text) {
        if (inScript) scriptText += text
      },
      onclosetag(name) {
        if (name === 'script' && inScript) {
          if (inScript.executable && /alert|evil|msgbox/.test(scriptText))
            found.push(`${file}: an inline script from content: ${scriptText.slice(0, 60)}`)
          inScript = null
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  )
  parser.write(source)
  parser.end()
  return found
}

beforeAll(() => {
  scratch = scratchCopy()
  const article = path.join(scratch, 'content', 'blog', '1.md')
  writeFileSync(article, `${readFileSync(article, 'utf8')}\n\n${xssMarkdown()}\n`)
  const corpusLine = `Five steps ${XSS_CORPUS.join(' ')}`
  setYaml(article, /^(excerpt: ).*$/m, corpusLine)
  setYaml(path.join(scratch, 'content', 'pages', 'about.yml'), /^( {2}heading: ).*$/m, corpusLine)
  // As from a shell: Vitest's NODE_ENV=test would make Vite bundle React's development build.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  )
  const result = spawnSync('npm', ['run', 'build'], { cwd: scratch, encoding: 'utf8', env })
  build = { status: result.status, output: `${result.stdout}\n${result.stderr}` }
  if (build.status === 0)
    for (const file of htmlFiles(path.join(scratch, 'build', 'client')))
      html[file] = readFileSync(path.join(scratch, 'build', 'client', file), 'utf8')
}, 600_000)

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

describe('the XSS corpus in content, built', () => {
  it('builds', () => {
    expect(build.status, build.output.slice(-3000)).toBe(0)
    expect(Object.keys(html).length).toBeGreaterThan(40)
  })

  it('leaves no executable content in any page', () => {
    // The corpus did reach the pages (as text), so the check below looks at it.
    expect(html['blog/1/index.html']).toContain('Five steps')
    expect(html['about/index.html']).toContain('Five steps')
    const found = Object.entries(html).flatMap(([file, source]) => executableContent(file, source))
    expect(found).toEqual([])
  })

  it('refuses an unknown inline script in the output', () => {
    const files = { ...html }
    files['blog/1/index.html'] = files['blog/1/index.html']!.replace(
      '</main>',
      '<script>alert(1)</script></main>',
    )
    const pages = new Set(Object.keys(files).filter((f) => !f.startsWith('admin/')))
    expect(() => siteInlineScriptHashes(html, pages)).not.toThrow()
    expect(() => siteInlineScriptHashes(files, pages)).toThrow(InlineScriptError)
    expect(() => siteInlineScriptHashes(files, pages)).toThrow(
      `blog/1/index.html: an inline script that is not the site's own: "alert(1)"`,
    )
  })
})
