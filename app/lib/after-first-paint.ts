/**
 * Inline-script source that runs `fn` (the source of a function expression) once, right after the
 * page's first contentful paint: at once if it has already happened, else when the Paint Timing
 * observer reports it, at once where Paint Timing is missing, and after 3 s at the latest.
 *
 * Whatever a page requests before its first paint competes with the HTML for the connection on a
 * slow phone (and Lighthouse counts it against the paint). The module loader (see
 * scripts/build/postbuild/defer-hydration.ts) and the web fonts (app/root.tsx) start here instead.
 */
export function afterFirstPaint(fn: string): string {
  return (
    `(function(){var s=0,f="first-contentful-paint";function go(){if(s)return;s=1;(${fn})()}` +
    `try{if(performance.getEntriesByName(f).length)setTimeout(go,0);` +
    `else new PerformanceObserver(function(l){if(l.getEntriesByName(f).length)setTimeout(go,0)})` +
    `.observe({type:"paint",buffered:true})}catch(e){go()}setTimeout(go,3000)})()`
  )
}
