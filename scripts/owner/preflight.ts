/**
 * `npm run preflight`: the production checklist, green and red, without starting anything, for
 * the Node server (NODE_ENV=production npm start, Docker) and for the static pages + Supabase
 * functions. Reads .env like `npm start`; checks content/ as it is now.
 *
 *   npm run preflight              both; exit 1 unless one of them is all green
 *   npm run preflight -- --node    the Node server only (exit 1 on any red)
 *   npm run preflight -- --static  the static pages + Supabase only
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { readCommandLine } from '#scripts/command-line.ts'
import { projectRoot } from '#scripts/project-root.ts'

const USAGE = 'Usage: npm run preflight [-- --node | --static]'
const commandLine = readCommandLine(
  process.argv.slice(2),
  { node: { type: 'boolean' }, static: { type: 'boolean' } },
  USAGE,
)
if ('exit' in commandLine) process.exit(commandLine.exit)
if (commandLine.positionals.length) {
  console.error(USAGE)
  process.exit(2)
}

const dotEnv = path.join(projectRoot, '.env')
if (existsSync(dotEnv)) process.loadEnvFile(dotEnv)

// The checklist reads the generated profile and catalogue: make them from content/ as it is now
// (a production install has no content tools and checks the build's own).
if (existsSync(path.join(projectRoot, 'node_modules', '@react-router', 'dev'))) {
  const result = spawnSync(process.execPath, ['scripts/build/content.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const { nodeChecks, staticChecks } = await import('#server/config-check.ts')
type Check = ReturnType<typeof nodeChecks>[number]

const color = process.stdout.isTTY && !process.env.NO_COLOR
const paint = (code: number, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text)
const targets = [
  {
    flag: 'node',
    title: 'Node server (NODE_ENV=production npm start, Docker)',
    checks: () => nodeChecks({ ...process.env, NODE_ENV: 'production' }),
  },
  { flag: 'static', title: 'Static pages + Supabase functions', checks: () => staticChecks(process.env) },
] as const
const chosen = targets.filter((target) => commandLine.values[target.flag])
const wanted = chosen.length ? chosen : targets

const ready: string[] = []
for (const target of wanted) {
  const checks: Check[] = target.checks()
  console.info(`\n${target.title}`)
  for (const check of checks) {
    // ☐: a step to take by hand that cannot be checked from here (it never makes the list red).
    const mark = check.manual ? paint(33, '☐') : check.ok ? paint(32, '✓') : paint(31, '✗')
    const refuses = !check.ok && check.refuses ? ' (npm start refuses)' : ''
    console.info(`  ${mark} ${check.item}: ${check.detail}${refuses}`)
  }
  if (checks.every((check) => check.ok))
    ready.push(
      `${target.title}${checks.some((check) => check.manual) ? ' (once the steps marked ☐ are done)' : ''}`,
    )
}
// Claims a licensing board can ask about, listed until each shows a source or goes (docs/decisions/0101),
// announcements whose year has passed (docs/decisions/0120) and a giveaway without a closing date or
// past it (docs/decisions/0142), the retreat details not given yet and the
// speaker's proof not given yet (docs/design-notes.md). All warn; none changes the exit code.
if (existsSync(path.join(projectRoot, 'node_modules', '@react-router', 'dev'))) {
  const { readContentFiles } = await import('#scripts/build/content/read.ts')
  const { unsourcedClaims, unsourcedClaimsReport } = await import('#scripts/build/content/claims.ts')
  const { staleAnnouncements, staleAnnouncementsReport } = await import('#scripts/build/content/stale.ts')
  const { contestClosingReport } = await import('#scripts/build/content/contest-closing.ts')
  const { emptyRetreatDetails, emptyRetreatDetailsReport } = await import(
    '#scripts/build/content/retreat-details.ts'
  )
  const { emptySpeakingProof, emptySpeakingProofReport } = await import(
    '#scripts/build/content/speaking-proof.ts'
  )
  const { yearAt } = await import('#scripts/build/content/placeholders.ts')
  const { content, files } = readContentFiles()
  const now = new Date()
  const thisYear = yearAt(now, content.practice.timeZone)
  for (const lines of [
    unsourcedClaimsReport(unsourcedClaims(content)),
    staleAnnouncementsReport(staleAnnouncements(files, thisYear)),
    contestClosingReport(content.contest, content.practice.timeZone, now),
    emptyRetreatDetailsReport(emptyRetreatDetails(content.retreats)),
    emptySpeakingProofReport(emptySpeakingProof(content.speaking)),
  ])
    if (lines.length)
      console.info(`\n${lines.map((line) => line.replace(/^ {2}- /, `  ${paint(33, '!')} `)).join('\n')}`)
}
console.info(
  ready.length ? `\nReady: ${ready.join('; ')}.` : '\nNot ready: fix the items marked ✗ (red) above.',
)
process.exit(ready.length === wanted.length || (wanted.length > 1 && ready.length) ? 0 : 1)
