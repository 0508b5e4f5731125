/**
 * The owner actions on a Node host (`npm start`, the owner's commands, tests): the secret
 * (OWNER_ACTIONS_SECRET; outside production without one, a random secret kept beside the order
 * database, so a local trial's links work across restarts), the links the owner's notices carry,
 * and the owner-action function handed the orders feature's own ship and the booking feature's
 * own cancel-by-owner and day block.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { blockForOwner } from '#functions/booking/owner-block.ts'
import { cancelForOwner } from '#functions/booking/owner-cancel.ts'
import type { Fulfilment } from '#functions/orders/fulfil.ts'
import { shipForOwner } from '#functions/orders/owner-ship.ts'
import { type OwnerActionsSettings, ownerActionsSettingsFromEnv } from '#functions/owner-actions/config.ts'
import {
  createOwnerActionHandler,
  type Handler,
  type SendNewsletterCapability,
} from '#functions/owner-actions/handler.ts'
import { type OwnerLinks, ownerLinks } from '#functions/owner-actions/links.ts'
import { PROJECT_ROOT, storeLocation } from '#functions/platform/db/location.ts'

type Env = Record<string, string | undefined>

/** Outside production without OWNER_ACTIONS_SECRET: the secret kept in data/owner-actions-secret. */
function localSecret(env: Env): string {
  const orders = storeLocation(env.DATABASE_URL?.trim() || undefined)
  const folder = orders.kind === 'sqlite' ? path.dirname(orders.file) : path.join(PROJECT_ROOT, 'data')
  const file = path.join(folder, 'owner-actions-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(folder, { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
      return secret
    } catch {
      // Another process wrote it first: use theirs.
      return readFileSync(file, 'utf8').trim()
    }
  }
}

export function nodeOwnerActionsSettings(env: Env): OwnerActionsSettings {
  const production = env.NODE_ENV === 'production'
  const given = env.OWNER_ACTIONS_SECRET?.trim()
  return ownerActionsSettingsFromEnv((name) => env[name], {
    fallbackSecret: production || given ? undefined : localSecret(env),
  })
}

/** The links the owner's notices carry, signed when each notice is composed (the tests pass a clock). */
export function nodeOwnerLinks(env: Env, now?: () => Date): OwnerLinks {
  return ownerLinks(nodeOwnerActionsSettings(env), now)
}

/** What the owner-action function may do on this host: each feature's own action, as its command runs it. */
export interface NodeOwnerActionParts {
  settings: OwnerActionsSettings
  orders: { fulfilment(): Promise<Fulfilment> }
  /** Absent while booking is off: a cancel link then answers as unknown. */
  booking?: Parameters<typeof cancelForOwner>[0] & Parameters<typeof blockForOwner>[0]
  /** The newsletter's own send of an issue. */
  sendNewsletter?: SendNewsletterCapability
  allowedOrigins?: readonly string[]
  production: boolean
  now?: () => Date
  log?: (line: string) => void
}

export function nodeOwnerAction({
  settings,
  orders,
  booking,
  sendNewsletter,
  allowedOrigins,
  production,
  now,
  log,
}: NodeOwnerActionParts): Handler {
  return createOwnerActionHandler({
    settings,
    ship: shipForOwner(orders.fulfilment),
    cancelBooking: booking ? cancelForOwner(booking) : undefined,
    blockDay: booking ? blockForOwner(booking) : undefined,
    sendNewsletter,
    allowedOrigins,
    production,
    now,
    log,
  })
}
