/**
 * The content version check on its own, against a stand-in site on loopback: what the site may
 * answer besides its fingerprint (an older build without the file, a page, a slow or broken
 * server) gives the digest no line and throws nothing. content-version-deno.test.ts runs it in
 * the maintenance entry under Deno.
 */
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_VERSION_PATH, contentVersionFile } from '#core/contracts/content-version.ts'
import { CONTENT_BEHIND, contentVersionProblems } from '#functions/maintenance/content-version.ts'

const OWN = 'aaaabbbbccccdddd'
let answer: (response: ServerResponse) => void = () => {}
/** Whether the file first redirects elsewhere (an apex address sending visitors to www., say). */
let redirect = false
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://site')
  if (url.pathname !== CONTENT_VERSION_PATH) return void response.writeHead(404).end()
  if (redirect && !url.search)
    return void response.writeHead(301, { location: `${CONTENT_VERSION_PATH}?moved` }).end()
  answer(response)
})
let siteUrl: string

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const json = (text: string) => (response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(text)

async function check(timeoutMs = 2_000) {
  const lines: string[] = []
  const problems = await contentVersionProblems({
    siteUrl,
    version: OWN,
    timeoutMs,
    log: (l) => lines.push(l),
  })
  return { problems, lines }
}

describe('contentVersionProblems', () => {
  it('gives the line when the site names another fingerprint, none when it names the same', async () => {
    answer = json(contentVersionFile('0123456789abcdef'))
    expect((await check()).problems).toEqual([CONTENT_BEHIND])
    answer = json(contentVersionFile(OWN))
    expect(await check()).toEqual({ problems: [], lines: [] })
  })

  it.each([
    [
      'a 404 (a build from before the file existed)',
      (r: ServerResponse) => r.writeHead(404).end(),
      /status 404/,
    ],
    ['a page instead of JSON', (r: ServerResponse) => r.writeHead(200).end('<!doctype html>'), /SyntaxError/],
    ['JSON without a version', json('{"version":42}'), /no version in it/],
    ['a 500', (r: ServerResponse) => r.writeHead(500).end(), /status 500/],
  ])('gives none for %s, and logs why', async (_what, respond, why) => {
    answer = respond
    const { problems, lines } = await check()
    expect(problems).toEqual([])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(why)
  })

  it('gives none for a site that does not answer in time, waiting no longer than the timeout', async () => {
    answer = () => {} // never answers
    const started = Date.now()
    const { problems, lines } = await check(300)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(problems).toEqual([])
    expect(lines[0]).toMatch(/TimeoutError/)
  })

  it('follows a redirect to the file', async () => {
    redirect = true
    answer = json(contentVersionFile('0123456789abcdef'))
    expect((await check()).problems).toEqual([CONTENT_BEHIND])
    redirect = false
  })
})
