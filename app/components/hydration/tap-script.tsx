import type { TAP_SCRIPTS } from '#app/boot/registry.ts'

type TapKind = keyof typeof TAP_SCRIPTS

/**
 * Every tap script's code, built once in the prerender build; none in the browser bundle. (Read from
 * Vite's `import.meta.env`: a browser test must not import a module that renders <TapScript>.)
 */
const SOURCES: Partial<Record<TapKind, string>> = import.meta.env.SSR
  ? await (async () => {
      const { tapScript } = await import('#app/boot/serialise.ts')
      const kinds: TapKind[] = ['form', 'step', 'gallery', 'chip', 'carousel']
      return Object.fromEntries(kinds.map((kind) => [kind, tapScript(kind)]))
    })()
  : {}

/**
 * Written right after a control that must answer taps before hydration (app/boot/taps.ts): the
 * handler for its kind, added once a page. Prerendered with its code; in the browser bundle empty
 * (React does not rewrite it when hydrating).
 */
export function TapScript({ kind }: { kind: TapKind }) {
  return (
    <script
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a boot script of our own (app/boot/registry.ts)
      dangerouslySetInnerHTML={{ __html: SOURCES[kind] ?? '' }}
      suppressHydrationWarning
    />
  )
}
