/**
 * A throwaway PostgreSQL server for the tests: Debian's binaries (apt package `postgresql`),
 * a fresh cluster in a temporary folder, loopback only, a free port; stopped and deleted after.
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` system user.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface PostgresServer {
  url: string
  stop(): Promise<void>
}

function binDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions[0]) {
    throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql (see .ci/run)')
  }
  return path.join(root, versions[0], 'bin')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir()
  const dir = mkdtempSync(path.join(tmpdir(), 'orders-pg-'))
  const asRoot = process.getuid?.() === 0
  let uid: number | undefined
  if (asRoot) {
    uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
    chmodSync(dir, 0o700)
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool)
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir })
    if (result.status !== 0) throw new Error(`${tool} failed:\n${result.stdout}\n${result.stderr}`)
  }
  const data = path.join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  const port = await freePort()
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    '-l',
    path.join(dir, 'log'),
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
