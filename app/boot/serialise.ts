/**
 * The one way a boot script reaches the page: `(run)(argument, ...helpers)`, from the functions'
 * own source (Function.prototype.toString), minified by Vite's minifier. The rules it relies on
 * (README.md, "Rules"):
 * - A boot function uses nothing from outside its own body but its argument and its helpers (the
 *   minified text shows any other name; the check below refuses a module import).
 * - The text is the same whichever compiler produced the function (Node's type stripping in the
 *   postbuild, Vite's build in the prerender, Vitest): minifying parses and prints it one way.
 * - The argument is JSON with `<` never raw (`\u003c`), so no `</script>` or `<!--` can end or
 *   change the element; the code is checked for both.
 * Node only (the prerender and the build scripts): the browser bundle never imports it.
 */
import { minifySync } from 'vite'
import {
  type AnyBootScript,
  type BootScript,
  TAP_RULES,
  TAP_SCRIPTS,
  THEME,
  THEME_TAPS,
  TYPEWRITER,
  WEB_FONTS,
} from './registry.ts'
import { HYDRATION_FORCING_EVENTS, TAP_RULE, type ThemeTapRule } from './taps.ts'
import { THEME_BOOT } from './theme.ts'

/** The theme's tap handler reads and stores the choice as the theme script does. */
const THEME_TAP_RULE: ThemeTapRule = {
  ...TAP_RULE,
  themeKey: THEME_BOOT.storageKey,
  darkQuery: THEME_BOOT.darkQuery,
  held: HYDRATION_FORCING_EVENTS,
}

import { TYPEWRITER_TIMING } from './typewriter.ts'
import type { WebFontsBoot } from './web-fonts.ts'

/** JSON that is safe inside a <script> element: `<` never raw. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}

export class BootScriptError extends Error {
  override name = 'BootScriptError'
}

const PLACEHOLDER = '__bootArgument__'
/** Vite's module runner (Vitest, `npm run dev`) renames `import(` in a function's text. */
const RUNNER_IMPORT = /__vite_ssr_dynamic_import__\(/g

const code = new Map<AnyBootScript, { before: string; after: string }>()

/** The minified code around the argument: `before + JSON + after` is the script. */
function codeOf(script: AnyBootScript): { before: string; after: string } {
  const known = code.get(script)
  if (known) return known
  const source = `(${script.run})(${[PLACEHOLDER, ...script.helpers.map(String)].join(',')})`.replace(
    RUNNER_IMPORT,
    'import(',
  )
  const { code: minified, errors } = minifySync('boot.js', source, {})
  if (errors.length) throw new BootScriptError(`${script.name}: ${errors.map((e) => e.message).join('; ')}`)
  const text = minified.trim().replace(/;$/, '')
  const parts = text.split(PLACEHOLDER)
  if (parts.length !== 2)
    throw new BootScriptError(`${script.name}: the argument must be used exactly once (README.md, rules)`)
  if (/__vite_ssr_|__vi_/.test(text))
    throw new BootScriptError(`${script.name}: it uses a module import; a boot function is self-contained`)
  if (/<\/script|<!--/i.test(text))
    throw new BootScriptError(`${script.name}: its code contains "</script" or "<!--"`)
  const found = { before: parts[0] ?? '', after: parts[1] ?? '' }
  code.set(script, found)
  return found
}

/** The script text of `script` with `argument`. */
export function bootScriptSource<A>(script: BootScript<A>, argument: A): string {
  const { before, after } = codeOf(script)
  return `${before}${jsonForScript(argument)}${after}`
}

/** Whether `body` is `script` (its exact code) with a JSON argument. */
export function isBootScript(script: AnyBootScript, body: string): boolean {
  const { before, after } = codeOf(script)
  if (body.length < before.length + after.length || !body.startsWith(before) || !body.endsWith(after))
    return false
  const json = body.slice(before.length, body.length - after.length)
  if (json.includes('<')) return false
  try {
    JSON.parse(json)
    return true
  } catch {
    return false
  }
}

/** The <head> boot scripts of every page, in order (app/root.tsx); `webFonts` has Vite's font URLs. */
export function headScripts(webFonts: WebFontsBoot): { name: string; source: string }[] {
  return [
    { name: THEME.name, source: bootScriptSource(THEME, THEME_BOOT) },
    { name: WEB_FONTS.name, source: bootScriptSource(WEB_FONTS, webFonts) },
    { name: THEME_TAPS.name, source: bootScriptSource(THEME_TAPS, THEME_TAP_RULE) },
  ]
}

/** The typewriter's boot script (app/components/effects/typewriter.tsx). */
export const typewriterScript = () => bootScriptSource(TYPEWRITER, TYPEWRITER_TIMING)

/** The tap script written right after a control of `kind` (app/components/hydration/tap-script.tsx). */
export const tapScript = (kind: keyof typeof TAP_SCRIPTS) =>
  bootScriptSource(TAP_SCRIPTS[kind] as BootScript<unknown>, TAP_RULES[kind])
