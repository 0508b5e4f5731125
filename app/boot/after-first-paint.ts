/**
 * Runs `run` once, right after the page's first contentful paint: at once if it has already
 * happened, else when the Paint Timing observer reports it, at once where Paint Timing is missing,
 * and after 3 s at the latest. Whatever a page requests before its first paint competes with the
 * HTML for the connection on a slow phone, so the module loader and the web fonts start here.
 *
 * A boot helper (README.md): passed to the boot scripts that need it, so it uses nothing from
 * outside its own body.
 */
export function afterFirstPaint(run: () => void): void {
  let started = false
  const go = () => {
    if (started) return
    started = true
    run()
  }
  const paint = 'first-contentful-paint'
  try {
    if (performance.getEntriesByName(paint).length) setTimeout(go, 0)
    else
      new PerformanceObserver((list) => {
        if (list.getEntriesByName(paint).length) setTimeout(go, 0)
      }).observe({ type: 'paint', buffered: true })
  } catch {
    go()
  }
  setTimeout(go, 3000)
}
