/** What `npm run bench` (Lighthouse) prints: medians per page and build, the table, the targets missed. */

/** Targets for every measured page. */
export const TARGETS = {
  performance: 100,
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0.01,
  /** LCP(site) / LCP(floor copy). */
  lcpRatio: 1.05,
}

/** One Lighthouse run's figures. */
export interface Sample {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsGzipBytes: number
}

/** One page of one build: the medians of the site and of its copies. */
export interface Row {
  path: string
  /** The build's label; empty when one build is measured. */
  build: string
  site: Sample
  /** Left out when two builds are compared. */
  noJs?: Sample
  floor: Sample
  noJsRatio?: number
  floorRatio: number
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The median of each figure over runs (each figure on its own). */
export function medianSample(samples: Sample[]): Sample {
  return Object.fromEntries(
    (Object.keys(samples[0] as Sample) as (keyof Sample)[]).map((k) => [k, median(samples.map((s) => s[k]))]),
  ) as unknown as Sample
}

export function rowOf(
  path: string,
  build: string,
  runs: { site: Sample[]; noJs?: Sample[]; floor: Sample[] },
): Row {
  const site = medianSample(runs.site)
  const floor = medianSample(runs.floor)
  const noJs = runs.noJs?.length ? medianSample(runs.noJs) : undefined
  return {
    path,
    build,
    site,
    floor,
    floorRatio: site.lcpMs / floor.lcpMs,
    ...(noJs ? { noJs, noJsRatio: site.lcpMs / noJs.lcpMs } : {}),
  }
}

const ms = (n: number) => `${Math.round(n)} ms`

/** The printed table: a Build column when two builds are measured, the 0-JS columns when measured. */
export function lighthouseTable(rows: Row[]): string[][] {
  const compare = rows.some((r) => r.build)
  const noJs = rows.some((r) => r.noJs)
  return [
    [
      'Path',
      ...(compare ? ['Build'] : []),
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
      'JS gzip',
      ...(noJs ? ['LCP 0-JS', '÷ 0-JS'] : []),
      'LCP floor',
      '÷ floor',
      'TBT floor',
    ],
    ...rows.map((r) => [
      r.path,
      ...(compare ? [r.build] : []),
      String(r.site.performance),
      String(r.site.accessibility),
      String(r.site.bestPractices),
      String(r.site.seo),
      ms(r.site.lcpMs),
      ms(r.site.tbtMs),
      r.site.cls.toFixed(3),
      `${(r.site.jsGzipBytes / 1000).toFixed(1)} KB`,
      ...(noJs ? [r.noJs ? ms(r.noJs.lcpMs) : '–', r.noJsRatio ? `${r.noJsRatio.toFixed(2)}×` : '–'] : []),
      ms(r.floor.lcpMs),
      `${r.floorRatio.toFixed(2)}×`,
      ms(r.floor.tbtMs),
    ]),
  ]
}

/** Every target a row misses, named by page (and build, when two are measured). */
export function missedTargets(rows: Row[]): string[] {
  const missed: string[] = []
  for (const r of rows) {
    const page = r.build ? `${r.path} (${r.build})` : r.path
    if (r.site.performance < TARGETS.performance) missed.push(`${page}: Performance ${r.site.performance}`)
    if (r.site.seo < 100) missed.push(`${page}: SEO ${r.site.seo}`)
    if (r.site.accessibility < 100) missed.push(`${page}: Accessibility ${r.site.accessibility}`)
    if (r.site.bestPractices < 100) {
      // The contact page embeds the form provider, which cannot be reached from an offline machine.
      const offline = r.path === '/contact' ? ' (form provider unreachable offline?)' : ''
      missed.push(`${page}: Best Practices ${r.site.bestPractices}${offline}`)
    }
    if (r.site.lcpMs > TARGETS.lcpMs) missed.push(`${page}: LCP ${ms(r.site.lcpMs)}`)
    if (r.site.tbtMs > TARGETS.tbtMs) missed.push(`${page}: TBT ${ms(r.site.tbtMs)}`)
    if (r.site.cls > TARGETS.cls) missed.push(`${page}: CLS ${r.site.cls.toFixed(3)}`)
    if (r.floorRatio > TARGETS.lcpRatio) missed.push(`${page}: LCP ${r.floorRatio.toFixed(2)}× the floor`)
  }
  return missed
}
