import { practice } from '#app/config/practice.ts'

/** The office hours from the practice profile, with the by-appointment note. */
export function OfficeHours() {
  return (
    <div>
      <dl className="divide-y divide-border">
        {practice.hours.map((h) => (
          // Days left, hours right, neither broken inside (review r3: "Monday – / Wednesday" on a
          // phone): where a row cannot hold both, the hours go under the days, still on the right.
          <div key={h.days} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <dt className="font-semibold whitespace-nowrap">{h.days}</dt>
            <dd
              className={
                h.opens ? 'ml-auto text-right whitespace-nowrap' : 'ml-auto text-right text-muted-foreground'
              }
            >
              {h.label}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-muted-foreground">{practice.hoursNote}</p>
    </div>
  )
}
