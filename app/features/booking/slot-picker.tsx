import { cn } from '#app/lib/cn.ts'
import type { SlotsBody } from '#core/contracts/booking.ts'
import { dayParts, dayText, timeText, yourTime } from './format.ts'

const choice = (selected: boolean) =>
  cn(
    'min-h-11 min-w-11 rounded-lg border px-3 py-2 text-center font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    selected
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-muted-foreground bg-card text-card-foreground hover:bg-secondary',
  )

/**
 * The days with free times as a list of buttons, then the chosen day's times as buttons. Each
 * button says what it is in words (day and date; time in the practice's zone and the visitor's),
 * the chosen one is marked with aria-pressed, and arrow keys move within a group.
 */
export function SlotPicker({
  data,
  day,
  slot,
  ownZone,
  onDay,
  onSlot,
}: {
  data: SlotsBody
  day: string | null
  slot: string | null
  ownZone: string | null
  onDay: (date: string) => void
  onSlot: (iso: string) => void
}) {
  const chosenDay = data.days.find((d) => d.date === day) ?? null
  return (
    <div className="grid gap-8">
      <fieldset>
        <legend className="text-xl font-semibold">1. Choose a day</legend>
        <ul
          className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2"
          onKeyDown={arrowKeys}
        >
          {data.days.map((d) => {
            const parts = dayParts(d.date)
            return (
              <li key={d.date}>
                <button
                  type="button"
                  className={cn(choice(d.date === day), 'w-full')}
                  aria-pressed={d.date === day}
                  aria-label={`${dayText(d.date)}, ${d.slots.length} time${d.slots.length === 1 ? '' : 's'}`}
                  onClick={() => onDay(d.date)}
                >
                  <span className="block">{parts.weekday}</span>
                  <span className="block text-sm font-normal">{parts.day}</span>
                </button>
              </li>
            )
          })}
        </ul>
      </fieldset>

      {chosenDay ? (
        <fieldset>
          <legend className="text-xl font-semibold">2. Choose a time on {dayText(chosenDay.date)}</legend>
          <p className="mt-1 text-sm text-muted-foreground">
            Times are {data.slotMinutes} minutes, shown in the practice’s time zone
            {ownZone && ownZone !== data.timeZone ? ', with yours beside them' : ''}.
          </p>
          <ul
            className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2"
            onKeyDown={arrowKeys}
          >
            {chosenDay.slots.map((iso) => {
              const own = yourTime(iso, data.timeZone, ownZone)
              return (
                <li key={iso}>
                  <button
                    type="button"
                    className={cn(choice(iso === slot), 'w-full')}
                    aria-pressed={iso === slot}
                    onClick={() => onSlot(iso)}
                    data-slot={iso}
                  >
                    <span className="block">{timeText(iso, data.timeZone)}</span>
                    {own ? <span className="block text-xs font-normal">{own}</span> : null}
                  </button>
                </li>
              )
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  )
}

/** Left/Right/Up/Down/Home/End move the focus between the buttons of one list. */
function arrowKeys(event: React.KeyboardEvent<HTMLUListElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']
  if (!keys.includes(event.key)) return
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')]
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
  if (at < 0) return
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : Math.min(
            buttons.length - 1,
            Math.max(0, at + (event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 1)),
          )
  event.preventDefault()
  buttons[next]?.focus()
}
