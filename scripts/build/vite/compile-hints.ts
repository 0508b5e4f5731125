/**
 * V8 compile hints for the framework chunks.
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. Almost every
 * function of React DOM's client, React and React Router runs while the first page hydrates, so on a
 * first visit that compiling lands in the longest task after the first paint (the entry module's
 * evaluation) and in the hydration slices. The magic comment `//# allFunctionsCalledOnLoad` at the top
 * of a script tells Chromium (136+) to compile all of its functions eagerly while the file streams
 * in, off the main thread; other browsers read a comment. Only the framework chunks get it: page
 * code is smaller and much of it (handlers, later sections) never runs on load. See decision 0064.
 */
import type { Plugin } from 'vite'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Modules whose chunks are compiled eagerly: the code that runs, nearly all of it, on every first load. */
const FRAMEWORK_MODULE = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/
/** React DOM's client renderer: a build whose framework chunks do not include it is not the app's. */
const REACT_DOM_CLIENT = /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/

export class CompileHintError extends Error {
  override name = 'CompileHintError'
}

/** What the hint needs of an output chunk (a subset of Rollup's/Rolldown's OutputChunk). */
export interface ChunkLike {
  type: 'chunk' | 'asset'
  fileName: string
  moduleIds: readonly string[]
  code?: string
}

/**
 * Puts the compile hint at the top of every chunk holding framework code and returns their file
 * names. Throws when React DOM's client is in none of them (a bundler or React upgrade moved it),
 * so the build fails instead of silently losing the hint.
 */
export function addCompileHints(bundle: Record<string, ChunkLike>): string[] {
  const chunks = Object.values(bundle).filter(
    (item): item is ChunkLike & { code: string } => item.type === 'chunk' && typeof item.code === 'string',
  )
  const framework = chunks.filter((chunk) => chunk.moduleIds.some((id) => FRAMEWORK_MODULE.test(id)))
  if (!framework.some((chunk) => chunk.moduleIds.some((id) => REACT_DOM_CLIENT.test(id))))
    throw new CompileHintError(
      'compile-hints: no output chunk holds react-dom/cjs/react-dom-client.production.js; ' +
        'update scripts/build/vite/compile-hints.ts to where React DOM now lives',
    )
  for (const chunk of framework)
    if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code
  return framework.map((chunk) => chunk.fileName).sort()
}

/**
 * The Vite plugin: hints the browser build's framework chunks once they are minified (the minifier
 * would drop the comment). File names are hashed before this step, so the hint does not change them.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      try {
        addCompileHints(bundle as unknown as Record<string, ChunkLike>)
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error))
      }
    },
  }
}
