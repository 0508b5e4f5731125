/**
 * No payment secret reaches the browser: the built client (`npm run build` first; `npm test`
 * builds before Vitest) holds no Stripe secret key and none of the function's server code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const CLIENT = path.resolve(import.meta.dirname, '../../build/client')

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return jsFiles(full)
    return /\.m?js$/.test(entry.name) ? [full] : []
  })
}

describe('built client bundle', () => {
  it('contains no Stripe secret key and no server-side payment code', () => {
    expect(existsSync(CLIENT), 'build/client is missing: run `npm run build` first').toBe(true)
    const files = jsFiles(CLIENT)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      const name = path.relative(CLIENT, file)
      // Any `sk_` that starts a token (secret keys are sk_live_…/sk_test_…); words like "task_" do not count.
      expect(text.match(/(?<![A-Za-z0-9])sk_[A-Za-z0-9_]*/g), name).toBeNull()
      expect(text.match(/(?<![A-Za-z0-9])rk_(live|test)_[A-Za-z0-9]*/g), name).toBeNull()
      expect(text, name).not.toContain('STRIPE_SECRET_KEY')
      expect(text, name).not.toContain('checkout.sessions')
    }
  })
})
