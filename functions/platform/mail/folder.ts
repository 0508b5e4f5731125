/**
 * The outbox folder (data/outbox/ on a Node host without SMTP_URL): each e-mail the site would
 * have sent, as an .eml file for the owner to open. The files hold what the e-mails say (names,
 * addresses, a visitor's note), so they follow the outbox's own retention: a file is the message
 * delivered to the owner and is deleted SENT_MAIL_KEPT_MS after it was written. Node only.
 */
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PROJECT_ROOT } from '#functions/platform/db/location.ts'
import { SENT_MAIL_KEPT_MS } from './outbox.ts'

/** Where e-mails are written without SMTP_URL (OUTBOX_DIR overrides). */
export const DEFAULT_OUTBOX = path.join(PROJECT_ROOT, 'data', 'outbox')

/** The mail folder OUTBOX_DIR names (relative to the project folder), or the default. */
export function mailFolder(outboxDir: string | undefined): string {
  return outboxDir ? path.resolve(PROJECT_ROOT, outboxDir) : DEFAULT_OUTBOX
}

/** A message being written ends in this until it is whole (then renamed): readers skip it. */
export const PARTIAL_SUFFIX = '.part'

/**
 * Writes a message into `dir` as the transport's `writeFile`; answers the file's path (relative
 * to the working folder when inside it). Buyers' addresses, visitors' names and phone numbers:
 * the folder and the files are the owner's eyes only.
 */
export function mailFolderWriter(dir: string) {
  return async (name: string, message: Uint8Array): Promise<string> => {
    await mkdir(dir, { recursive: true, mode: 0o700 })
    const file = path.join(dir, name)
    // Written whole under another name, then renamed: whoever lists the folder (the owner's mail
    // program, a sweep, a test) never opens a half-written .eml.
    const partial = `${file}${PARTIAL_SUFFIX}`
    await writeFile(partial, message, { mode: 0o600 })
    await rename(partial, file)
    const relative = path.relative(process.cwd(), file)
    return relative.startsWith('..') ? file : relative
  }
}

/** `2026-11-20T10-00-00-000Z-…` (how the transport names a file) → that time. */
function writtenAt(name: string): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(name)
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : null
}

/** Deletes the .eml files of `dir` written before SENT_MAIL_KEPT_MS ago; how many went. */
export async function purgeMailFolder(dir: string, now: Date): Promise<number> {
  const before = now.getTime() - SENT_MAIL_KEPT_MS
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return 0
    throw error
  }
  let gone = 0
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = path.join(dir, name)
    // The time in the name; a file named otherwise (copied in by hand) by its modification time.
    const at = writtenAt(name) ?? (await stat(file)).mtimeMs
    if (at >= before) continue
    await rm(file, { force: true })
    gone++
  }
  return gone
}
