/** The professional journey as an ordered timeline (year, title, text). */
export function JourneyTimeline({
  milestones,
}: {
  milestones: readonly { year: number; title: string; text: string }[]
}) {
  return (
    <ol className="relative space-y-8 border-l-2 border-border pl-8">
      {milestones.map((m) => (
        <li key={`${m.year}-${m.title}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-2 -left-[2.6rem] size-4 rounded-full border-4 border-background bg-primary"
          />
          <p className="font-serif text-2xl font-semibold text-primary">{m.year}</p>
          <h3 className="mt-1 text-xl">{m.title}</h3>
          <p className="mt-1 text-muted-foreground">{m.text}</p>
        </li>
      ))}
    </ol>
  )
}
