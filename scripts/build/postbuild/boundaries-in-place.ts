/**
 * Every Suspense boundary of a prerendered page must be written in place. React's streaming renderer
 * can instead write a placeholder (`<!--$?--><template id="B:0">`) and put the content at the end of
 * the document in a hidden `<div id="S:0">`, to be moved by an inline script: a reader without
 * JavaScript, and the first paint, would miss it. app/entry.server.tsx turns that off; this check
 * fails the build if a React upgrade or a new boundary brings it back.
 */
export function assertBoundariesInPlace(html: string): string {
  const outlined = /<!--\$\?-->|<template id="B:\d+"|<div hidden id="S:\d+"/.exec(html)
  if (outlined)
    throw new Error(
      `a Suspense boundary was written out of place (${outlined[0]}): keep progressiveChunkSize unlimited in app/entry.server.tsx and let nothing suspend while prerendering`,
    )
  return html
}
