import { practice } from '#core/config/practice.ts'
import { WEEK } from '#core/lib/week.ts'

/** "Monday – Wednesday" → "Mon – Wed": the days as a narrow list shows them. */
export function shortDays(days: string): string {
  return days.replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]+/g, '$1')
}

/**
 * The days the office is open, said in a few words from the practice profile's hours: "Monday –
 * Thursday" when they follow one another, "Mon, Wed, Fri" when they do not.
 */
export function openDays(hours: readonly { schemaDays: readonly string[]; opens?: string | null }[]) {
  const open = new Set(hours.filter((h) => h.opens).flatMap((h) => h.schemaDays))
  const days = WEEK.filter((day) => open.has(day))
  const first = days[0]
  const last = days.at(-1)
  if (!first || !last) return ''
  if (first === last) return first
  const together = WEEK.indexOf(last) - WEEK.indexOf(first) + 1 === days.length
  return together ? `${first} – ${last}` : days.map((day) => day.slice(0, 3)).join(', ')
}

/** The office hours from the practice profile, with the by-appointment note. */
export function OfficeHours() {
  return (
    <div className="@container">
      <dl className="divide-y divide-border">
        {practice.hours.map((h) => (
          // Days left, hours right, neither broken inside ("Monday – / Wednesday" on a
          // phone). In a list narrower than 23rem the day names are drawn short ("Mon – Wed", from
          // data-short: .office-days in app.css; at 375 px the hours went under "Monday –
          // Wednesday") and read in full; where a row still cannot hold both, the hours go under.
          <div key={h.days} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <dt data-short={shortDays(h.days)} className="office-days font-semibold whitespace-nowrap">
              <span>{h.days}</span>
            </dt>
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
