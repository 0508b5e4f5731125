/**
 * The professional journey as an ordered timeline (year, title, text). From 640 px the years stand
 * in a column of their own, set large, left of the line (the page read as one "label
 * left, text right" band after another; the years give it a scannable rhythm). On a phone each
 * year heads its step, on the line.
 */
export function JourneyTimeline({
  milestones,
}: {
  milestones: readonly { year: number; title: string; text: string }[]
}) {
  return (
    <ol className="relative">
      {milestones.map((m) => (
        <li
          key={`${m.year}-${m.title}`}
          className="group relative border-l-2 border-border pb-8 pl-8 last:pb-0 sm:grid sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-x-8 sm:border-l-0 sm:pb-0 sm:pl-0"
        >
          <p className="font-serif text-2xl font-semibold text-primary tabular-nums sm:text-right sm:text-4xl sm:leading-none">
            {m.year}
          </p>
          <div className="relative sm:border-l-2 sm:border-border sm:pb-10 sm:pl-8 sm:group-last:pb-0">
            <span
              aria-hidden="true"
              className="absolute -top-6 -left-[2.6rem] size-4 rounded-full border-4 border-background bg-primary sm:top-1.5 sm:-left-[0.5625rem]"
            />
            <h3 className="mt-1 text-xl sm:mt-0">{m.title}</h3>
            <p className="mt-1 text-muted-foreground">{m.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
