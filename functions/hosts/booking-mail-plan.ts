import type { BookingMailPlan } from '#functions/booking/handler.ts'
import type { bookingMail } from '#functions/booking/outbox.ts'
import type { MailRoute } from '#functions/platform/mail/transport.ts'

/**
 * The booking handlers' e-mails on any host: what each change owes (the composed mails), the host's
 * own sweep (it opens the outbox its way) and the transport's route, for what a page may promise.
 */
export function bookingMailPlan(
  mail: ReturnType<typeof bookingMail>,
  sweep: () => Promise<unknown>,
  route: MailRoute,
): BookingMailPlan {
  const { held, capped, confirmed, cancelled } = mail
  return { held, capped, confirmed, cancelled, sweep, route }
}
