/**
 * The practitioner's sample portrait (scripts/build/placeholder-images.ts): a flat editorial
 * illustration of a woman, shoulders up, smiling, under an arch, drawn at 960 × 1200 and scaled.
 * Clearly a drawing (no photo would be mistaken for her), and clearly the practice's colours; the
 * owner replaces it with her photo of the same name and size.
 */

import type { PlaceholderImage } from '#scripts/build/placeholders/types.ts'

/** The colours of one portrait: its background and her clothes; her face and hair stay hers. */
export interface PortraitColours {
  /** Background and the arch behind her. */
  wall: string
  arch: string
  /** Her cardigan and its shadow, and the top under it. */
  cardigan: string
  cardiganShade: string
  top: string
}

export const PORTRAIT_COLOURS = {
  // The home hero, /about, the press kit and the article's author: sage wall, sand arch, her
  // cardigan in the site's deep teal.
  shared: {
    wall: '#e3ece4',
    arch: '#f4e7cf',
    cardigan: '#1f6470',
    cardiganShade: '#174d57',
    top: '#f7efe1',
  },
  // /speaking: the same woman in a warm mustard cardigan against a dusk-lilac wall.
  speaking: {
    wall: '#e6e3f1',
    arch: '#f6e6dc',
    cardigan: '#b9863f',
    cardiganShade: '#98692c',
    top: '#fbf4ea',
  },
} as const satisfies Record<NonNullable<PlaceholderImage['portrait']>, PortraitColours>

const SKIN = '#eab894'
const SKIN_SHADE = '#d59c78'
const HAIR = '#5b3a2e'
const FEATURE = '#4a2f28'
const LIPS = '#bf6656'
const CHEEK = '#ef9c86'
const GOLD = '#c99a3e'

export function drawPortrait(width: number, height: number, c: PortraitColours): string {
  const parts = [
    `<rect width="960" height="1200" fill="${c.wall}"/>`,
    // The arch behind her head.
    `<path d="M175 1200V470a305 305 0 0 1 610 0v730z" fill="${c.arch}"/>`,
    // Hair behind her head and shoulders: a soft shoulder-length bob.
    `<path d="M300 790c-40-150-45-330 20-430 60-90 260-110 340-10 75 95 70 290 30 440-60 25-330 30-390 0z" fill="${HAIR}"/>`,
    // Neck, with the shadow under the chin.
    `<path d="M428 600h104v160H428z" fill="${SKIN}"/>`,
    `<path d="M428 640c30 30 74 30 104 0v-40H428z" fill="${SKIN_SHADE}"/>`,
    // Shoulders: the cardigan, open at the neck over a light top.
    `<path d="M120 1200c5-200 30-300 130-340 80-30 160-50 185-105h90c25 55 105 75 185 105 100 40 125 140 130 340z" fill="${c.cardigan}"/>`,
    `<path d="M405 760l75 200 75-200c-20 0-45-5-75-5s-55 5-75 5z" fill="${c.top}"/>`,
    `<path d="M428 740l52 130 52-130z" fill="${SKIN}"/>`,
    `<path d="M480 960v240" stroke="${c.cardiganShade}" stroke-width="10"/>`,
    // A fine gold necklace.
    `<path d="M440 770c10 40 25 62 40 70 15-8 30-30 40-70" fill="none" stroke="${GOLD}" stroke-width="4"/>`,
    `<circle cx="480" cy="846" r="9" fill="${GOLD}"/>`,
    // Ears and small gold earrings.
    `<ellipse cx="352" cy="500" rx="22" ry="34" fill="${SKIN_SHADE}"/>`,
    `<ellipse cx="608" cy="500" rx="22" ry="34" fill="${SKIN_SHADE}"/>`,
    `<circle cx="354" cy="542" r="9" fill="${GOLD}"/><circle cx="606" cy="542" r="9" fill="${GOLD}"/>`,
    // Face.
    `<path d="M360 470c0-100 50-150 120-150s120 50 120 150c0 110-55 185-120 185s-120-75-120-185z" fill="${SKIN}"/>`,
    // Hair over the forehead: swept from a side parting, falling past the cheeks.
    `<path d="M348 520c-20-140 30-225 132-230 110-5 160 80 142 230-22-60-30-110-50-135-60 25-140 15-190-45-10 60-20 120-34 180z" fill="${HAIR}"/>`,
    // Brows, eyes (smiling), nose, cheeks and smile.
    `<path d="M408 452q28-16 58-4M494 448q30-12 58 4" fill="none" stroke="${HAIR}" stroke-width="9" stroke-linecap="round"/>`,
    `<path d="M414 500q22-20 44 0M502 500q22-20 44 0" fill="none" stroke="${FEATURE}" stroke-width="9" stroke-linecap="round"/>`,
    `<path d="M484 510q-10 40 8 50" fill="none" stroke="${SKIN_SHADE}" stroke-width="7" stroke-linecap="round"/>`,
    `<circle cx="416" cy="556" r="24" fill="${CHEEK}" opacity=".5"/><circle cx="544" cy="556" r="24" fill="${CHEEK}" opacity=".5"/>`,
    `<path d="M446 590q34 30 68 0q-34 14-68 0z" fill="${LIPS}" stroke="${LIPS}" stroke-width="6" stroke-linejoin="round"/>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 1200">${parts.join('')}</svg>`
}
