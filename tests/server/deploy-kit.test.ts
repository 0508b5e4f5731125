/**
 * The deploy kit as far as this machine allows without Docker: the Dockerfile's paths, scripts and
 * HEALTHCHECK command (run for real against the server), compose.yaml's variables against
 * .env.example, and .env.example against every variable the server and functions read.
 */
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { createApp } from '#server/app.ts'
import { listen } from '#server/listen.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const dockerfile = read('Dockerfile')
const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
/** Each instruction, continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
/** Names .env.example lists (`# NAME=example` or `NAME=`), each after a comment line. */
const envExample = read('.env.example').split('\n')
const listed = new Set(
  envExample.flatMap((line, i) => {
    const name = line.match(/^#? ?([A-Z][A-Z0-9_]+)=/)?.[1]
    return name && envExample[i - 1]?.startsWith('# ') && !/^#? ?[A-Z][A-Z0-9_]+=/.test(envExample[i - 1]!)
      ? [name]
      : []
  }),
)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.(ts|js)$/.test(entry) ? [file] : []
  })
}

describe('.env.example', () => {
  it('lists, with a comment, every variable the server and functions read', () => {
    const files = [...sourceFiles(path.join(ROOT, 'server')), ...sourceFiles(path.join(ROOT, 'functions'))]
    const read = new Set<string>()
    const patterns = [
      /process\.env\.([A-Z][A-Z0-9_]+)/g,
      /(?:env|value)\(\s*'([A-Z][A-Z0-9_]+)'/g,
      /env\[\s*'([A-Z][A-Z0-9_]+)'/g,
      /env\.([A-Z][A-Z0-9_]+)/g,
      /rateLimitFromEnv\([^)]*'([A-Z][A-Z0-9_]+)'/g,
    ]
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      for (const pattern of patterns) for (const match of text.matchAll(pattern)) read.add(match[1]!)
    }
    expect(read.size).toBeGreaterThan(15)
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([])
  })
})

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, { environment?: Record<string, string>; image?: string; build?: unknown }>
  }
  it('runs the app from this Dockerfile with a Postgres store, using only variables .env.example names', () => {
    const { app, db } = compose.services
    expect(app!.build).toBeTruthy()
    expect(db!.image).toMatch(/^postgres:/)
    expect(app!.environment!.DATABASE_URL).toMatch(
      /^postgres:\/\/shop:\$\{POSTGRES_PASSWORD[^}]*\}@db:5432\/shop$/,
    )
    const referenced = [...read('compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!)
    const appNames = Object.keys(app!.environment!)
    expect([...new Set([...referenced, ...appNames])].filter((name) => !listed.has(name))).toEqual([])
  })
})

describe('Dockerfile', () => {
  it('builds in a Node 24 slim stage and runs as a non-root user with data/ as a volume', () => {
    const from = instructions.filter((line) => line.startsWith('FROM '))
    expect(from).toEqual(['FROM node:24-slim AS build', 'FROM node:24-slim'])
    const runtime = instructions.slice(instructions.indexOf('FROM node:24-slim'))
    expect(runtime).toContain('USER node')
    expect(runtime).toContain('VOLUME /app/data')
    expect(runtime.some((line) => line.startsWith('HEALTHCHECK ') && line.includes('/healthz'))).toBe(true)
    expect(runtime.some((line) => line.startsWith('RUN') && line.includes('npm run build'))).toBe(false)
  })

  it('names files, npm scripts and a start command that exist', () => {
    for (const line of instructions.filter((l) => l.startsWith('COPY ') && !l.includes('--from'))) {
      const sources = line
        .split(/\s+/)
        .slice(1, -1)
        .filter((part) => !part.startsWith('--'))
      for (const source of sources) expect(existsSync(path.join(ROOT, source)), source).toBe(true)
    }
    for (const [, script] of dockerfile.matchAll(/npm run (\w[\w:-]*)/g))
      expect(packageJson.scripts[script!], `npm run ${script}`).toBeTruthy()
    const cmd = JSON.parse(instructions.find((line) => line.startsWith('CMD '))!.slice(4)) as string[]
    expect(cmd).toEqual(['node', 'server/start.js'])
    expect(packageJson.scripts.start).toBe('node server/start.js')
    const ignored = read('.dockerignore').split('\n')
    for (const entry of ['node_modules', 'build', 'data', '.env', '.git']) expect(ignored).toContain(entry)
  })

  describe('its HEALTHCHECK command, run against the server', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docker-health-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    const healthcheck = JSON.parse(
      instructions.find((line) => line.startsWith('HEALTHCHECK '))!.replace(/^.*?CMD /, ''),
    ) as string[]

    it.each([
      [true, 0],
      [false, 1],
    ])('with a build: %s → exit %i', async (built, code) => {
      const root = path.join(dir, String(built))
      rmSync(root, { recursive: true, force: true })
      mkdirSync(root, { recursive: true })
      if (built) writeFileSync(path.join(root, 'index.html'), '<h1>Home</h1>')
      const server = await listen(createApp({ root, log: () => {} }))
      try {
        expect(healthcheck[0]).toBe('node')
        const result = await new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, healthcheck.slice(1), {
            env: { ...process.env, PORT: String(server.port) },
          })
          child.on('exit', resolve)
        })
        expect(result).toBe(code)
      } finally {
        await server.close()
      }
    })
  })
})
