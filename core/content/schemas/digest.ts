/**
 * The owner's daily digest: content/digest.yml (the CMS's "Daily digest"). One e-mail on the chosen
 * days, at or after the chosen time in the practice's time zone, and only when there is something
 * to say (orders to ship, tomorrow's consultations, e-mails not sent, new subscribers, a calendar
 * feed that cannot be read).
 */
import { z } from 'zod'
import { WEEKDAYS } from './booking.ts'
import { form } from './fields.ts'

export const digestSchema = form({
  enabled: z
    .boolean()
    .default(true)
    .meta({ description: 'On: a short e-mail to you on the chosen days, when there is something to say' }),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 07:30')
    .default('07:30')
    .meta({ description: 'Not before this time (24-hour, practice time zone), such as 07:30' }),
  days: z
    .array(z.enum(WEEKDAYS))
    .default([...WEEKDAYS])
    .meta({ description: 'The days it may come' }),
})
export type DigestSettings = z.infer<typeof digestSchema>
