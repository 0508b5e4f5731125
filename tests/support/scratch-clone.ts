import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const REPO = path.resolve(import.meta.dirname, '../..')

/** A clone of the committed tree with this checkout's node_modules hard-linked (caches left out). */
export function scratchClone(prefix: string): string {
  const parent = mkdtempSync(path.join(tmpdir(), prefix))
  const dir = path.join(parent, 'site')
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', REPO, dir])
  execFileSync('cp', ['-al', path.join(REPO, 'node_modules'), path.join(dir, 'node_modules')])
  // Tool caches are written in place: the scratch copy gets its own, never the shared inodes.
  for (const cache of ['.cache', '.vite', '.vite-temp'])
    rmSync(path.join(dir, 'node_modules', cache), { recursive: true, force: true })
  return dir
}
