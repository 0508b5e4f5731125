/**
 * MDN HTTP Observatory against the production build served by the real server on loopback.
 * Grade A+ with every test passing except the two plain HTTP cannot pass (redirection to HTTPS and
 * HSTS, which browsers only honour over HTTPS); those two headers are then checked one by one.
 * Needs `npm run build` first (npm test builds before running Vitest).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { listen } from '#server/listen.ts'
import { HSTS } from '#server/security-headers.ts'

const clientRoot = path.resolve(import.meta.dirname, '..', '..', 'build', 'client')
let host = ''
let base = ''
let close: () => Promise<void> = async () => {}

/**
 * The scanner's install script downloads the HSTS preload list; it is installed with
 * --ignore-scripts (no internet here), so supply the empty list it would otherwise read.
 */
function ensureHstsPreloadList(): void {
  const require = createRequire(import.meta.url)
  const pkgDir = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'))
  const file = path.join(pkgDir, 'conf', 'hsts-preload.json')
  if (existsSync(file)) return
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, '{}\n')
}

beforeAll(async () => {
  if (!existsSync(path.join(clientRoot, 'index.html'))) throw new Error('Run `npm run build` first')
  ensureHstsPreloadList()
  const app = createApp({ root: clientRoot, log: () => {} })
  const server = await listen(app)
  host = `localhost:${server.port}`
  base = server.origin
  close = server.close
})
afterAll(() => close())

interface ObservatoryTest {
  pass: boolean | null
  result: string
  scoreModifier: number
}

/** Tests that cannot pass over plain HTTP: checked header by header below instead. */
const HTTPS_ONLY = ['redirection', 'strict-transport-security']

/**
 * The Observatory's own scoring (scanner/index.js, algorithm v4) with the HTTPS-only tests left out:
 * penalties count; bonuses count only when the score without them is an A already.
 */
function gradeWithoutHttpsOnlyTests(tests: Record<string, ObservatoryTest>, gradeFor: (s: number) => string) {
  const counted = Object.entries(tests).filter(([name]) => !HTTPS_ONLY.includes(name))
  const penalties = counted.reduce((sum, [, t]) => sum + Math.min(t.scoreModifier, 0), 0)
  const all = counted.reduce((sum, [, t]) => sum + t.scoreModifier, 0)
  const score = 100 + penalties >= 90 ? 100 + all : 100 + penalties
  return { score, grade: gradeFor(score) }
}

describe('MDN HTTP Observatory', () => {
  it('grades the site A+ with only the HTTPS-only tests failing', async () => {
    // @ts-expect-error: plain JS package without type declarations
    const { scan } = (await import('@mdn/mdn-http-observatory')) as unknown as {
      scan: (
        host: string,
      ) => Promise<{ scan: { grade: string; score: number }; tests: Record<string, ObservatoryTest> }>
    }
    const { getGradeForScore } = (await import(
      // @ts-expect-error: plain JS module without type declarations
      '@mdn/mdn-http-observatory/src/grader/grader.js'
    )) as { getGradeForScore: (score: number) => { grade: string } }
    const result = await scan(host)
    const failed = Object.entries(result.tests)
      .filter(([, t]) => t.pass === false)
      .map(([name, t]) => `${name}: ${t.result}`)
    expect(failed.sort()).toEqual([
      'redirection: redirection-missing',
      'strict-transport-security: hsts-not-implemented-no-https',
    ])
    expect(result.tests['content-security-policy']?.result).toBe(
      // 'unsafe-inline' styles are deliberate (sonner's <style>, React style attributes); scripts are hashed.
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    )
    const graded = gradeWithoutHttpsOnlyTests(result.tests, (score) => getGradeForScore(score).grade)
    expect(graded.grade, `score ${graded.score}`).toBe('A+')
    // On plain HTTP the scanner itself docks exactly those two tests' penalties.
    const httpsOnlyPenalty = HTTPS_ONLY.reduce(
      (sum, name) => sum + (result.tests[name]?.scoreModifier ?? 0),
      0,
    )
    expect(result.scan.score).toBe(100 + httpsOnlyPenalty)
  }, 60_000)

  it('sends HSTS (honoured once served over HTTPS) on pages and assets', async () => {
    for (const p of ['/', '/services', '/robots.txt', '/favicon.svg']) {
      const res = await fetch(`${base}${p}`)
      expect(res.status, p).toBe(200)
      expect(res.headers.get('strict-transport-security'), p).toBe(HSTS)
    }
    expect(HSTS).toMatch(/^max-age=(\d+); includeSubDomains; preload$/)
    expect(Number(/max-age=(\d+)/.exec(HSTS)?.[1])).toBeGreaterThanOrEqual(31_536_000)
  })
})
