/**
 * The site's own inline scripts, declared here, and the only ones the Content-Security-Policy
 * allows (issue 26.1). The build used to hash every inline script it found, so a script that
 * reached a page through content would have been allowed too. Now each executable inline script in
 * the output must be one of KNOWN_INLINE_SCRIPTS, or the build fails naming the file and the script.
 *
 * - Exact texts the code exports: the theme script, React Router's deferred module loader and the
 *   data feeder (both written by postbuild).
 * - React Router's context script: a JSON object assigned to `window.__reactRouterContext` (data
 *   only), optionally followed by its fixed stream set-up.
 * - The page shell's <head> scripts (app/root.tsx: the theme, the web fonts on a later visit, the
 *   manifest and fonts after the first paint): the same scripts, in the same order, in the head of
 *   every React Router page, exactly SHELL_HEAD_SCRIPTS.length of them. Content is rendered in the
 *   body and never into <head>; a page-specific script there, or a new one, fails the build.
 * - The typewriter's inline script (app/components/effects/typewriter.tsx): starts with its runner,
 *   and one text across the whole build.
 * Adding an inline script to the site means declaring it here.
 */
import { THEME_INIT_SCRIPT } from '#app/components/theme/theme.ts'
import { DEFERRED_LOADER } from '#scripts/build/postbuild/defer-hydration.ts'
import { STREAM_FEEDER } from '#scripts/build/postbuild/stream-data.ts'
import { sha256Source } from '#server/security-headers.ts'

/** What app/root.tsx puts in every page's <head>, in order (named for the error messages). */
export const SHELL_HEAD_SCRIPTS = [
  'the theme, before the first paint (app/components/theme/theme.ts)',
  'the web fonts on a later visit (webFontsHeadScript, app/components/fonts/web-fonts.ts)',
  'the manifest and the web fonts after the first paint (afterPaintScript, app/root.tsx)',
] as const

const CONTEXT_PREFIX = 'window.__reactRouterContext = '
const CONTEXT_STREAM =
  'window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());'

/** React Router's context: `window.__reactRouterContext = {JSON};` and its stream set-up, nothing else. */
function isRouterContext(body: string): boolean {
  if (!body.startsWith(CONTEXT_PREFIX)) return false
  let rest = body.slice(CONTEXT_PREFIX.length)
  if (rest.endsWith(CONTEXT_STREAM)) rest = rest.slice(0, -CONTEXT_STREAM.length)
  if (!rest.endsWith(';')) return false
  try {
    const value: unknown = JSON.parse(rest.slice(0, -1))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

interface KnownBodyScript {
  name: string
  is: (body: string) => boolean
  /** The same text wherever it appears in the build. */
  oneText?: boolean
}

/** The inline scripts a page's <body> may carry. */
export const KNOWN_INLINE_SCRIPTS: readonly KnownBodyScript[] = [
  { name: "React Router's context", is: isRouterContext },
  {
    name: 'the deferred module loader (scripts/build/postbuild/defer-hydration.ts)',
    is: (b) => b === DEFERRED_LOADER,
  },
  { name: 'the data feeder (scripts/build/postbuild/stream-data.ts)', is: (b) => b === STREAM_FEEDER },
  {
    name: 'the typewriter (app/components/effects/typewriter.tsx)',
    is: (b) => b.startsWith('(function runTypewriter(') && b.endsWith(')'),
    oneText: true,
  },
]

export class InlineScriptError extends Error {
  override name = 'InlineScriptError'
}

/** Script types a browser runs (a JSON or JSON-LD block is data, not a script). */
function isExecutable(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
}

interface FoundScript {
  body: string
  inHead: boolean
}

/** Every executable inline script of a document, with whether it sits in <head>. */
export function executableInlineScripts(html: string): FoundScript[] {
  const headEnd = html.search(/<\/head\s*>/i)
  const found: FoundScript[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = m
    if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes)) continue
    found.push({ body, inHead: headEnd >= 0 && (m.index ?? 0) < headEnd })
  }
  return found
}

const excerpt = (body: string) => JSON.stringify(body.length > 80 ? `${body.slice(0, 80)}…` : body)

/**
 * The CSP hashes of each page's own inline scripts, `{ file: ['sha256-…'] }`, after checking every
 * executable inline script of every file against the declared list. `reactRouterPages` are the
 * files with the page shell; any other file (the CMS page) may carry no inline script.
 * Throws an InlineScriptError naming every script that is not the site's own.
 */
export function siteInlineScriptHashes(
  files: Readonly<Record<string, string>>,
  reactRouterPages: ReadonlySet<string>,
): Record<string, string[]> {
  const problems: string[] = []
  const hashes: Record<string, string[]> = {}
  let shellHead: string[] | undefined
  let shellFrom = ''
  const texts = new Map<KnownBodyScript, { body: string; file: string }>()

  for (const [file, html] of Object.entries(files)) {
    const scripts = executableInlineScripts(html)
    const own: string[] = []
    const head = scripts.filter((s) => s.inHead).map((s) => s.body)
    if (reactRouterPages.has(file)) {
      if (head.length !== SHELL_HEAD_SCRIPTS.length)
        problems.push(
          `${file}: ${head.length} inline scripts in <head>, the page shell declares ${SHELL_HEAD_SCRIPTS.length} (${SHELL_HEAD_SCRIPTS.join('; ')})`,
        )
      else if (head[0] !== THEME_INIT_SCRIPT)
        problems.push(`${file}: the first <head> script is not the theme script: ${excerpt(head[0]!)}`)
      else if (!shellHead) {
        shellHead = head
        shellFrom = file
      } else
        head.forEach((body, i) => {
          if (body !== shellHead![i])
            problems.push(
              `${file}: <head> script ${i + 1} (${SHELL_HEAD_SCRIPTS[i]}) differs from ${shellFrom}'s: ${excerpt(body)}`,
            )
        })
      own.push(...head)
    } else {
      for (const body of head) problems.push(`${file}: an inline script in <head>: ${excerpt(body)}`)
    }
    for (const { body } of scripts.filter((s) => !s.inHead)) {
      const known = reactRouterPages.has(file) ? KNOWN_INLINE_SCRIPTS.find((k) => k.is(body)) : undefined
      if (!known) {
        problems.push(`${file}: an inline script that is not the site's own: ${excerpt(body)}`)
        continue
      }
      if (known.oneText) {
        const first = texts.get(known)
        if (!first) texts.set(known, { body, file })
        else if (first.body !== body)
          problems.push(`${file}: ${known.name} differs from the one in ${first.file}: ${excerpt(body)}`)
      }
      own.push(body)
    }
    hashes[file] = [...new Set(own.map(sha256Source))]
  }
  if (problems.length)
    throw new InlineScriptError(
      `${problems.length} inline script problem${problems.length === 1 ? '' : 's'} (only the site's own inline scripts may run, ` +
        `declared in scripts/build/postbuild/inline-scripts.ts; content is sanitised by scripts/build/content/sanitize.ts):\n- ${problems.join('\n- ')}`,
    )
  return hashes
}
