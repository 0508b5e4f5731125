/**
 * Another practitioner's profile, written over a scratch copy's content/practice.yml: what a new
 * owner changes first. Tests then prove nothing built from content still says the placeholder's
 * name, phone, e-mail or street anywhere.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** What the shipped profile says, in every form it could appear in the output (whole words). */
const OLD_PROFILE = /\b(Jane|Doe|949\) 555-0142|949-555-0142|9495550142|hello@example\.com|Quail Street)\b/g

/** Each mention of the shipped profile in a text ("Jane", "(949) 555-0142"…), for a message. */
export function oldProfileIn(text: string): string[] {
  return [...text.matchAll(OLD_PROFILE)].map((m) => m[0])
}

export const NEW_PROFILE = {
  name: 'Maria Lopez',
  shortName: 'Maria',
  practiceName: 'Lopez Counseling',
  phone: '714.555.0199',
  display: '(714) 555-0199',
  href: 'tel:+17145550199',
  email: 'office@lopez-counseling.test',
  street: '22 Harbor Way, Suite 4',
}

/** Rewrites content/practice.yml in `contentDir` for NEW_PROFILE (every field the old one repeats). */
export function writeOtherPractitioner(contentDir: string): void {
  const file = path.join(contentDir, 'practice.yml')
  const text = readFileSync(file, 'utf8')
  const edits: [RegExp, string][] = [
    [/^name: .*$/m, `name: ${NEW_PROFILE.name}`],
    [/^shortName: .*$/m, `shortName: ${NEW_PROFILE.shortName}`],
    [/^practiceName: .*$/m, `practiceName: ${NEW_PROFILE.practiceName}`],
    [/^phone: .*$/m, `phone: "${NEW_PROFILE.phone}"`],
    [/^email: .*$/m, `email: ${NEW_PROFILE.email}`],
    [/^ {2}street: .*$/m, `  street: ${NEW_PROFILE.street}`],
    // Addresses of outside pages that carried the old name (search links).
    [/Jane\+Doe\+Therapy/g, 'Lopez+Counseling'],
    [/Jane\+Doe/g, 'Maria+Lopez'],
    [/1500\+Quail\+Street/g, '22+Harbor+Way'],
  ]
  let changed = text
  for (const [from, to] of edits) {
    const next = changed.replace(from, to)
    if (next === changed) throw new Error(`practice.yml: the edit ${from} changed nothing`)
    changed = next
  }
  writeFileSync(file, changed)
}
