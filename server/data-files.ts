/**
 * Where a Node host keeps its data, in one place for the server and the owner's backup and restore:
 * the order database (orders, newsletter subscribers, their e-mails owed), the booking database,
 * booking's and the owner actions' own secrets when none is set, the outbox folder of e-mails written without a mail server,
 * and the running server's process id. All of it sits in data/ by default (git-ignored).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { bookingsLocation } from '#functions/hosts/stores.ts'
import { PROJECT_ROOT, type StoreLocation, storeLocation } from '#functions/platform/db/location.ts'
import { mailFolder } from '#functions/platform/mail/folder.ts'

type Env = Record<string, string | undefined>

export interface DataFiles {
  orders: StoreLocation
  bookings: StoreLocation
  /** The folder beside the SQLite stores (data/ by default; data/ too with Postgres). */
  folder: string
  /** Outside production without BOOKING_SECRET: the secret that signs booking's cancel links. */
  bookingSecret: string
  /** Outside production without OWNER_ACTIONS_SECRET: the secret that signs the owner's action links. */
  ownerActionsSecret: string
  /** OUTBOX_DIR, default data/outbox/. */
  outbox: string
  /** Written by the running server (server/serve.ts), removed when it stops. */
  pidFile: string
}

/** Throws a StoreConfigError for a DATABASE_URL that names no store. */
export function dataFiles(env: Env = process.env): DataFiles {
  const value = (name: string) => env[name]?.trim() || undefined
  const orders = storeLocation(value('DATABASE_URL'))
  const folder = orders.kind === 'sqlite' ? path.dirname(orders.file) : path.join(PROJECT_ROOT, 'data')
  return {
    orders,
    bookings: bookingsLocation(value('DATABASE_URL')),
    folder,
    bookingSecret: path.join(folder, 'booking-secret'),
    ownerActionsSecret: path.join(folder, 'owner-actions-secret'),
    outbox: mailFolder(value('OUTBOX_DIR')),
    pidFile: path.join(folder, 'server.pid'),
  }
}

/** Notes this process as the running server until it exits. */
export function markServerRunning(pidFile: string): void {
  writeFileSync(pidFile, `${process.pid}\n`, { mode: 0o600 })
  process.on('exit', () => {
    // Only our own mark: a second server on the same data may have written its own since.
    if (runningServer(pidFile) === process.pid) rmSync(pidFile, { force: true })
  })
}

/** The process id of a server running on these data, if one is. */
export function runningServer(pidFile: string): number | undefined {
  if (!existsSync(pidFile)) return undefined
  const pid = Number(readFileSync(pidFile, 'utf8').trim())
  if (!Number.isInteger(pid) || pid <= 0) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch (error) {
    // EPERM: it exists but belongs to another user (a server started by someone else).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined
  }
}
