// In a file of its own: the hydrated carousel imports it too, and only the carousel's lazy chunk
// should carry it.

/**
 * The awards carousel before its code (embla) is there: `carousel-pause` flips the region's
 * `data-paused` (its label follows in CSS); `carousel-prev`/`-next` move its `data-selected-index`
 * by one, round the ten, and the track by a transform; embla starts at that index. A boot helper
 * (self-contained); the hydrated carousel calls it too until embla has loaded.
 */
export function stepCarouselBeforeItsCode(control: Element, kind: string): void {
  const region = control.closest<HTMLElement>('[data-selected-index]')
  const track = region?.querySelector<HTMLElement>('[data-carousel-track]')
  if (!region || !track) return
  if (kind === 'carousel-pause') {
    region.setAttribute('data-paused', String(region.getAttribute('data-paused') !== 'true'))
    return
  }
  const count = track.children.length
  const index =
    (Number(region.getAttribute('data-selected-index')) + (kind === 'carousel-next' ? 1 : count - 1)) % count
  region.setAttribute('data-selected-index', String(index))
  const width = track.children[0]?.getBoundingClientRect().width ?? 0
  track.style.transform = `translate3d(${-index * width}px,0,0)`
}
