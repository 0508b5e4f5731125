/**
 * The boot scripts (app/boot/): serialised one way, with the JSON argument safe inside <script>,
 * and, run from the very text the page gets, doing what README.md says against stand-in browser
 * objects. (The real browser runs them in tests/e2e: theme, web-fonts, effects, first-paint.)
 */
import { describe, expect, it } from 'vitest'
import { BOOT_SCRIPTS, type BootScript, THEME, WEB_FONTS } from '#app/boot/registry.ts'
import {
  BootScriptError,
  bootScriptSource,
  headScripts,
  isBootScript,
  jsonForScript,
  typewriterScript,
} from '#app/boot/serialise.ts'
import { THEME_BOOT } from '#app/boot/theme.ts'
import { WEB_FONTS_CLASS } from '#app/boot/web-fonts.ts'
import { WEB_FONTS_BOOT } from '#app/components/fonts/web-fonts.ts'

/** Runs a script's text with `globals` standing in for the browser's (a fresh function scope). */
const run = (source: string, globals: Record<string, unknown>) =>
  new Function(...Object.keys(globals), source)(...Object.values(globals))

describe('serialising a boot script', () => {
  it('keeps `<` out of the JSON argument, so no </script> or <!-- can end or change the element', () => {
    const value = { a: '</script><script>alert(1)</script>', b: '<!--', c: 'x\u2028y' }
    const json = jsonForScript(value)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual(value)
    const source = bootScriptSource(THEME, { storageKey: '</script>', darkQuery: '<!--' })
    expect(source).not.toMatch(/<\/script|<!--/i)
    expect(isBootScript(THEME, source)).toBe(true)
  })

  it('writes every registered script as its minified code around a JSON argument', () => {
    for (const script of BOOT_SCRIPTS) {
      const source = bootScriptSource(script, {} as never)
      expect(source, script.name).toMatch(/^\(function\(/)
      expect(source, script.name).toContain('({}')
      expect(source.length, script.name).toBeLessThan(1200)
      expect(isBootScript(script, source), script.name).toBe(true)
      expect(isBootScript(script, source.replace('({}', '(alert(1)')), script.name).toBe(false)
      expect(isBootScript(script, `${source};alert(1)`), script.name).toBe(false)
    }
  })

  it('refuses a function that reaches outside its own body for a module import', () => {
    const leaky: BootScript<string> = {
      ...THEME,
      name: 'a leaky script',
      run: (value: string) => void jsonForScript(value),
    } as unknown as BootScript<string>
    expect(() => bootScriptSource(leaky, 'x')).toThrow(BootScriptError)
    expect(() => bootScriptSource(leaky, 'x')).toThrow(/a leaky script: it uses a module import/)
  })
})

/** A stand-in <html> element: its classes and colour scheme. */
const root = () => ({ classes: new Set<string>(), style: { colorScheme: '' }, classList: {} as object })
function documentElement() {
  const el = root()
  el.classList = { add: (c: string) => el.classes.add(c) }
  return el
}
const storage = (values: Record<string, string>) => ({
  getItem: (k: string) => values[k] ?? null,
  setItem: (k: string, v: string) => {
    values[k] = v
  },
})

describe('the theme script', () => {
  const [theme = ''] = headScripts(WEB_FONTS_BOOT).map((s) => s.source)
  const apply = (stored: string | null, systemDark = false) => {
    const el = documentElement()
    run(theme, {
      localStorage: storage(stored === null ? {} : { [THEME_BOOT.storageKey]: stored }),
      matchMedia: (q: string) => ({ matches: q === THEME_BOOT.darkQuery && systemDark }),
      document: { documentElement: el },
    })
    return [[...el.classes].join(' '), el.style.colorScheme]
  }

  it('applies the stored choice before the first paint', () => {
    expect(apply('dark')).toEqual(['dark', 'dark'])
    expect(apply('light', true)).toEqual(['', 'light'])
    expect(apply('system', true)).toEqual(['dark', 'dark'])
    expect(apply('system', false)).toEqual(['', 'light'])
    expect(apply(null, true)).toEqual(['', 'light'])
  })

  it('leaves the default when storage throws', () => {
    const el = documentElement()
    run(theme, {
      localStorage: {
        getItem: () => {
          throw new Error('denied')
        },
      },
      matchMedia: () => ({ matches: true }),
      document: { documentElement: el },
    })
    expect([...el.classes]).toEqual([])
  })
})

describe('the web fonts and manifest script', () => {
  const fonts = bootScriptSource(WEB_FONTS, WEB_FONTS_BOOT)
  const files = WEB_FONTS_BOOT.files.map((f) => f.url).join(' ')

  /** One page view: the script runs, then the first paint, then the page's load. */
  function pageView(stored: Record<string, string>) {
    const paint: (() => void)[] = []
    const onLoad: (() => void)[] = []
    const added: string[] = []
    const downloads: string[] = []
    const links: { rel?: string; href?: string }[] = []
    const el = documentElement()
    const window: { __webFonts?: string } = {}
    class FontFace {
      family: string
      descriptors: { display: string; unicodeRange: string }
      constructor(family: string, _source: string, descriptors: { display: string; unicodeRange: string }) {
        this.family = family
        this.descriptors = descriptors
      }
      load() {
        downloads.push(this.family)
        return Promise.resolve(this)
      }
    }
    const document = {
      fonts: { add: (f: FontFace) => added.push(`${f.family} ${f.descriptors.display}`) },
      documentElement: el,
      readyState: 'loading',
      createElement: () => ({}),
      head: { appendChild: (l: { rel?: string; href?: string }) => links.push(l) },
    }
    run(fonts, {
      window,
      document,
      FontFace,
      localStorage: storage(stored),
      // The first paint is reported by the observer, later.
      performance: { getEntriesByName: () => [] },
      PerformanceObserver: class {
        report: (list: { getEntriesByName: () => unknown[] }) => void
        constructor(report: (list: { getEntriesByName: () => unknown[] }) => void) {
          this.report = report
        }
        observe() {
          paint.push(() => this.report({ getEntriesByName: () => [{}] }))
        }
      },
      setTimeout: (fn: () => void, ms: number) => ms === 0 && paint.push(fn),
      addEventListener: (type: string, fn: () => void) => type === 'load' && onLoad.push(fn),
    })
    const state = () => ({ state: window.__webFonts, added: [...added], classes: [...el.classes] })
    return {
      beforePaint: state(),
      async paintAndLoad() {
        while (paint.length) paint.shift()?.()
        const afterPaint = { ...state(), links: [...links] }
        for (const fn of onLoad) fn()
        await new Promise((resolve) => setImmediate(resolve))
        return { afterPaint, loaded: { ...state(), downloads, stored } }
      },
    }
  }

  it('first visit: nothing before the paint; after it the manifest, then the fonts once downloaded', async () => {
    const view = pageView({})
    expect(view.beforePaint).toEqual({ state: undefined, added: [], classes: [] })
    const { afterPaint, loaded } = await view.paintAndLoad()
    expect(afterPaint).toEqual({
      state: 'loading',
      added: [],
      classes: [],
      links: [{ rel: 'manifest', href: WEB_FONTS_BOOT.manifest }],
    })
    expect(loaded).toEqual({
      state: 'applied',
      added: ['Inter Variable swap', 'Source Serif 4 Variable swap'],
      classes: [WEB_FONTS_CLASS],
      downloads: ['Inter Variable', 'Source Serif 4 Variable'],
      stored: { [WEB_FONTS_BOOT.storageKey]: files },
    })
  })

  it('a later visit: the fonts join before the first paint and are not downloaded again', async () => {
    const view = pageView({ [WEB_FONTS_BOOT.storageKey]: files })
    expect(view.beforePaint).toEqual({
      state: 'applied',
      added: ['Inter Variable swap', 'Source Serif 4 Variable swap'],
      classes: [WEB_FONTS_CLASS],
    })
    const { loaded } = await view.paintAndLoad()
    expect(loaded.downloads).toEqual([])
  })

  it('new font files after a deploy: as on a first visit', async () => {
    const view = pageView({ [WEB_FONTS_BOOT.storageKey]: '/assets/old.woff2' })
    expect(view.beforePaint.state).toBeUndefined()
    expect((await view.paintAndLoad()).loaded.state).toBe('applied')
  })
})

describe('the typewriter script', () => {
  /** Runs the page's typewriter text on a stand-in line of `length` characters with a fake clock. */
  function type(length: number, reducedMotion = false) {
    let now = 0
    const timers: { at: number; run: () => void }[] = []
    const attributes = (el: { attrs: Map<string, string> }) => ({
      setAttribute: (name: string, value: string) => el.attrs.set(name, value),
      removeAttribute: (name: string) => el.attrs.delete(name),
    })
    const stub = () => {
      const el = { attrs: new Map<string, string>() }
      return Object.assign(el, attributes(el))
    }
    const chars = Array.from({ length }, stub)
    const cursor = stub()
    const line = Object.assign(stub(), {
      getElementsByClassName: (name: string) => (name === 'typewriter-char' ? chars : [cursor]),
    })
    run(typewriterScript(), {
      window: { matchMedia: () => ({ matches: reducedMotion }) },
      document: { currentScript: { previousElementSibling: line } },
      performance: { now: () => now },
      setTimeout: (fn: () => void, ms: number) => timers.push({ at: now + ms, run: fn }),
    })
    const shownAt = (ms: number) => {
      while (timers.length && (timers[0]?.at ?? 0) <= ms) {
        const timer = timers.shift()
        now = timer?.at ?? now
        timer?.run()
      }
      now = ms
      return chars.filter((c) => c.attrs.has('data-shown')).length
    }
    return { line, cursor, shownAt, timers }
  }

  it('types one character every 50 ms after 500 ms, from the text the page gets', () => {
    const { line, cursor, shownAt, timers } = type(4)
    expect(line.attrs.has('data-typing')).toBe(true)
    expect(shownAt(499)).toBe(0)
    expect(shownAt(500)).toBe(1)
    expect(shownAt(649)).toBe(3)
    expect(shownAt(650)).toBe(4)
    expect(cursor.attrs.get('data-cursor')).toBeDefined()
    // The cursor goes 1 s after the last character, and then nothing is scheduled.
    shownAt(650 + 1000)
    expect(cursor.attrs.has('data-cursor')).toBe(false)
    expect(timers).toEqual([])
  })

  it('does nothing under reduced motion: the line is simply there', () => {
    const { line, timers } = type(4, true)
    expect(line.attrs.size).toBe(0)
    expect(timers).toEqual([])
  })
})
