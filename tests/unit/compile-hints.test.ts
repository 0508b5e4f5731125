import { describe, expect, it } from 'vitest'
import {
  addCompileHints,
  type ChunkLike,
  COMPILE_HINT,
  CompileHintError,
} from '#scripts/build/vite/compile-hints.ts'

const nm = (path: string) => `/project/node_modules/${path}`
const chunk = (fileName: string, moduleIds: string[]): ChunkLike => ({
  type: 'chunk',
  fileName,
  moduleIds,
  code: `export const x=${JSON.stringify(fileName)};`,
})

function bundle(): Record<string, ChunkLike> {
  return {
    entry: chunk('assets/entry.client-a.js', [
      nm('react-dom/cjs/react-dom-client.production.js'),
      nm('scheduler/cjs/scheduler.production.js'),
      '/project/app/entry.client.tsx',
    ]),
    runtime: chunk('assets/jsx-runtime-b.js', [
      nm('react/cjs/react.production.js'),
      nm('react-router/dist/index.mjs'),
    ]),
    page: chunk('assets/home-c.js', ['/project/app/routes/home.tsx']),
    icons: chunk('assets/phone-d.js', [nm('lucide-react/dist/esm/icons/phone.js')]),
    css: { type: 'asset', fileName: 'assets/root-e.css', moduleIds: [] },
  }
}

describe('addCompileHints', () => {
  it('puts the hint at the top of every chunk with framework code, and only there', () => {
    const b = bundle()
    expect(addCompileHints(b)).toEqual(['assets/entry.client-a.js', 'assets/jsx-runtime-b.js'])
    expect(b.entry?.code).toBe(`${COMPILE_HINT}export const x="assets/entry.client-a.js";`)
    expect(b.runtime?.code?.startsWith(COMPILE_HINT)).toBe(true)
    expect(b.page?.code?.startsWith('//')).toBe(false)
    expect(b.icons?.code?.startsWith('//')).toBe(false)
    expect(b.css?.code).toBeUndefined()
  })

  it('adds it once when run twice', () => {
    const b = bundle()
    addCompileHints(b)
    addCompileHints(b)
    expect(b.entry?.code?.split(COMPILE_HINT)).toHaveLength(2)
  })

  it('fails when React DOM’s client is in no chunk (the build then stops)', () => {
    const b = bundle()
    delete b.entry
    expect(() => addCompileHints(b)).toThrow(CompileHintError)
    expect(() =>
      addCompileHints({ page: chunk('assets/home.js', ['/project/app/routes/home.tsx']) }),
    ).toThrow(/react-dom-client\.production\.js/)
  })
})
