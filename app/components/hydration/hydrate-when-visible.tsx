import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { hasReactFiber } from './react-fiber-key.ts'

/**
 * How near the viewport (above or below) a deferred section must come before its code loads and it
 * hydrates: about one phone screen ahead, so it is live before a reader reaches it.
 */
export const HYDRATE_MARGIN_PX = 800

/** Whether `element` is prerendered markup React has not taken over yet (the seam: react-fiber-key.ts). */
function awaitsHydration(element: Element | null): element is Element {
  return element !== null && !hasReactFiber(element)
}

/**
 * Resolves when the prerendered element with `anchorId` (or its section) comes within
 * HYDRATE_MARGIN_PX of the viewport; at once when there is no such markup waiting (a client-side
 * navigation renders the section afresh) or no IntersectionObserver.
 */
function whenNear(anchorId: string): Promise<void> {
  const anchor = document.getElementById(anchorId)
  if (!awaitsHydration(anchor) || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: `${HYDRATE_MARGIN_PX}px 0px` },
    )
    observer.observe(anchor.closest('section') ?? anchor)
  })
}

/**
 * A below-the-fold section that is in the prerendered HTML like any other, but whose JavaScript
 * loads, and whose markup hydrates, only when a reader scrolls near it (`anchorId` is an element
 * inside it, e.g. its heading). Until then React leaves the prerendered markup as it is: it reads
 * normally, and its links are plain links. On a client-side navigation (after the first page has
 * hydrated) the code loads at once. Render the result inside <Deferred>.
 *
 * `load` imports the section's module and `name` is the component's export. `prerendered` is that
 * module itself in the prerender build and `undefined` in the browser build: pass
 * `import.meta.env.SSR ? await load() : undefined`, so the browser bundle holds only the lazy import.
 */
export function hydrateWhenVisible<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(
  anchorId: string,
  load: () => Promise<M>,
  name: K,
  prerendered: M | undefined,
): M[K] {
  if (prerendered) return prerendered[name]
  return lazy(async () => {
    await whenNear(anchorId)
    return { default: (await load())[name] as ComponentType<object> }
  }) as unknown as M[K]
}

/** The boundary a deferred section waits behind: its prerendered markup stays until its code is there. */
export function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
