/**
 * The practice profile really lives in one file (issue 24.3): a scratch clone gets another
 * practitioner's name, phone and e-mail in content/practice.yml only, is built with the README's
 * `npm run build`, and no file of the build output still says the placeholder's name, phone,
 * e-mail or street; the pages say the new ones, the phone as "(714) 555-0199" and tel:+17145550199.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEW_PROFILE, oldProfileIn, writeOtherPractitioner } from '#tests/support/other-practitioner.ts'
import { scratchClone } from '#tests/support/scratch-clone.ts'

const MINUTES = 60_000
/**
 * Compressed copies repeat the files beside them; pictures hold no text to search; the editor's
 * own script (a copy of the @sveltia/cms package) has "Doe" in its examples, not the profile.
 */
const SKIPPED = /\.(br|gz|png|jpe?g|webp|avif|woff2?|ico)$|^admin\/sveltia-cms\.js$/

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  )
}

describe('another practitioner in content/practice.yml, built', () => {
  let dir: string
  let client: string
  beforeAll(() => {
    dir = scratchClone('profile-')
    writeOtherPractitioner(path.join(dir, 'content'))
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
    )
    const build = spawnSync('npm', ['run', 'build'], { cwd: dir, env, encoding: 'utf8' })
    expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-3000)).toBe(0)
    client = path.join(dir, 'build', 'client')
  }, 10 * MINUTES)
  afterAll(() => {
    if (dir) rmSync(path.dirname(dir), { recursive: true, force: true })
  }, 3 * MINUTES)

  it('no file of the build output still holds the old name, phone, e-mail or street', () => {
    const files = filesUnder(client).filter((f) => !SKIPPED.test(path.relative(client, f)))
    expect(files.length).toBeGreaterThan(50)
    const offenders = files.flatMap((file) =>
      oldProfileIn(readFileSync(file, 'utf8')).map((old) => `${path.relative(client, file)}: ${old}`),
    )
    expect([...new Set(offenders)]).toEqual([])
  })

  it('the pages, the legal texts and the structured data say the new ones', () => {
    const page = (p: string) => readFileSync(path.join(client, p, 'index.html'), 'utf8')
    expect(page('about')).toContain(`Meet ${NEW_PROFILE.name}`)
    expect(page('')).toContain(`About ${NEW_PROFILE.shortName}`)
    expect(page('thankyou')).toContain(NEW_PROFILE.display)
    expect(page('contact')).toContain(`href="${NEW_PROFILE.href}"`)
    for (const legal of ['privacy-policy', 'terms-of-service']) {
      expect(page(legal)).toContain(NEW_PROFILE.practiceName)
      expect(page(legal)).toContain(NEW_PROFILE.email)
      expect(page(legal)).toContain(NEW_PROFILE.display)
    }
    expect(page('services/emdr-therapy')).toContain(NEW_PROFILE.name)
    expect(page('')).toContain(`"telephone":"${NEW_PROFILE.href.slice('tel:'.length)}"`)
  })
})
