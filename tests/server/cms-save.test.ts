/**
 * Every save the CMS makes builds. Sveltia CMS runs in Chromium in its local-repository mode (the
 * one the owner's guide's "On your computer" steps use), with the configuration `npm run content`
 * generates. Headless Chromium has no folder picker, so the folder the CMS is handed is the
 * browser's own private file system holding a copy of content/ (and the `.git` folder the CMS
 * looks for): the CMS reads and writes it with the same File System Access calls as a folder on
 * disk. One field is changed and saved in every collection; the saved files, copied into a scratch
 * clone, are read by the build's content reader, and the clone builds.
 *
 * Twice: with the generated configuration (optional fields left empty are not written) and with
 * that option off, as the CMS saves by default ('' for a text or choice, [] for a list, null for a
 * group of fields, for every optional field not filled in): both must build.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { type Browser, chromium, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { readContent } from '#scripts/build/content/read.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.ts'
import { scratchClone } from '#tests/support/scratch-clone.ts'

const run = promisify(execFile)
const MINUTES = 60_000

/** One field changed in one entry of each collection: where, which field, the new value. */
const EDITS = [
  { collection: 'products', entry: 'nad-patches', role: 'spinbutton', label: /^Price/, value: '52.5' },
  {
    collection: 'services',
    entry: 'anxiety-therapy',
    role: 'textbox',
    label: /^Description/,
    value: 'Calm, practical help with worry, panic and the racing thoughts that keep you from resting.',
  },
  {
    collection: 'blog',
    entry: '1',
    role: 'textbox',
    label: /^Title/,
    value: 'Five Gentle Ways to Settle a Busy Mind',
  },
  { collection: 'settings', entry: 'practice', role: 'textbox', label: /^Short name/, value: 'Janie' },
  {
    collection: 'pages',
    entry: 'services-overview',
    role: 'textbox',
    label: /^Cards heading/,
    value: 'How therapy can help',
  },
  {
    collection: 'lists',
    entry: 'awards',
    role: 'textbox',
    label: /^Banner/,
    value: '10x Best Newport Beach Therapist',
  },
  { collection: 'legal', entry: 'privacy-policy', role: 'textbox', label: /^Title/, value: 'Privacy Notice' },
] as const

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.yml': 'text/yaml',
  '.woff2': 'font/woff2',
}

let dir: string
let server: Server
let origin: string
let browser: Browser
/** The configuration the CMS gets (the generated one, or a variant). */
let config: string

/** content/ as a map of relative path → text. */
function contentFiles(root: string, base = 'content/'): Record<string, string> {
  const files: Record<string, string> = {}
  for (const name of readdirSync(path.join(root, base))) {
    const relative = `${base}${name}`
    if (statSync(path.join(root, relative)).isDirectory())
      Object.assign(files, contentFiles(root, `${relative}/`))
    else files[relative] = readFileSync(path.join(root, relative), 'utf8')
  }
  return files
}

beforeAll(async () => {
  dir = scratchClone('cms-save-')
  await run('npm', ['run', '-s', 'content'], { cwd: dir })
  const publicDir = path.join(dir, 'public')
  server = createServer((req, res) => {
    let file = decodeURIComponent((req.url ?? '/').split('?')[0]!)
    if (file === '/admin/config.yml') {
      res.setHeader('content-type', 'text/yaml')
      return res.end(config)
    }
    if (file.endsWith('/')) file += 'index.html'
    const full = path.join(publicDir, file)
    if (!full.startsWith(publicDir) || !existsSync(full) || statSync(full).isDirectory()) {
      res.statusCode = 404
      return res.end()
    }
    res.setHeader('content-type', TYPES[path.extname(full)] ?? 'application/octet-stream')
    res.end(readFileSync(full))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
}, 5 * MINUTES)

afterAll(async () => {
  await browser?.close()
  server?.close()
  if (dir) rmSync(path.dirname(dir), { recursive: true, force: true })
}, 3 * MINUTES)

/** The CMS in local-repository mode over a fresh copy of content/ (as committed). */
async function openCms(): Promise<Page> {
  await run('git', ['checkout', '--', 'content'], { cwd: dir })
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  // No internet here: GitHub's status and the CMS's version check get an empty answer.
  await page.route(/unpkg\.com|github(status)?\.com/, (route) => route.fulfill({ status: 200, body: '' }))
  await page.goto(`${origin}/admin/`)
  await page.evaluate(async (files) => {
    const storage = await navigator.storage.getDirectory()
    await storage.removeEntry('repo', { recursive: true }).catch(() => {})
    const repo = await storage.getDirectoryHandle('repo', { create: true })
    await repo.getDirectoryHandle('.git', { create: true })
    for (const [name, text] of Object.entries(files)) {
      const parts = name.split('/')
      let folder = repo
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true })
      const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable()
      await writable.write(text)
      await writable.close()
    }
  }, contentFiles(dir))
  await page.addInitScript(() => {
    // The folder picker answers with the copy (a folder on disk takes the same calls).
    Object.assign(window, {
      showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo'),
    })
  })
  await page.reload()
  await page.getByRole('button', { name: /local repository/i }).click()
  await page.getByText('Store products').first().waitFor({ timeout: 60_000 })
  return page
}

/** The copy of content/ as the CMS left it. */
const savedFiles = (page: Page) =>
  page.evaluate(async () => {
    const files: Record<string, string> = {}
    async function walk(folder: FileSystemDirectoryHandle, base: string): Promise<void> {
      for await (const [name, handle] of folder as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${base}${name}/`)
        else files[`${base}${name}`] = await (await (handle as FileSystemFileHandle).getFile()).text()
      }
    }
    const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo')
    await walk(await repo.getDirectoryHandle('content'), 'content/')
    return files
  })

/** Changes one field of each collection in the CMS and saves it; returns content/ as saved. */
async function editEveryCollection(page: Page): Promise<Record<string, string>> {
  const before = await savedFiles(page)
  for (const edit of EDITS) {
    await page.goto(`${origin}/admin/#/collections/${edit.collection}/entries/${edit.entry}`)
    const field = page.getByRole(edit.role, { name: edit.label }).first()
    await field.waitFor({ timeout: 30_000 })
    await field.fill(edit.value)
    await page.getByRole('button', { name: /^save$/i }).click()
    await expect
      .poll(
        async () => {
          const after = await savedFiles(page)
          return Object.keys(after).filter(
            (file) => after[file] !== before[file] && after[file]!.includes(edit.value.replace('$', '')),
          )
        },
        { timeout: 30_000, message: `${edit.collection}/${edit.entry}: saved` },
      )
      .not.toEqual([])
  }
  return savedFiles(page)
}

/** Writes the saved files into the clone's content/. */
function copyIntoClone(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
}

describe('a save in the CMS (Sveltia, local repository mode)', () => {
  it(
    'with the generated configuration: one field changed in every collection, every file reads, no empty field written',
    async () => {
      config = readFileSync(path.join(dir, 'public/admin/config.yml'), 'utf8')
      expect(parse(config).output).toEqual({ omit_empty_optional_fields: true })
      const page = await openCms()
      const saved = await editEveryCollection(page)
      await page.context().close()
      const original = contentFiles(dir)
      const changed = Object.keys(saved).filter((f) => saved[f] !== original[f])
      expect(changed.length).toBeGreaterThanOrEqual(EDITS.length)
      for (const file of changed) expect(saved[file], file).not.toMatch(/: (""|''|\[\]|null)$/m)
      copyIntoClone(saved)
      const content = readContent(path.join(dir, 'content'))
      expect(content.products.find((p) => p.id === 'nad-patches')?.price).toBe(52.5)
      expect(content.practice.shortName).toBe('Janie')
      expect(content.servicesOverview.cardsHeading).toBe('How therapy can help')
    },
    6 * MINUTES,
  )

  it(
    'with empty optional fields written out (the CMS default): every file reads and the site builds',
    async () => {
      const generated = parse(readFileSync(path.join(dir, 'public/admin/config.yml'), 'utf8'))
      delete generated.output
      config = stringify(generated)
      const page = await openCms()
      const saved = await editEveryCollection(page)
      await page.context().close()
      // The CMS did write empty values: the case the schemas must read as "not set".
      expect(saved['content/products/nad-patches.yml']).toMatch(/^colors: \[\]$/m)
      expect(saved['content/services/anxiety-therapy.yml']).toMatch(/: (""|''|\[\]|null)$/m)
      copyIntoClone(saved)
      const content = readContent(path.join(dir, 'content'))
      expect(content.products.find((p) => p.id === 'nad-patches')?.price).toBe(52.5)
      expect(content.blog[0]?.title).toBe('Five Gentle Ways to Settle a Busy Mind')

      const env = { ...process.env }
      delete env.NODE_ENV
      await run('npm', ['run', '-s', 'build'], { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 })
      const page1 = readFileSync(path.join(dir, 'build/client/store/nad-patches/index.html'), 'utf8')
      expect(page1).toContain('$52.50')
      const service = readFileSync(path.join(dir, 'build/client/services/anxiety-therapy/index.html'), 'utf8')
      expect(service).toContain(EDITS[1].value)
    },
    15 * MINUTES,
  )
})
