import { practice } from '#app/config/practice.ts'

/** The office hours from the practice profile, with the by-appointment note. */
export function OfficeHours() {
  return (
    <div>
      <dl className="divide-y divide-border">
        {practice.hours.map((h) => (
          // Two even columns: the days may wrap, the hours never do, so every row lines up.
          <div key={h.days} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 py-2">
            <dt className="font-semibold">{h.days}</dt>
            <dd className={h.opens ? 'text-right whitespace-nowrap' : 'text-right text-muted-foreground'}>
              {h.label}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-muted-foreground">{practice.hoursNote}</p>
    </div>
  )
}
