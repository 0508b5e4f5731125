/**
 * The owner actions on the Node host: the secret (OWNER_ACTIONS_SECRET; outside production a
 * random one kept beside the database, so a local trial's links work across restarts), the links
 * the notices carry, and the owner-action function with the capabilities it may use.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type OwnerActionsSettings, ownerActionsSettingsFromEnv } from '#functions/owner-actions/config.ts'
import { type OwnerLinks, ownerLinks } from '#functions/owner-actions/links.ts'
import { dataFiles } from './data-files.ts'

type Env = Record<string, string | undefined>

/** Outside production without OWNER_ACTIONS_SECRET: the secret kept in data/owner-actions-secret. */
function localSecret(env: Env): string {
  const file = path.join(dataFiles(env).folder, 'owner-actions-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(path.dirname(file), { recursive: true })
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

export function ownerActionsSettings(env: Env): OwnerActionsSettings {
  const production = env.NODE_ENV === 'production'
  const given = env.OWNER_ACTIONS_SECRET?.trim()
  return ownerActionsSettingsFromEnv((name) => env[name], {
    fallbackSecret: production || given ? undefined : localSecret(env),
  })
}

/** The links the owner's notices carry, signed now (the tests pass a clock). */
export function ownerLinksFor(env: Env, now?: () => Date): OwnerLinks {
  return ownerLinks(ownerActionsSettings(env), now)
}
