/**
 * `npm run backup FILE` and `npm run restore FILE`: every piece of the site's data in one file, and
 * back (a Node host with SQLite, the default; with Postgres, pg_dump and pg_restore do it: docs/guides/backup.md).
 *
 * What a backup holds, from server/data-files.ts: the order database (orders, newsletter
 * subscribers, the e-mails owed), the booking database, booking's and the owner actions' own
 * secrets when none is set (so the cancel and action links already sent keep working) and the
 * outbox folder's e-mails. Each database is copied with SQLite's online backup, so the copy is
 * consistent even while the server writes. The file itself is a SQLite database (one row per piece, `sqlite3 FILE 'select name from files'`
 * lists them), created readable by the owner only, in a folder it creates, with no -wal or -shm
 * file beside it.
 *
 *   npm run backup backups/site-2026-12-01.db     never overwrites a file
 *   npm run restore backups/site-2026-12-01.db    only while the server is stopped; what was there
 *                                                 is moved to data/before-restore-<time>/
 */
import { randomUUID } from 'node:crypto'
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'
import { PROJECT_ROOT } from '#functions/platform/db/location.ts'
import { PARTIAL_SUFFIX } from '#functions/platform/mail/folder.ts'
import { readCommandLine } from '#scripts/command-line.ts'
import { type DataFiles, dataFiles, runningServer } from '#server/data-files.ts'
import { openOrSay } from './store.ts'

const USAGE = `Usage: npm run backup FILE     (e.g. backups/site-2026-12-01.db)
       npm run restore FILE`

const PG_DUMP =
  'mkdir -p backups && pg_dump --format=custom --file=backups/site-$(date +%F).dump "$DATABASE_URL"'
const PG_RESTORE = 'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE'

/** The pieces of a backup: a name inside the file, and where it lives on this host. */
const pieces = (files: DataFiles) => ({
  databases: [
    { name: 'orders.db', file: (files.orders as { file: string }).file },
    { name: 'bookings.db', file: (files.bookings as { file: string }).file },
  ],
  secrets: [
    { name: 'booking-secret', file: files.bookingSecret },
    { name: 'owner-actions-secret', file: files.ownerActionsSecret },
  ],
  outbox: { prefix: 'outbox/', folder: files.outbox },
})

/** What each database holds, for the owner's line (tables a store has not created yet count 0). */
function counts(db: DatabaseSync): Record<string, number> {
  const tables = new Set(
    (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
      (t) => t.name,
    ),
  )
  const count = (table: string, where = '') =>
    tables.has(table)
      ? (db.prepare(`select count(*) as n from ${table} ${where}`).get() as { n: number }).n
      : 0
  return {
    orders: count('orders'),
    subscribers: count('newsletter_subscribers'),
    bookings: count('bookings'),
    owed: count('mail_outbox', 'where sent_at is null'),
  }
}

function sum(all: Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {}
  for (const one of all) for (const [key, n] of Object.entries(one)) total[key] = (total[key] ?? 0) + n
  return total
}

const summary = (total: Record<string, number>, emails: number) =>
  `${total.orders ?? 0} order(s), ${total.bookings ?? 0} booking(s), ${total.subscribers ?? 0} newsletter subscriber(s), ` +
  `${total.owed ?? 0} e-mail(s) still owed and ${emails} e-mail file(s) from the outbox folder`

function integrity(db: DatabaseSync): string {
  return (db.prepare('pragma integrity_check').get() as { integrity_check: string }).integrity_check
}

function postgresSays(command: 'backup' | 'restore'): number {
  console.error(
    command === 'backup'
      ? `The data is in Postgres (DATABASE_URL): back it all up (orders, bookings, subscribers, e-mails owed) with\n  ${PG_DUMP}`
      : `The data is in Postgres (DATABASE_URL): with the server stopped, restore a pg_dump file with\n  ${PG_RESTORE}`,
  )
  return 2
}

export async function backupAll(target: string, env = process.env): Promise<number> {
  const files = await openOrSay(() => dataFiles(env))
  if ('exit' in files) return files.exit
  if (files.orders.kind === 'postgres') return postgresSays('backup')
  const file = path.resolve(target)
  if (existsSync(file)) {
    console.error(`${target} already exists: choose a new file name (a backup never overwrites).`)
    return 1
  }
  const { databases, secrets, outbox } = pieces(files)
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  // The copies are made in a private folder beside the backup and removed once packed.
  const work = mkdtempSync(path.join(path.dirname(file), '.backup-'))
  try {
    const rows: { name: string; data: Uint8Array }[] = []
    const found: Record<string, number>[] = []
    for (const { name, file: source } of databases) {
      if (!existsSync(source)) continue
      const copy = path.join(work, name)
      const db = new DatabaseSync(source, { readOnly: true })
      try {
        // All pages in one step: a step-wise copy restarts whenever the server writes in between.
        await backup(db, copy, { rate: 2 ** 31 - 1 })
      } finally {
        db.close()
      }
      const check = new DatabaseSync(copy)
      try {
        const result = integrity(check)
        if (result !== 'ok') {
          console.error(`The copy of ${name} failed its integrity check (${result}); nothing was written.`)
          return 1
        }
        found.push(counts(check))
        // One file, not a database with a write-ahead log beside it.
        check.exec('pragma journal_mode = delete')
      } finally {
        check.close()
      }
      rows.push({ name, data: readFileSync(copy) })
    }
    for (const secret of secrets)
      if (existsSync(secret.file)) rows.push({ name: secret.name, data: readFileSync(secret.file) })
    // Whole messages only: one still being written (while the server runs) is in the next backup.
    const emails = existsSync(outbox.folder)
      ? readdirSync(outbox.folder).filter(
          (n) => !n.endsWith(PARTIAL_SUFFIX) && statSync(path.join(outbox.folder, n)).isFile(),
        )
      : []
    for (const name of emails)
      rows.push({ name: outbox.prefix + name, data: readFileSync(path.join(outbox.folder, name)) })

    // Created empty with the owner's permissions first: SQLite would create it readable by all.
    closeSync(openSync(file, 'wx', 0o600))
    const packed = new DatabaseSync(file)
    try {
      packed.exec(`pragma journal_mode = delete;
        create table backup (created_at text not null, format integer not null);
        create table files (name text primary key, data blob not null);`)
      packed.prepare('insert into backup values (?, 1)').run(new Date().toISOString())
      const insert = packed.prepare('insert into files values (?, ?)')
      packed.exec('begin')
      for (const row of rows) insert.run(row.name, row.data)
      packed.exec('commit')
    } finally {
      packed.close()
    }
    chmodSync(file, 0o600)
    console.info(`Backed up ${summary(sum(found), emails.length)} to ${target}.`)
    return 0
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

export async function restoreAll(source: string, env = process.env): Promise<number> {
  const files = await openOrSay(() => dataFiles(env))
  if ('exit' in files) return files.exit
  if (files.orders.kind === 'postgres') return postgresSays('restore')
  if (!existsSync(source)) {
    console.error(`${source} does not exist.`)
    return 1
  }
  const pid = runningServer(files.pidFile)
  if (pid) {
    console.error(
      `The server is running (process ${pid}) and writes to these files: stop it first (Ctrl+C where it runs, ` +
        '`docker compose stop app`, or your service manager), then run npm run restore again. Nothing was changed.',
    )
    return 1
  }
  let rows: { name: string; data: Uint8Array }[]
  const packed = new DatabaseSync(path.resolve(source), { readOnly: true })
  try {
    const kind = packed.prepare("select 1 from sqlite_master where name = 'files'").get()
    if (!kind) {
      console.error(`${source} is not a backup made by npm run backup.`)
      return 1
    }
    rows = packed.prepare('select name, data from files').all() as typeof rows
  } catch {
    console.error(`${source} is not a backup made by npm run backup.`)
    return 1
  } finally {
    packed.close()
  }
  const { databases, secrets, outbox } = pieces(files)
  const targets = new Map<string, string>([
    ...databases.map((d): [string, string] => [d.name, d.file]),
    ...secrets.map((s): [string, string] => [s.name, s.file]),
  ])

  // What is there now is kept, not overwritten: moved aside in one folder.
  const present = [
    ...databases.flatMap((d) => [d.file, `${d.file}-wal`, `${d.file}-shm`, `${d.file}-journal`]),
    ...secrets.map((s) => s.file),
    outbox.folder,
  ].filter((p) => existsSync(p))
  if (present.length) {
    const aside = path.join(files.folder, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`)
    mkdirSync(aside, { recursive: true, mode: 0o700 })
    for (const p of present)
      renameSync(p, path.join(aside, `${randomUUID().slice(0, 8)}-${path.basename(p)}`))
    console.info(`What was there before is kept in ${path.relative(process.cwd(), aside) || aside}/.`)
  }

  let emails = 0
  for (const { name, data } of rows) {
    const target = name.startsWith(outbox.prefix)
      ? path.join(outbox.folder, path.basename(name.slice(outbox.prefix.length)))
      : targets.get(name)
    if (!target) continue
    if (name.startsWith(outbox.prefix)) emails++
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 })
    writeFileSync(target, data, { mode: 0o600 })
  }
  const found: Record<string, number>[] = []
  for (const { file } of databases) {
    if (!existsSync(file)) continue
    const db = new DatabaseSync(file)
    try {
      const result = integrity(db)
      if (result !== 'ok') {
        console.error(
          `${path.relative(PROJECT_ROOT, file)} failed its integrity check after the restore (${result}).`,
        )
        return 1
      }
      found.push(counts(db))
    } finally {
      db.close()
    }
  }
  console.info(`Restored ${summary(sum(found), emails)} from ${source}. Start the server again.`)
  return 0
}

async function main(argv: string[]): Promise<number> {
  const line = readCommandLine(argv, {}, USAGE)
  if ('exit' in line) return line.exit
  const [command, file, ...extra] = line.positionals
  if ((command !== 'backup' && command !== 'restore') || !file || extra.length) {
    console.error(USAGE)
    return 2
  }
  return command === 'backup' ? backupAll(file) : restoreAll(file)
}

if (import.meta.main) {
  const dotEnv = path.join(PROJECT_ROOT, '.env')
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv)
  process.exitCode = await main(process.argv.slice(2))
}
