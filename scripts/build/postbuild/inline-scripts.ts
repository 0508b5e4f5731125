/**
 * The site's own inline scripts, and the only ones the Content-Security-Policy allows:
 * the boot scripts of app/boot/registry.ts (their exact code, a JSON argument) and React Router's
 * context script (JSON data, read through scripts/build/postbuild/react-router-output.ts). Any other
 * executable inline script in the output fails the build, naming the file and the script.
 * - <head> of every React Router page: exactly the registry's head scripts, in its order.
 * - <body>: the registry's body scripts and React Router's context.
 * - Every boot script has one text across the whole build (its argument is a build constant).
 * Adding an inline script to the site means adding a boot script to the registry.
 */
import { type AnyBootScript, BOOT_SCRIPTS } from '#app/boot/registry.ts'
import { isBootScript } from '#app/boot/serialise.ts'
import { executableInlineScripts, sha256Source } from '#server/security-headers.ts'
import { isRouterContext } from './react-router-output.ts'

/** What app/root.tsx puts in every page's <head>, in order. */
export const HEAD_SCRIPTS = BOOT_SCRIPTS.filter((s) => s.inHead)
const BODY_SCRIPTS = BOOT_SCRIPTS.filter((s) => !s.inHead)

export class InlineScriptError extends Error {
  override name = 'InlineScriptError'
}

const excerpt = (body: string) => JSON.stringify(body.length > 80 ? `${body.slice(0, 80)}…` : body)

/**
 * The CSP hashes of each page's own inline scripts, `{ file: ['sha256-…'] }`, after checking every
 * executable inline script of every file against the registry. `reactRouterPages` are the files
 * with the page shell; any other file (the CMS page) may carry no inline script.
 * Throws an InlineScriptError naming every script that is not the site's own.
 */
export function siteInlineScriptHashes(
  files: Readonly<Record<string, string>>,
  reactRouterPages: ReadonlySet<string>,
): Record<string, string[]> {
  const problems: string[] = []
  const hashes: Record<string, string[]> = {}
  const texts = new Map<AnyBootScript, { body: string; file: string }>()
  const oneText = (file: string, script: AnyBootScript, body: string) => {
    const first = texts.get(script)
    if (!first) texts.set(script, { body, file })
    else if (first.body !== body)
      problems.push(`${file}: ${script.name} differs from the one in ${first.file}: ${excerpt(body)}`)
  }

  for (const [file, html] of Object.entries(files)) {
    const scripts = executableInlineScripts(html)
    const own: string[] = []
    const shell = reactRouterPages.has(file)
    const head = scripts.filter((s) => s.inHead).map((s) => s.body)
    if (shell && head.length !== HEAD_SCRIPTS.length)
      problems.push(
        `${file}: ${head.length} inline scripts in <head>, the registry has ${HEAD_SCRIPTS.length} (${HEAD_SCRIPTS.map((s) => s.name).join('; ')})`,
      )
    else
      for (const [i, body] of head.entries()) {
        const script = shell ? HEAD_SCRIPTS[i] : undefined
        if (!script) problems.push(`${file}: an inline script in <head>: ${excerpt(body)}`)
        else if (!isBootScript(script, body))
          problems.push(`${file}: <head> script ${i + 1} is not ${script.name}: ${excerpt(body)}`)
        else {
          oneText(file, script, body)
          own.push(body)
        }
      }
    for (const { body } of scripts.filter((s) => !s.inHead)) {
      const script = shell ? BODY_SCRIPTS.find((s) => isBootScript(s, body)) : undefined
      if (script) oneText(file, script, body)
      else if (!shell || !isRouterContext(body)) {
        problems.push(`${file}: an inline script that is not the site's own: ${excerpt(body)}`)
        continue
      }
      own.push(body)
    }
    hashes[file] = [...new Set(own.map(sha256Source))]
  }
  if (problems.length)
    throw new InlineScriptError(
      `${problems.length} inline script problem${problems.length === 1 ? '' : 's'} (only the site's own inline scripts may run: ` +
        `the boot scripts of app/boot/registry.ts; content is sanitised by scripts/build/content/sanitize.ts):\n- ${problems.join('\n- ')}`,
    )
  return hashes
}
