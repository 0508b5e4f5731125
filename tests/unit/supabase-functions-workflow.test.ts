/**
 * The GitHub Actions workflow that redeploys the Supabase functions on every content push
 * (.github/workflows/supabase-functions.yml), read as GitHub reads it: what can silently go wrong
 * there is a function it does not deploy, a push it does not hear, a deploy of content never
 * generated, or a secret it does not name. Its gate step (no secrets: one line, success) runs here
 * under bash. It cannot run against Supabase here: docs/guides/deploying.md says so.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const FILE = '.github/workflows/supabase-functions.yml'
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
}
interface Workflow {
  on: {
    push: { branches: string[]; paths: string[] }
    workflow_dispatch?: unknown
  }
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>
}

const workflow = parse(read(FILE)) as Workflow
const jobs = Object.values(workflow.jobs)
const job = jobs[0]!
const steps = job.steps
const indexOf = (match: (step: Step) => boolean, what: string) => {
  const at = steps.findIndex(match)
  expect(at, `${FILE} has a step that ${what}`).toBeGreaterThanOrEqual(0)
  return at
}
const runs = (pattern: RegExp) => (step: Step) => pattern.test(step.run ?? '')

const DEPLOY = /\bsupabase functions deploy\b([^\n]*)/
const deployStep = () => steps[indexOf(runs(DEPLOY), 'runs `supabase functions deploy`')]!
/** The words after `supabase functions deploy`: flags and their values, and any function names. */
const deployWords = () => DEPLOY.exec(deployStep().run!)![1]!.trim().split(/\s+/).filter(Boolean)

const functionFolders = readdirSync(path.join(ROOT, 'supabase/functions')).filter((name) =>
  statSync(path.join(ROOT, 'supabase/functions', name)).isDirectory(),
)

describe(FILE, () => {
  it('runs on a push to the branch the CMS saves to that touches content/, core/, functions/ or supabase/, and by hand', () => {
    const cmsBranch = (parse(read('content/cms.yml')) as { branch: string }).branch
    expect(workflow.on.push.branches).toContain(cmsBranch)
    for (const folder of ['content', 'core', 'functions', 'supabase'])
      expect(workflow.on.push.paths, folder).toContain(`${folder}/**`)
    expect(workflow.on).toHaveProperty('workflow_dispatch')
  })

  it('deploys every function folder under supabase/functions, each with its settings in config.toml', () => {
    expect(jobs).toHaveLength(1)
    const words = deployWords()
    expect(words).toContain('--use-api')
    expect(words[words.indexOf('--project-ref') + 1]).toBe('"$SUPABASE_PROJECT_REF"')
    // With no name the CLI deploys every folder of supabase/functions that has an index.ts; with
    // names, only those: then each folder must be named.
    const names = words.filter((w, i) => !w.startsWith('-') && words[i - 1] !== '--project-ref')
    if (names.length) expect([...names].sort()).toEqual([...functionFolders].sort())
    const config = read('supabase/config.toml')
    expect(functionFolders.length).toBeGreaterThan(0)
    for (const name of functionFolders) {
      expect(existsSync(path.join(ROOT, 'supabase/functions', name, 'index.ts')), name).toBe(true)
      expect(config, `supabase/config.toml has no [functions.${name}]`).toContain(`[functions.${name}]`)
    }
  })

  it('installs as CI does on Node 24, generates the content, then deploys with the CLI version the guide names', () => {
    const install = indexOf(runs(/^npm install --no-audit --no-fund$/m), 'runs `npm install` as .ci/run does')
    const content = indexOf(runs(/^npm run content$/m), 'runs `npm run content`')
    const cli = indexOf((s) => s.uses?.startsWith('supabase/setup-cli@') ?? false, 'sets up the Supabase CLI')
    const deploy = steps.indexOf(deployStep())
    expect(install).toBeLessThan(content)
    expect(content).toBeLessThan(deploy)
    expect(cli).toBeLessThan(deploy)
    expect(read('.ci/run')).toContain('npm install --no-audit --no-fund')

    const node = steps.find((s) => s.uses?.startsWith('actions/setup-node@'))
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node
    expect(engines).toMatch(new RegExp(`>=${node?.with?.['node-version']}\\b`))

    const version = steps[cli]!.with?.version
    expect(read('docs/guides/deploying.md')).toContain(`npx supabase@${version} `)
  })

  it('names the two secrets it needs, and every step after the check runs only when both are set', () => {
    /** A GitHub Actions expression reading a repository secret. */
    const secret = (name: string) => `\${{ secrets.${name} }}`
    expect(job.env).toEqual({
      SUPABASE_ACCESS_TOKEN: secret('SUPABASE_ACCESS_TOKEN'),
      SUPABASE_PROJECT_REF: secret('SUPABASE_PROJECT_REF'),
    })
    const gate = steps[0]!
    expect(gate.id).toBeTruthy()
    for (const step of steps.slice(1))
      expect(step.if, step.name ?? step.uses).toBe(`steps.${gate.id}.outputs.set == 'true'`)
  })

  it('without the secrets says so in one line and succeeds; with both it lets the deploy run', () => {
    const gate = steps[0]!.run!
    const dir = mkdtempSync(path.join(tmpdir(), 'workflow-gate-'))
    try {
      let runs = 0
      const run = (env: Record<string, string>) => {
        const output = path.join(dir, `output-${++runs}`)
        const printed = execFileSync('bash', ['-e', '-c', gate], {
          env: { PATH: process.env.PATH, GITHUB_OUTPUT: output, ...env },
          encoding: 'utf8',
          // stdin not a socket: bash would read ~/.bashrc as if started by a remote shell.
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        return { printed, output: existsSync(output) ? readFileSync(output, 'utf8') : '' }
      }
      const none = run({ SUPABASE_ACCESS_TOKEN: '', SUPABASE_PROJECT_REF: '' })
      expect(none.printed.trim().split('\n')).toHaveLength(1)
      expect(none.printed).toMatch(
        /SUPABASE_ACCESS_TOKEN or SUPABASE_PROJECT_REF is not set: nothing deployed/,
      )
      expect(none.output).toBe('')
      expect(run({ SUPABASE_ACCESS_TOKEN: 'sbp_x', SUPABASE_PROJECT_REF: '' }).output).toBe('')
      const both = run({ SUPABASE_ACCESS_TOKEN: 'sbp_x', SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst' })
      expect(both.output).toBe('set=true\n')
      expect(both.printed).toBe('')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
