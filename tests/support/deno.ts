/**
 * Runs a Supabase Edge Function entry under real Deno (the `deno` npm package), resolving npm
 * packages from this project's node_modules instead of downloading them.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const DENO = path.join(ROOT, 'node_modules/.bin/deno')
export const DENO_START_TIMEOUT_MS = 45_000

export interface DenoFunction {
  /** http://127.0.0.1:PORT/functions/v1/{name} */
  url: string
  process: ChildProcess
  output: () => string
  stop(): void
}

const functionDir = (name: string) => path.join(ROOT, 'supabase/functions', name)

/**
 * `deno run` on supabase/functions/{name}/index.ts; resolves once Deno.serve prints its address.
 * `config`: another deno.json than the entry's own (a test's import map over it).
 */
export function startDenoFunction(
  name: string,
  env: Record<string, string>,
  { config }: { config?: string } = {},
): Promise<DenoFunction> {
  const dir = functionDir(name)
  const child = spawn(
    DENO,
    [
      'run',
      '--no-prompt',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      '--node-modules-dir=manual',
      `--config=${config ?? path.join(dir, 'deno.json')}`,
      path.join(dir, 'index.ts'),
    ],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...(process.env.DENO_DIR && { DENO_DIR: process.env.DENO_DIR }),
        NO_COLOR: '1',
        DENO_NO_UPDATE_CHECK: '1',
        // Deno.serve() listens here: loopback, a free port.
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error(`Deno did not start within ${DENO_START_TIMEOUT_MS} ms:\n${output}`))
    }, DENO_START_TIMEOUT_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/Listening on (http:\/\/127\.0\.0\.1:\d+)\//)
      if (match) {
        clearTimeout(timer)
        resolve({ url: `${match[1]}/functions/v1/${name}`, process: child, output: () => output, stop })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Deno exited with ${code}:\n${output}`))
    })
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
  })
}

/** `deno check` on an entry: the status and what Deno printed. */
export function denoCheck(name: string): { status: number | null; output: string } {
  const dir = functionDir(name)
  const result = spawnSync(
    DENO,
    [
      'check',
      '--node-modules-dir=manual',
      `--config=${path.join(dir, 'deno.json')}`,
      path.join(dir, 'index.ts'),
    ],
    { cwd: ROOT, encoding: 'utf8', timeout: DENO_START_TIMEOUT_MS, env: { ...process.env, NO_COLOR: '1' } },
  )
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/**
 * A module standing in for a generated content module (`export const data = …`), written into
 * `dir` as `<name>.ts`: a test's own settings, mapped over the real one by `configWithImports`.
 * Returns its path.
 */
export function dataModule(dir: string, name: string, data: unknown): string {
  const file = path.join(dir, `${name}.ts`)
  writeFileSync(file, `export const data = ${JSON.stringify(data)}\n`)
  return file
}

/**
 * An entry's deno.json, written into `dir`, with some of its imports mapped to other modules (a
 * test's own content settings: content/ ships with booking off, the digest at 07:30).
 */
export function configWithImports(name: string, dir: string, overrides: Record<string, string>): string {
  const own = functionDir(name)
  const { imports } = JSON.parse(readFileSync(path.join(own, 'deno.json'), 'utf8')) as {
    imports: Record<string, string>
  }
  const absolute = Object.fromEntries(
    Object.entries(imports).map(([key, target]) => [
      key,
      target.startsWith('.') ? `${path.resolve(own, target)}${target.endsWith('/') ? '/' : ''}` : target,
    ]),
  )
  const file = path.join(dir, `${name}.deno.json`)
  writeFileSync(file, JSON.stringify({ imports: { ...absolute, ...overrides } }))
  return file
}

/** The entry's deno.json with the generated booking settings mapped to `settingsModule`. */
export const configWithBookingSettings = (name: string, settingsModule: string, dir: string) =>
  configWithImports(name, dir, { '#core/content/generated/booking.ts': settingsModule })
