/**
 * Each framework internal the boot path relies on sits behind one seam (app/boot/README.md): here
 * each seam still reads its fixture (a captured sample of the installed version's real output or
 * source) and the installed package itself, and fails with a message naming the framework and the
 * checklist when that output changes. A framework upgrade that moves an internal fails here first.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FrameworkChangedError } from '#app/boot/framework-changed.ts'
import { REACT_FIBER_KEY_PREFIX } from '#app/components/hydration/react-fiber-key.ts'
import {
  isRouterContext,
  routerLoaderModules,
  withRouterDataReplaced,
} from '#scripts/build/postbuild/react-router-output.ts'
import { TOAST_SWIPE_THRESHOLD, withSwipeThreshold } from '#scripts/build/vite/sonner-swipe-threshold.ts'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const read = (...parts: string[]) => readFileSync(path.join(ROOT, ...parts), 'utf8')
const fixture = (name: string) => read('tests', 'fixtures', 'framework', name)
const installed = (name: string) =>
  (JSON.parse(read('node_modules', name, 'package.json')) as { version: string }).version
const CHECKLIST = /app\/boot\/README\.md/
const readme = read('app', 'boot', 'README.md')

describe('React Router: the prerendered page (scripts/build/postbuild/react-router-output.ts)', () => {
  const page = fixture('react-router-8.5-home.html')

  it('the fixture is from the installed minor version', () => {
    expect(installed('react-router')).toMatch(/^8\.5\./)
  })

  it('reads the loader, the data scripts and the context script of the fixture', () => {
    const modules = routerLoaderModules(page)
    expect(modules.preloads.length).toBeGreaterThan(5)
    expect(modules.modules).toEqual([
      expect.stringMatching(/^\/assets\/manifest-/),
      expect.stringMatching(/^\/assets\/root-/),
      expect.stringMatching(/^\/assets\/home-/),
    ])
    expect(modules.routes).toEqual({ root: 1, 'routes/home': 2 })
    expect(modules.entry).toMatch(/^\/assets\/entry\.client-/)
    const chunks: string[] = []
    withRouterDataReplaced(
      page,
      (literal) => {
        chunks.push(literal)
        return ''
      },
      '',
    )
    expect(chunks.length).toBeGreaterThan(0)
    const context = /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/.exec(page)?.[1] ?? ''
    expect(isRouterContext(context)).toBe(true)
  })

  it('names React Router and the checklist when its output changes', () => {
    const changed = page.replace('__reactRouterRouteModules', '__reactRouterModules')
    expect(() => routerLoaderModules(changed)).toThrow(FrameworkChangedError)
    expect(() => routerLoaderModules(changed)).toThrow(/^React Router changed: .*__reactRouterRouteModules/)
    expect(() => routerLoaderModules(changed)).toThrow(CHECKLIST)
  })
})

describe('React: the fiber key on hydrated elements (app/components/hydration/react-fiber-key.ts)', () => {
  const file = ['node_modules', 'react-dom', 'cjs', 'react-dom-client.production.js']
  const keyLine = /internalInstanceKey = "([^"]+)" \+ randomKey/

  it('the fixture is the installed react-dom', () => {
    const sample = fixture(`react-dom-${installed('react-dom')}-fiber-key.js`)
    for (const line of sample.split('\n').filter((l) => !l.startsWith('//') && l.trim()))
      expect(read(...file)).toContain(line)
  })

  it("React DOM still tags its elements with the seam's key", () => {
    for (const source of [fixture('react-dom-19.3.1-fiber-key.js'), read(...file)])
      expect(
        keyLine.exec(source)?.[1],
        `React changed: its elements' fiber key is no longer "${REACT_FIBER_KEY_PREFIX}…"; follow "Upgrading React" in app/boot/README.md`,
      ).toBe(REACT_FIBER_KEY_PREFIX)
  })
})

describe('sonner: the swipe threshold (scripts/build/vite/sonner-swipe-threshold.ts)', () => {
  it('rewrites the constant in the fixture and in the installed sonner', () => {
    const sources = [fixture('sonner-2.0.8-swipe.mjs'), read('node_modules', 'sonner', 'dist', 'index.mjs')]
    expect(installed('sonner')).toBe('2.0.8')
    for (const source of sources) {
      expect(source).toContain('const SWIPE_THRESHOLD = 45;')
      expect(source).toContain('Math.abs(swipeAmount) >= SWIPE_THRESHOLD')
      const out = withSwipeThreshold(source, TOAST_SWIPE_THRESHOLD)
      expect(out).toContain('const SWIPE_THRESHOLD = 20;')
      expect(out).not.toContain('const SWIPE_THRESHOLD = 45;')
    }
  })

  it('names sonner and the checklist when the constant moves', () => {
    const changed = fixture('sonner-2.0.8-swipe.mjs').replace('const SWIPE_THRESHOLD', 'let SWIPE_THRESHOLD')
    expect(() => withSwipeThreshold(changed, 20)).toThrow(FrameworkChangedError)
    expect(() => withSwipeThreshold(changed, 20)).toThrow(
      /^sonner changed: .*SWIPE_THRESHOLD.*app\/boot\/README\.md/,
    )
  })
})

it('the boot README has an upgrade checklist for each framework', () => {
  for (const framework of ['React Router', 'React', 'sonner'])
    expect(readme).toContain(`### Upgrading ${framework}\n`)
})
