/**
 * The one seam over React's private DOM bookkeeping (app/boot/README.md, "Upgrading React"): React
 * DOM tags every element it renders or hydrates with a `__reactFiber$<random>` property; prerendered
 * markup still waiting to hydrate has none. React has no public way to ask this (checked for 19.3).
 * tests/unit/react-fiber-key.test.ts hydrates real markup with the installed react-dom and fails,
 * naming React and the checklist, when the key is gone.
 */
export const REACT_FIBER_KEY_PREFIX = '__reactFiber$'

/** Whether React DOM has rendered or hydrated `element` (a property named REACT_FIBER_KEY_PREFIX…). */
export function hasReactFiber(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(REACT_FIBER_KEY_PREFIX))
}
