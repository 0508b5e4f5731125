/**
 * The front door, tried as a new user would: `npm start` (the README's command) in a folder, then
 * the home page, a product page and a checkout at the price written in the product's file. `.ci/run`
 * runs it on its clean checkout before `npm test`; tests/server/fresh-clone.test.ts on a scratch clone.
 *
 *   node scripts/smoke.ts [folder]     exit 1, with the server's log, on any miss
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { parse } from 'yaml'

export interface RunningServer {
  origin: string
  child: ChildProcess
  /** Everything the server printed so far. */
  output(): string
  /** Stops the server's whole process group (npm, its shell, node) and waits for it to exit. */
  stop(): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/**
 * `command` (default `npm start`) in `cwd` with PORT set to a free port, in its own process group;
 * resolves once `/` answers, rejects (with the log) when the server exits first or after `timeoutMs`.
 */
export async function startServer(
  cwd: string,
  {
    env = {},
    command = ['npm', 'start'],
    ready = /Serving on /,
    timeoutMs = 10 * 60_000,
  }: {
    env?: Record<string, string | undefined>
    /** The command; `{port}` in an argument is replaced by the free port. */
    command?: string[]
    /** What the server prints once it listens. */
    ready?: RegExp
    timeoutMs?: number
  } = {},
): Promise<RunningServer> {
  const port = await freePort()
  // As a user's shell would start it: not with a test runner's NODE_ENV=test or VITEST* variables.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  )
  const args = command.map((arg) => arg.replaceAll('{port}', String(port)))
  const child = spawn(args[0]!, args.slice(1), {
    cwd,
    env: { ...inherited, LOG_REQUESTS: '0', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // `npm start` listens on 127.0.0.1; Vite's dev server on whatever `localhost` resolves to first,
  // which is ::1 where /etc/hosts lists ::1 first. Whichever answers is the origin.
  const origins = [`http://127.0.0.1:${port}`, `http://[::1]:${port}`]
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      return
    }
    const killLater = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {}
    }, 10_000)
    await exited
    clearTimeout(killLater)
  }
  /** The last miss of each origin, for the error. */
  const misses = new Map<string, string>()
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before serving:\n${output}`)
    // Colours stripped: where the runner forces them (FORCE_COLOR, a terminal), Vite prints
    // "Local" and its address in different colours, and a plain pattern never matches.
    if (ready.test(stripVTControlCharacters(output))) {
      for (const origin of origins) {
        const answer = await fetch(`${origin}/`, { signal: AbortSignal.timeout(30_000) }).then(
          (response) => (response.ok ? true : `${origin}/ answered ${response.status}`),
          (error: Error) =>
            `${origin}/: ${error.cause instanceof Error ? error.cause.message : error.message}`,
        )
        if (answer === true) return { origin, child, output: () => output, stop }
        misses.set(origin, answer)
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  const lastMisses = [...misses.values()].join('\n') || `it never printed ${ready}`
  throw new Error(`the server did not serve / within ${timeoutMs / 1000} s (${lastMisses}):\n${output}`)
}

/** The products as their files in content/products/ give them: id (the file name) and price. */
export function productFiles(cwd: string): { id: string; name: string; price: number }[] {
  const folder = path.join(cwd, 'content', 'products')
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yml'))
    .sort()
    .map((file) => {
      const data = parse(readFileSync(path.join(folder, file), 'utf8')) as { name: string; price: number }
      return { id: file.slice(0, -'.yml'.length), name: data.name, price: data.price }
    })
}

export const SHIPPING = {
  name: 'Smoke Test',
  email: 'smoke@example.com',
  address: '1 Test Street',
  city: 'Irvine',
  state: 'CA',
  zip: '92618',
  country: 'US',
}

/** POSTs one checkout of `productId` at `amount` dollars; the status and the JSON answer. */
export async function checkout(
  origin: string,
  productId: string,
  amount: number,
): Promise<{ status: number; body: { url?: string; error?: string } }> {
  const response = await fetch(`${origin}/functions/v1/create-payment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ productId, quantity: 1, shippingInfo: SHIPPING, amount }),
  })
  return { status: response.status, body: await response.json() }
}

const TEST_CHECKOUT_URL = /^http:\/\/127\.0\.0\.1:\d+\/test-checkout\/cs_test_\w+$/

/**
 * The smoke test proper on a running server: `/`, then the first product sold here (a partner
 * product is refused with a 400) at its file's price, its page and its test checkout. Returns what
 * it checked; throws on any miss.
 */
export async function smoke(
  cwd: string,
  origin: string,
): Promise<{ checked: string[]; product: { id: string; name: string; price: number } }> {
  const checked: string[] = []
  const get = async (urlPath: string) => {
    const response = await fetch(new URL(urlPath, origin))
    if (response.status !== 200) throw new Error(`GET ${urlPath} answered ${response.status}`)
    checked.push(`GET ${urlPath} 200`)
    return response.text()
  }
  await get('/')
  const refused: string[] = []
  for (const product of productFiles(cwd)) {
    const { status, body } = await checkout(origin, product.id, product.price)
    if (status === 400) {
      refused.push(`${product.id}: ${body.error}`)
      continue
    }
    if (status !== 200 || !body.url || !TEST_CHECKOUT_URL.test(body.url))
      throw new Error(
        `checkout of ${product.id} at ${product.price} answered ${status} ${JSON.stringify(body)}`,
      )
    checked.push(`POST create-payment ${product.id} at $${product.price}: 200 ${new URL(body.url).pathname}`)
    const page = await get(`/store/${product.id}`)
    if (!page.includes(product.name)) throw new Error(`/store/${product.id} does not name ${product.name}`)
    await get(new URL(body.url).pathname)
    return { checked, product }
  }
  throw new Error(`no product in content/products/ could be bought (${refused.join('; ')})`)
}

if (import.meta.main) {
  const cwd = path.resolve(process.argv[2] ?? '.')
  let server: RunningServer | undefined
  try {
    server = await startServer(cwd)
    for (const line of (await smoke(cwd, server.origin)).checked) console.info(`smoke: ${line}`)
    await server.stop()
    console.info('smoke: npm start serves the site and the checkout')
  } catch (error) {
    await server?.stop()
    console.error(`smoke: FAILED: ${(error as Error).message}`)
    if (server) console.error(`--- server log ---\n${server.output()}`)
    process.exit(1)
  }
}
