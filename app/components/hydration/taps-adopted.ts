/**
 * The window property the root layout sets in its effect, the last of hydration, once every
 * component has adopted the taps made before it (app/root.tsx); the handlers of app/boot/taps.ts
 * hand the controls to React then. A module of its own: imported by the root layout alone in the
 * browser, so the name is written into that chunk rather than imported from a shared one.
 */
export const TAPS_ADOPTED = '__tapsAdopted'
