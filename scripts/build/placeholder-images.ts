/**
 * `npm run placeholder-images`: draws the placeholder photos (abstract, soft: water, light, leaves) as SVG and
 * writes AVIF + WebP at each variant width into public/. The owner replaces them with real photos
 * of the same names and sizes. Each area lists its images in scripts/build/placeholders/<area>.ts.
 */
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { variantUrl, variantWidths } from '#core/lib/images.ts'
import type {
  PALETTES as PALETTE_NAMES,
  PlaceholderImage,
  SCENES,
} from '#scripts/build/placeholders/types.ts'

type Scene = (typeof SCENES)[number]

import { drawPortrait, PORTRAIT_COLOURS } from '#scripts/build/placeholder-portrait.ts'
import { projectRoot } from '#scripts/project-root.ts'

const PALETTES: Record<(typeof PALETTE_NAMES)[number], string[]> = {
  water: ['#dcebf0', '#9cc9d3', '#4f8fa0', '#1b5a66', '#f4efe6'],
  light: ['#fbf3e2', '#f1d9a8', '#e0b56e', '#c98f4e', '#fff8ec'],
  leaves: ['#e6efe4', '#b9d2b4', '#7ea88a', '#3f6f5a', '#f3f1e8'],
  dusk: ['#e9e6f2', '#c3c1e0', '#8f95c8', '#4f5d93', '#f6eee9'],
  // Warm sand stones under a pale morning sky: the old greige stones read as a grey picture, and
  // the dark theme's dimming made them greyer still.
  stone: ['#f1e6d4', '#dcc6a6', '#bb9670', '#7a5b42', '#e4edef'],
  // Three more families, so neighbouring pages never show the same colours.
  rose: ['#f7e7e3', '#ebbdb4', '#c98b86', '#7f4a57', '#fdf1ea'],
  mist: ['#e3ecf1', '#b5cbd8', '#7a9db3', '#3c5f77', '#f3f6f4'],
  moss: ['#eef0da', '#ced79f', '#96a75c', '#52663a', '#f8f5e6'],
}

/** `#rrggbb` a, moved a fraction `t` of the way towards b. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Small deterministic PRNG so the same name always draws the same picture. */
function random(seed: string): () => number {
  let h = 2166136261
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    h ^= h >>> 16
    return (h >>> 0) / 4294967296
  }
}

const f = (n: number) => n.toFixed(0)

/** A smooth ridge across the frame: `points` heights (0–1 of the height) joined by cubic curves. */
function ridge(width: number, height: number, points: number[], fill: string, opacity = 1): string {
  const step = width / (points.length - 1)
  const xy = points.map((p, i) => [i * step, p * height] as const)
  let d = `M0 ${f(xy[0]![1])}`
  for (let i = 1; i < xy.length; i++) {
    const [x0, y0] = xy[i - 1]!
    const [x1, y1] = xy[i]!
    d += ` C ${f(x0 + step / 2)} ${f(y0)}, ${f(x1 - step / 2)} ${f(y1)}, ${f(x1)} ${f(y1)}`
  }
  return `<path d="${d} L ${width} ${height} L 0 ${height} Z" fill="${fill}" opacity="${opacity}"/>`
}

/** A leaf on its stem: a pointed ellipse rotated by `angle` degrees around its base. */
function leaf(x: number, y: number, length: number, angle: number, fill: string): string {
  const w = length * 0.36
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0 C ${f(w)} ${f(-length * 0.3)}, ${f(w)} ${f(-length * 0.75)}, 0 ${f(-length)} C ${f(-w)} ${f(-length * 0.75)}, ${f(-w)} ${f(-length * 0.3)}, 0 0 Z" fill="${fill}"/><path d="M0 0 L0 ${f(-length * 0.92)}" stroke="#fff" stroke-opacity=".35" stroke-width="${f(Math.max(2, length / 40))}"/></g>`
}

/** What an image shows: its own scene, else its palette's (sea for water, stones, leaves, hills). */
export function sceneOf({ palette, scene }: Pick<PlaceholderImage, 'palette' | 'scene'>): Scene {
  return (
    scene ??
    (palette === 'water' ? 'sea' : palette === 'stone' ? 'stones' : palette === 'leaves' ? 'leaves' : 'hills')
  )
}

/**
 * Placeholder art as a calm, flat illustration (a sky, a sun or moon, layered hills or water, and
 * for some palettes leaves or stones in front; for the articles one object each), drawn from the
 * image's name so the same name always draws the same picture. The portraits are an illustrated
 * woman (scripts/build/placeholder-portrait.ts): unmistakably a drawing standing in for the
 * practitioner's photo.
 */
export function drawSvg({
  path: name,
  width,
  height,
  palette,
  scene: chosen,
  portrait,
  calm,
}: PlaceholderImage): string {
  if (portrait) return drawPortrait(width, height, PORTRAIT_COLOURS[portrait])
  const [pale, soft, mid, darkest, sky] = PALETTES[palette] as [string, string, string, string, string]
  // A calm picture keeps to the palette's lighter half: its nearest layer half-way to the middle tone.
  const deep = calm ? mix(darkest, mid, 0.5) : darkest
  const rnd = random(name)
  const jitter = (base: number, spread: number) => base + (rnd() - 0.5) * spread
  const min = Math.min(width, height)
  // The sky takes a tint of the palette at its top: a near-white sky turned a grey veil once the
  // dark theme dimmed it.
  const zenith = mix(sky, soft, 0.45)
  const defs = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${zenith}"/><stop offset="1" stop-color="${pale}"/></linearGradient></defs>`
  const background = `<rect width="100%" height="100%" fill="url(#sky)"/>`
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${background}`

  const sunX = jitter(0.68, 0.3) * width
  const sunY = jitter(0.3, 0.12) * height
  const sunR = jitter(0.11, 0.04) * min
  const sun = calm
    ? // Low, small and warm, no halo: a light in the scene, not a white disc staring out of it.
      `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 0.7)}" fill="${mix(pale, '#f3d9a4', 0.6)}" opacity=".9"/>`
    : palette === 'dusk'
      ? `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 0.8)}" fill="#fff" opacity=".8"/>${Array.from({ length: 5 }, () => `<circle cx="${f(rnd() * width)}" cy="${f(rnd() * height * 0.35)}" r="${f(Math.max(2, min / 220))}" fill="#fff" opacity=".7"/>`).join('')}`
      : `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 1.7)}" fill="#fff" opacity=".28"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="${palette === 'light' ? mid : '#fff'}" opacity="${palette === 'light' ? '.75' : '.85'}"/>`

  const kind = sceneOf({ palette, scene: chosen })
  /** Layered ridges from the back to the front, each drawn around its base height. */
  const ridges = (
    layers: { base: number; fill: string; opacity: number; points?: number; spread?: number }[],
  ) =>
    layers
      .map(({ base, fill, opacity, points = 5, spread = 0.12 }) =>
        ridge(
          width,
          height,
          Array.from({ length: points }, () => jitter(base, spread)),
          fill,
          opacity,
        ),
      )
      .join('')
  let scene: string
  if (kind === 'sea') {
    const horizon = jitter(0.56, 0.08)
    const far = ridge(
      width,
      height,
      [horizon - 0.08, horizon - 0.13, horizon - 0.05, horizon - 0.02, horizon],
      soft,
      0.9,
    )
    const sea = `<rect y="${f(horizon * height)}" width="${width}" height="${f((1 - horizon) * height)}" fill="${mid}" opacity=".55"/>`
    const bands = Array.from({ length: 4 }, (_, i) => {
      const y = horizon + (i + 1) * ((1 - horizon) / 5)
      return ridge(
        width,
        height,
        [y, y - 0.015, y + 0.01, y - 0.01, y + 0.005, y],
        i % 2 ? deep : mid,
        0.22 + i * 0.12,
      )
    }).join('')
    const glint = `<rect x="${f(sunX - sunR * 0.6)}" y="${f(horizon * height + 6)}" width="${f(sunR * 1.2)}" height="${f(min / 90 + 2)}" rx="2" fill="#fff" opacity=".6"/><rect x="${f(sunX - sunR * 0.35)}" y="${f(horizon * height + min / 30)}" width="${f(sunR * 0.7)}" height="${f(min / 110 + 2)}" rx="2" fill="#fff" opacity=".45"/>`
    scene = `${far}${sea}${bands}${glint}`
  } else if (kind === 'stones') {
    const ground = ridge(width, height, [0.72, 0.7, 0.74, 0.71, 0.73], soft)
    const cx = jitter(0.34, 0.16) * width
    let y = height * 0.76
    const stones = [0.2, 0.16, 0.12, 0.085].map((size, i) => {
      const rx = size * min
      const ry = rx * 0.48
      y -= ry * (i === 0 ? 0.7 : 1.55)
      const shade = [deep, mid, soft, mid][i]!
      return `<ellipse cx="${f(cx + (rnd() - 0.5) * rx * 0.25)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${shade}"/>`
    })
    const pebbles = Array.from({ length: 3 }, () => {
      const rx = (0.03 + rnd() * 0.03) * min
      return `<ellipse cx="${f(width * (0.6 + rnd() * 0.35))}" cy="${f(height * (0.82 + rnd() * 0.1))}" rx="${f(rx)}" ry="${f(rx * 0.55)}" fill="${mid}" opacity=".8"/>`
    }).join('')
    scene = `${ground}<ellipse cx="${f(cx)}" cy="${f(height * 0.77)}" rx="${f(min * 0.24)}" ry="${f(min * 0.03)}" fill="${deep}" opacity=".18"/>${stones.join('')}${pebbles}`
  } else if (kind === 'lake') {
    // Still water under far hills, the sun mirrored in it, reeds at the near shore.
    const horizon = jitter(0.6, 0.06)
    const hills = ridges([
      { base: horizon - 0.12, fill: soft, opacity: 0.85, points: 6 },
      { base: horizon - 0.04, fill: mid, opacity: 0.7, points: 6, spread: 0.06 },
    ])
    const water = `<rect y="${f(horizon * height)}" width="${width}" height="${f((1 - horizon) * height)}" fill="${soft}"/><rect y="${f(horizon * height)}" width="${width}" height="${f((1 - horizon) * height)}" fill="${mid}" opacity=".4"/>`
    const mirror = Array.from(
      { length: 4 },
      (_, i) =>
        `<rect x="${f(sunX - sunR * (0.9 - i * 0.18))}" y="${f(horizon * height + ((i + 1) * (1 - horizon) * height) / 6)}" width="${f(sunR * (1.8 - i * 0.36))}" height="${f(min / 120 + 2)}" rx="2" fill="#fff" opacity="${(0.55 - i * 0.1).toFixed(2)}"/>`,
    ).join('')
    const reeds = Array.from({ length: 7 }, (_, i) => {
      const x = width * (0.04 + i * 0.025 + rnd() * 0.01)
      const top = height * (0.66 + rnd() * 0.14)
      return `<path d="M${f(x)} ${height} Q ${f(x + width * 0.01)} ${f((top + height) / 2)} ${f(x + width * (rnd() * 0.03 - 0.01))} ${f(top)}" stroke="${deep}" stroke-width="${f(Math.max(2, min / 150))}" fill="none" stroke-linecap="round"/>`
    }).join('')
    scene = `${hills}${water}${mirror}${reeds}`
  } else if (kind === 'tree') {
    // One round tree on a rise, to the left of the sun.
    const back = ridges([
      { base: 0.6, fill: soft, opacity: 0.8 },
      { base: 0.72, fill: mid, opacity: 0.7 },
    ])
    const tx = jitter(0.26, 0.1) * width
    const ground = height * 0.8
    const trunk = `<rect x="${f(tx - min * 0.02)}" y="${f(ground - min * 0.3)}" width="${f(min * 0.04)}" height="${f(min * 0.32)}" rx="${f(min * 0.01)}" fill="${deep}"/>`
    const canopy = [
      [0, -0.42, 0.17, mid, 0.95],
      [-0.11, -0.33, 0.12, deep, 0.75],
      [0.12, -0.34, 0.13, deep, 0.7],
      [0.02, -0.5, 0.11, soft, 0.6],
    ]
      .map(
        ([dx, dy, r, fill, opacity]) =>
          `<circle cx="${f(tx + (dx as number) * min)}" cy="${f(ground + (dy as number) * min)}" r="${f((r as number) * min)}" fill="${fill}" opacity="${opacity}"/>`,
      )
      .join('')
    const front = ridges([{ base: 0.84, fill: deep, opacity: 0.75, spread: 0.06 }])
    scene = `${back}${trunk}${canopy}${front}`
  } else if (kind === 'dunes') {
    // Broad swells (three points a ridge) with a light crest line on each.
    const swell = (base: number, fill: string, opacity: number) => {
      const points = Array.from({ length: 3 }, () => jitter(base, 0.16))
      const crest = ridge(width, height, points, '#fff', 0.3)
      const body = ridge(
        width,
        height,
        points.map((p) => p + 0.012),
        fill,
        opacity,
      )
      return `${crest}${body}`
    }
    scene = `${swell(0.56, soft, 0.95)}${swell(0.7, mid, 0.85)}${swell(0.85, deep, 0.7)}`
  } else if (kind === 'path') {
    // A path winding from the near edge to the hills.
    const land = ridges([
      { base: 0.55, fill: soft, opacity: 0.85 },
      { base: 0.66, fill: mid, opacity: 0.75 },
      { base: 0.74, fill: deep, opacity: 0.55, spread: 0.04 },
    ])
    const x = (k: number) => f(k * width)
    const y = (k: number) => f(k * height)
    const d = `M${x(0.3)} ${height} C ${x(0.4)} ${y(0.88)}, ${x(0.64)} ${y(0.8)}, ${x(0.56)} ${y(0.72)} C ${x(0.52)} ${y(0.68)}, ${x(0.57)} ${y(0.64)}, ${x(0.6)} ${y(0.62)} L ${x(0.615)} ${y(0.62)} C ${x(0.6)} ${y(0.65)}, ${x(0.58)} ${y(0.68)}, ${x(0.63)} ${y(0.73)} C ${x(0.73)} ${y(0.81)}, ${x(0.64)} ${y(0.9)}, ${x(0.7)} ${height} Z`
    scene = `${land}<path d="${d}" fill="${pale}" opacity=".9"/>`
  } else if (kind === 'tea') {
    // A cup of tea on a table, its steam curling up, under a soft window light.
    const table = `<rect y="${f(height * 0.72)}" width="${width}" height="${f(height * 0.28)}" fill="${mid}"/><rect y="${f(height * 0.72)}" width="${width}" height="${f(min * 0.02)}" fill="${deep}" opacity=".35"/>`
    const cx = width * 0.6
    const rim = height * 0.5
    const r = min * 0.2
    const saucer = `<ellipse cx="${f(cx)}" cy="${f(height * 0.78)}" rx="${f(r * 1.55)}" ry="${f(r * 0.22)}" fill="${pale}"/><ellipse cx="${f(cx)}" cy="${f(height * 0.775)}" rx="${f(r * 0.9)}" ry="${f(r * 0.1)}" fill="${soft}"/>`
    const handle = `<circle cx="${f(cx + r * 1.02)}" cy="${f(rim + r * 0.42)}" r="${f(r * 0.3)}" fill="none" stroke="${deep}" stroke-width="${f(r * 0.13)}"/>`
    const cup = `<path d="M${f(cx - r)} ${f(rim)} H ${f(cx + r)} C ${f(cx + r)} ${f(rim + r * 0.95)}, ${f(cx + r * 0.55)} ${f(rim + r * 1.3)}, ${f(cx)} ${f(rim + r * 1.3)} C ${f(cx - r * 0.55)} ${f(rim + r * 1.3)}, ${f(cx - r)} ${f(rim + r * 0.95)}, ${f(cx - r)} ${f(rim)} Z" fill="${deep}"/><ellipse cx="${f(cx)}" cy="${f(rim)}" rx="${f(r)}" ry="${f(r * 0.16)}" fill="${soft}"/>`
    const steam = [-0.4, 0, 0.4]
      .map((dx, i) => {
        const x = cx + dx * r
        const top = rim - r * (1.15 + (i % 2) * 0.25)
        return `<path d="M${f(x)} ${f(rim - r * 0.2)} C ${f(x - r * 0.25)} ${f(rim - r * 0.45)}, ${f(x + r * 0.25)} ${f(rim - r * 0.7)}, ${f(x)} ${f(rim - r * 0.9)} S ${f(x + r * 0.1)} ${f(top + r * 0.1)}, ${f(x)} ${f(top)}" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="${f(min / 70)}" stroke-linecap="round"/>`
      })
      .join('')
    scene = `${table}${saucer}${handle}${cup}${steam}`
  } else if (kind === 'sway') {
    // A light moving slowly from side to side along an arc above still hills, its trail fading.
    const land = ridges([
      { base: 0.72, fill: soft, opacity: 0.9, spread: 0.06 },
      { base: 0.84, fill: mid, opacity: 0.8, spread: 0.05 },
    ])
    const ground = `<rect y="${f(height * 0.92)}" width="${width}" height="${f(height * 0.08)}" fill="${deep}" opacity=".6"/>`
    const at = (t: number) =>
      [width * (0.2 + 0.6 * t), height * (0.52 - Math.sin(Math.PI * t) * 0.26)] as const
    const arc = `<path d="M${f(at(0)[0])} ${f(at(0)[1])} Q ${f(width / 2)} ${f(height * 0)} ${f(at(1)[0])} ${f(at(1)[1])}" fill="none" stroke="${mid}" stroke-width="${f(min / 160 + 1)}" stroke-dasharray="2 ${f(min / 40)}" stroke-linecap="round" opacity=".8"/>`
    const trail = [0.5, 0.6, 0.7]
      .map((t, i) => {
        const [x, y] = at(t)
        return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(min * (0.018 + i * 0.008))}" fill="${mid}" opacity="${(0.25 + i * 0.15).toFixed(2)}"/>`
      })
      .join('')
    const [lx, ly] = at(0.82)
    const light = `<circle cx="${f(lx)}" cy="${f(ly)}" r="${f(min * 0.1)}" fill="#fff" opacity=".45"/><circle cx="${f(lx)}" cy="${f(ly)}" r="${f(min * 0.05)}" fill="${deep}"/>`
    scene = `${land}${ground}${arc}${trail}${light}`
  } else if (kind === 'sprig') {
    // One stem rising from the ground, its leaves still on, two let go and drifting.
    const ground = ridges([{ base: 0.86, fill: mid, opacity: 0.85, points: 4, spread: 0.04 }])
    const x = width * 0.58
    const stem = `<path d="M${f(x)} ${height} C ${f(x + min * 0.05)} ${f(height * 0.7)}, ${f(x - min * 0.08)} ${f(height * 0.45)}, ${f(x + min * 0.02)} ${f(height * 0.18)}" fill="none" stroke="${deep}" stroke-width="${f(min / 90 + 2)}" stroke-linecap="round"/>`
    const leaves = [
      leaf(x + min * 0.02, height * 0.8, min * 0.2, 55, deep),
      leaf(x + min * 0.005, height * 0.66, min * 0.18, -60, mid),
      leaf(x - min * 0.03, height * 0.5, min * 0.17, 50, deep),
      leaf(x - min * 0.02, height * 0.36, min * 0.14, -50, mid),
      leaf(x + min * 0.02, height * 0.19, min * 0.11, 10, deep),
    ].join('')
    const falling = [
      leaf(width * 0.78, height * 0.42, min * 0.1, 120, mid),
      leaf(width * 0.84, height * 0.7, min * 0.09, 200, deep),
    ].join('')
    scene = `${ground}${stem}${leaves}<g opacity=".8">${falling}</g>`
  } else if (kind === 'moon') {
    // A crescent moon and a few stars over sleeping water.
    const mx = width * 0.66
    const my = height * 0.3
    const r = min * 0.13
    // An evening sky, deeper than the day's, so the pale crescent (a disc with a bite masked
    // out) shows.
    const night = `<defs><linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${soft}"/></linearGradient><mask id="bite"><rect width="100%" height="100%" fill="#fff"/><circle cx="${f(mx + r * 0.45)}" cy="${f(my - r * 0.2)}" r="${f(r * 0.85)}" fill="#000"/></mask></defs><rect width="100%" height="100%" fill="url(#night)"/>`
    const moon = `${night}<circle cx="${f(mx)}" cy="${f(my)}" r="${f(r * 1.9)}" fill="#fff" opacity=".12"/><circle cx="${f(mx)}" cy="${f(my)}" r="${f(r)}" fill="${pale}" mask="url(#bite)"/>`
    const stars = Array.from(
      { length: 7 },
      () =>
        `<circle cx="${f(width * (0.1 + rnd() * 0.85))}" cy="${f(height * (0.06 + rnd() * 0.4))}" r="${f(Math.max(2, min / 180))}" fill="#fff" opacity=".8"/>`,
    ).join('')
    const hills = ridges([{ base: 0.6, fill: deep, opacity: 0.6, points: 4, spread: 0.08 }])
    const water = `<rect y="${f(height * 0.68)}" width="${width}" height="${f(height * 0.32)}" fill="${deep}"/>`
    const glints = Array.from(
      { length: 3 },
      (_, i) =>
        `<rect x="${f(mx - r * (0.8 - i * 0.2))}" y="${f(height * (0.74 + i * 0.07))}" width="${f(r * (1.6 - i * 0.4))}" height="${f(min / 120 + 2)}" rx="2" fill="${pale}" opacity="${(0.5 - i * 0.12).toFixed(2)}"/>`,
    ).join('')
    scene = `${moon}${stars}${hills}${water}${glints}`
  } else {
    const layers = ridges([
      { base: 0.55, fill: soft, opacity: 0.8 },
      { base: 0.66, fill: mid, opacity: 0.75 },
      { base: 0.8, fill: deep, opacity: 0.7 },
    ])
    const leaves =
      kind === 'leaves'
        ? [
            leaf(width * 0.08, height, min * 0.42, 18, deep),
            leaf(width * 0.05, height, min * 0.3, -22, mid),
            leaf(width * 0.93, height, min * 0.36, -16, deep),
          ].join('')
        : ''
    scene = `${layers}${leaves}`
  }
  // The objects bring their own light (the moon, the moving light) or none (the cup, the stem).
  const lit = !['tea', 'sway', 'sprig', 'moon'].includes(kind)
  return `${open}${lit ? sun : ''}${scene}</svg>`
}

/** Every placeholder the areas list (scripts/build/placeholders/<area>.ts). */
export async function placeholderImages(): Promise<PlaceholderImage[]> {
  const dir = path.join(import.meta.dirname, 'placeholders')
  const images: PlaceholderImage[] = []
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'types.ts')) {
    const mod = (await import(path.join(dir, file))) as { images: PlaceholderImage[] }
    images.push(...mod.images)
  }
  return images
}

async function main() {
  const images = await placeholderImages()
  let written = 0
  for (const image of images) {
    const svg = Buffer.from(drawSvg(image))
    mkdirSync(path.dirname(path.join(projectRoot, 'public', image.path)), { recursive: true })
    // The encoder's slowest effort: flat art comes out a tenth smaller. The portrait is the home
    // page's largest picture (its LCP on a wide screen): its flat shapes hold at a lower quality
    // with half-resolution colour, which keeps a drawn face within the bytes of the old silhouette.
    const avif = image.portrait
      ? { quality: 28, chromaSubsampling: '4:2:0', effort: 9 }
      : { quality: 50, effort: 9 }
    const webp = image.portrait ? { quality: 30, smartSubsample: true } : { quality: 72 }
    for (const w of variantWidths(image.width)) {
      const h = Math.round((image.height * w) / image.width)
      const resized = sharp(svg).resize(w, h)
      await resized
        .clone()
        .avif(avif)
        .toFile(path.join(projectRoot, 'public', variantUrl(image.path, w, 'avif')))
      await resized
        .clone()
        .webp(webp)
        .toFile(path.join(projectRoot, 'public', variantUrl(image.path, w, 'webp')))
      written += 2
    }
  }
  console.info(`images: ${images.length} placeholders, ${written} files written`)
}

if (import.meta.main) await main()
