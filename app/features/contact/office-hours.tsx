import { practice } from '#app/config/practice.ts'

/** The office hours from the practice profile, with the by-appointment note. */
export function OfficeHours() {
  return (
    <div>
      <dl className="divide-y divide-border">
        {practice.hours.map((h) => (
          <div key={h.days} className="flex flex-wrap justify-between gap-x-6 py-2">
            <dt className="font-semibold">{h.days}</dt>
            <dd className={h.opens ? undefined : 'text-muted-foreground'}>{h.label}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-muted-foreground">{practice.hoursNote}</p>
    </div>
  )
}
