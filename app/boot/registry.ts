/**
 * Every script that runs before hydration or outside React: the one list (README.md). Each entry
 * is a typed function of this folder, serialised into the page one way (serialise.ts), and the
 * build allows exactly these inline scripts (scripts/build/postbuild/inline-scripts.ts: the CSP hashes).
 */
import { afterFirstPaint } from './after-first-paint.ts'
import { stepCarouselBeforeItsCode } from './carousel-step.ts'
import { type DataFeederBoot, feedRouterStream } from './data-feeder.ts'
import { loadModulesAfterPaint, type ModuleLoaderBoot } from './module-loader.ts'
import {
  answerCarouselTaps,
  answerChipTaps,
  answerFormTaps,
  answerGalleryTaps,
  answerStepperTaps,
  answerThemeTaps,
  FORM_TAP_RULE,
  onTapBeforeHydration,
  TAP_RULE,
  type TapRule,
  type ThemeTapRule,
} from './taps.ts'
import { applyStoredTheme, type ThemeBoot } from './theme.ts'
import { runTypewriter, type TypewriterTiming, typewriterFrame } from './typewriter.ts'
import { startWebFonts, type WebFontsBoot } from './web-fonts.ts'

// biome-ignore lint/suspicious/noExplicitAny: a helper is any self-contained function
type Helper = (...args: any[]) => unknown

/** One boot script: `run(argument, ...helpers)`, the argument JSON, the helpers self-contained functions. */
export interface BootScript<A> {
  /** Named in the build's messages. */
  name: string
  /** Where it is written, and what writes it. */
  where: string
  /** When it runs. */
  runs: string
  /** In <head> (every page, in this order) or in <body>. */
  inHead: boolean
  run: (argument: A, ...helpers: never[]) => void
  helpers: readonly Helper[]
}

/** A boot script of any argument type. */
export type AnyBootScript = BootScript<never>

function bootScript<A, H extends Helper[]>(
  script: Omit<BootScript<A>, 'run' | 'helpers'> & { run: (argument: A, ...helpers: H) => void; helpers: H },
): BootScript<A> {
  return script as unknown as BootScript<A>
}

export const THEME = bootScript<ThemeBoot, []>({
  name: 'the theme',
  where: '<head>, app/root.tsx',
  runs: 'while the HTML is parsed, before the first paint',
  inHead: true,
  run: applyStoredTheme,
  helpers: [],
})

export const WEB_FONTS = bootScript<WebFontsBoot, [typeof afterFirstPaint]>({
  name: 'the web fonts and the manifest',
  where: '<head>, app/root.tsx',
  runs: 'before the first paint (fonts from the cache), then after it (manifest, font downloads)',
  inHead: true,
  run: startWebFonts,
  helpers: [afterFirstPaint],
})

export const THEME_TAPS = bootScript<ThemeTapRule, [typeof onTapBeforeHydration]>({
  name: 'the theme taps before hydration',
  where: '<head>, app/root.tsx',
  runs: 'before the first paint; answers taps until React takes each control over',
  inHead: true,
  run: answerThemeTaps,
  helpers: [onTapBeforeHydration],
})

/** The body's tap scripts (app/components/hydration/tap-script.tsx writes one after its control). */
const bodyTaps = <A>(name: string, run: (rule: A, on: typeof onTapBeforeHydration) => void) =>
  bootScript<A, [typeof onTapBeforeHydration]>({
    name: `the ${name} taps before hydration`,
    where: `right after the ${name}, <TapScript>`,
    runs: 'as soon as the control is parsed; answers taps until React takes it over',
    inHead: false,
    run,
    helpers: [onTapBeforeHydration],
  })

export const TAP_SCRIPTS = {
  form: bodyTaps('form', answerFormTaps),
  step: bodyTaps('stepper', answerStepperTaps),
  gallery: bodyTaps('gallery', answerGalleryTaps),
  chip: bodyTaps('filter chips', answerChipTaps),
  carousel: bootScript<TapRule, [typeof onTapBeforeHydration, typeof stepCarouselBeforeItsCode]>({
    name: 'the carousel taps before hydration',
    where: 'right after the carousel, <TapScript>',
    runs: 'as soon as the carousel is parsed; answers taps until React and embla take over',
    inHead: false,
    run: answerCarouselTaps,
    helpers: [onTapBeforeHydration, stepCarouselBeforeItsCode],
  }),
}

/** The argument each tap script is written with. */
export const TAP_RULES = {
  form: FORM_TAP_RULE,
  step: TAP_RULE,
  gallery: TAP_RULE,
  chip: TAP_RULE,
  carousel: TAP_RULE,
} satisfies Record<keyof typeof TAP_SCRIPTS, unknown>

export const TYPEWRITER = bootScript<TypewriterTiming, [typeof typewriterFrame]>({
  name: 'the typewriter',
  where: 'right after the typed line, app/components/effects/typewriter.tsx',
  runs: 'while the HTML is parsed, as soon as the line is',
  inHead: false,
  run: runTypewriter,
  helpers: [typewriterFrame],
})

export const DATA_FEEDER = bootScript<DataFeederBoot, []>({
  name: 'the data feeder',
  where: "end of <body>, where React Router's close() was, scripts/build/postbuild/stream-data.ts",
  runs: 'while the HTML is parsed, after the data chunks',
  inHead: false,
  run: feedRouterStream,
  helpers: [],
})

export const MODULE_LOADER = bootScript<ModuleLoaderBoot, [typeof afterFirstPaint]>({
  name: 'the deferred module loader',
  where: "in place of React Router's loader, scripts/build/postbuild/defer-hydration.ts",
  runs: 'after the HTML is parsed (a module script), then after the first paint: hydration',
  inHead: false,
  run: loadModulesAfterPaint,
  helpers: [afterFirstPaint],
})

/** Every boot script, in the order they run on a page. */
export const BOOT_SCRIPTS: readonly AnyBootScript[] = [
  THEME,
  WEB_FONTS,
  THEME_TAPS,
  TYPEWRITER,
  ...Object.values(TAP_SCRIPTS),
  DATA_FEEDER,
  MODULE_LOADER,
]
