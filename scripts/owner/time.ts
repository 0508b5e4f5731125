/**
 * Times in the owner's commands (`npm run orders`, `npm run bookings`), in the practice's time zone
 * (`timeZone` in the practice profile) with its abbreviation: "Mon, Feb 1, 9:00 AM PST". One clock
 * for every list, the one the practice keeps.
 */
import { practice } from '#core/config/practice.ts'

export function practiceTime(
  at: number | string | Date,
  { year = false, timeZone = practice.timeZone }: { year?: boolean; timeZone?: string } = {},
): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(at))
}
