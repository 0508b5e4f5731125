/**
 * A temporary copy of content/ with text edits, for tests that read changed content; each edit
 * must change something. Copies are removed after each test.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect } from 'vitest'
import { CONTENT_DIR } from '#scripts/build/content/read.ts'

const copies: string[] = []
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

export function contentCopyWith(edits: [file: string, from: string | RegExp, to: string][]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-copy-'))
  copies.push(dir)
  cpSync(CONTENT_DIR, dir, { recursive: true })
  for (const [file, from, to] of edits) {
    const full = path.join(dir, file)
    const text = readFileSync(full, 'utf8')
    const changed = text.replace(from, to)
    expect(changed, `${file}: the edit must change something`).not.toBe(text)
    writeFileSync(full, changed)
  }
  return dir
}
