/**
 * The picker's place while its times load: the week's row and a row of day buttons drawn as quiet
 * shapes at the picker's own heights, so the page below does not move when the times arrive.
 */
export function LoadingTimes() {
  return (
    <div className="grid gap-8" data-booking-loading="">
      <p className="flex min-h-12 items-center justify-center text-center">Loading available times…</p>
      <div aria-hidden="true">
        <div className="h-7 w-40 rounded-md bg-muted motion-safe:animate-pulse" />
        <div className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-[62px] rounded-lg bg-muted motion-safe:animate-pulse" />
          ))}
        </div>
      </div>
    </div>
  )
}
