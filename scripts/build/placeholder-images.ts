/**
 * `npm run placeholder-images`: draws the placeholder photos (abstract, soft: water, light, leaves) as SVG and
 * writes AVIF + WebP at each variant width into public/. The owner replaces them with real photos
 * of the same names and sizes. Each area lists its images in scripts/build/placeholders/<area>.ts.
 */
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { variantUrl, variantWidths } from '#app/lib/images.ts'
import type { PlaceholderImage } from '#scripts/build/placeholders/types.ts'
import { projectRoot } from '#scripts/project-root.ts'

const PALETTES: Record<PlaceholderImage['palette'], string[]> = {
  water: ['#dcebf0', '#9cc9d3', '#4f8fa0', '#1b5a66', '#f4efe6'],
  light: ['#fbf3e2', '#f1d9a8', '#e0b56e', '#c98f4e', '#fff8ec'],
  leaves: ['#e6efe4', '#b9d2b4', '#7ea88a', '#3f6f5a', '#f3f1e8'],
  dusk: ['#e9e6f2', '#c3c1e0', '#8f95c8', '#4f5d93', '#f6eee9'],
  stone: ['#efebe4', '#d6cfc3', '#b3a898', '#7d7466', '#faf7f2'],
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

export function drawSvg({ path: name, width, height, palette }: PlaceholderImage): string {
  const colors = PALETTES[palette]
  const rnd = random(name)
  const pick = () => colors[Math.floor(rnd() * 4)]!
  const blobs = Array.from({ length: 7 }, () => {
    const cx = rnd() * width
    const cy = rnd() * height
    const rx = (0.25 + rnd() * 0.45) * width
    const ry = (0.2 + rnd() * 0.4) * height
    return `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="${pick()}" opacity="${(0.35 + rnd() * 0.4).toFixed(2)}"/>`
  }).join('')
  const waves = Array.from({ length: 3 }, (_, i) => {
    const y = height * (0.55 + i * 0.14)
    const a = height * (0.04 + rnd() * 0.05)
    return `<path d="M0 ${y.toFixed(0)} C ${(width * 0.3).toFixed(0)} ${(y - a).toFixed(0)}, ${(width * 0.6).toFixed(0)} ${(y + a).toFixed(0)}, ${width} ${(y - a / 2).toFixed(0)} L ${width} ${height} L 0 ${height} Z" fill="${colors[3]}" opacity="${(0.12 + i * 0.08).toFixed(2)}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><filter id="b"><feGaussianBlur stdDeviation="${(Math.min(width, height) / 14).toFixed(0)}"/></filter><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors[4]}"/><stop offset="1" stop-color="${colors[0]}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#b)">${blobs}</g>${waves}</svg>`
}

async function main() {
  const dir = path.join(import.meta.dirname, 'placeholders')
  const images: PlaceholderImage[] = []
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'types.ts')) {
    const mod = (await import(path.join(dir, file))) as { images: PlaceholderImage[] }
    images.push(...mod.images)
  }
  let written = 0
  for (const image of images) {
    const svg = Buffer.from(drawSvg(image))
    mkdirSync(path.dirname(path.join(projectRoot, 'public', image.path)), { recursive: true })
    for (const w of variantWidths(image.width)) {
      const h = Math.round((image.height * w) / image.width)
      const resized = sharp(svg).resize(w, h)
      await resized
        .clone()
        .avif({ quality: 50 })
        .toFile(path.join(projectRoot, 'public', variantUrl(image.path, w, 'avif')))
      await resized
        .clone()
        .webp({ quality: 72 })
        .toFile(path.join(projectRoot, 'public', variantUrl(image.path, w, 'webp')))
      written += 2
    }
  }
  console.info(`images: ${images.length} placeholders, ${written} files written`)
}

await main()
