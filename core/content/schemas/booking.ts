/**
 * Online booking of the free consultation: content/booking.yml (the CMS's "Online booking").
 * Shipped on, with the office hours as the weekly bookable times; off, the header's booking action
 * leads to the contact page, which then has no picker. Times are in the practice's time zone
 * (practice profile, `timeZone`).
 */
import { z } from 'zod'
import { form, isoDate } from './fields.ts'

const clock = (allowMidnightEnd: boolean) =>
  z
    .string()
    .regex(
      allowMidnightEnd ? /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/ : /^([01]\d|2[0-3]):[0-5]\d$/,
      allowMidnightEnd
        ? 'must be a 24-hour time such as 17:30 (24:00 for midnight)'
        : 'must be a 24-hour time such as 09:30',
    )

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

const rangeSchema = form({
  from: clock(false).meta({ description: 'Start, 24-hour time such as 09:30' }),
  to: clock(true).meta({ description: 'End, 24-hour time such as 12:00' }),
}).refine((r) => minutesOf(r.to) > minutesOf(r.from), { message: 'to must be later than from', path: ['to'] })

const dayRanges = () =>
  z.array(rangeSchema).default([]).meta({ description: 'Consultation hours this day; leave empty for none' })

const dayOffSchema = form({
  from: isoDate().meta({ description: 'First day off, such as 2026-12-24' }),
  /** Last day off (the same day when empty). */
  to: isoDate().optional().meta({ description: 'Last day off; leave empty for a single day' }),
}).refine((d) => !d.to || d.to >= d.from, { message: 'to must not be before from', path: ['to'] })

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const

export const bookingSchema = form({
  enabled: z.boolean().meta({ description: 'On: visitors book the free consultation on the site' }),
  weekly: form(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayRanges()])) as Record<
      (typeof WEEKDAYS)[number],
      ReturnType<typeof dayRanges>
    >,
  ),
  slotMinutes: z.number().int().min(5).max(240).default(15).meta({ description: 'Length of a consultation' }),
  bufferMinutes: z
    .number()
    .int()
    .min(0)
    .max(240)
    .default(0)
    .meta({ description: 'Free time between two consultations' }),
  noticeHours: z
    .number()
    .min(0)
    .max(24 * 30)
    .default(12)
    .meta({ description: 'Earliest booking: this many hours from now' }),
  horizonDays: z
    .number()
    .int()
    .min(1)
    .max(365)
    .default(21)
    .meta({ description: 'How many days ahead visitors can book' }),
  maxPerDay: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(8)
    .meta({ description: 'Most consultations on one day' }),
  daysOff: z.array(dayOffSchema).default([]),
})
export type BookingSettings = z.infer<typeof bookingSchema>
export type Weekday = (typeof WEEKDAYS)[number]
