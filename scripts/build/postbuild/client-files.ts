/** Reading the client build folder: the only file-system walk the postbuild needs. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Every file under `dir`, depth first, in directory order. */
export function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else yield full
  }
}

/** Every `.html` file under `dir`, keyed by its path relative to `dir` with `/` separators. */
export function htmlFilesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const file of filesUnder(dir)) {
    if (file.endsWith('.html'))
      files[path.relative(dir, file).split(path.sep).join('/')] = readFileSync(file, 'utf8')
  }
  return files
}

/** `files` (relative to `dir`) read as text. */
export const readFiles = (dir: string, files: readonly string[]): Record<string, string> =>
  Object.fromEntries(files.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]))
