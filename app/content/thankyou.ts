/** Copy of the thank-you page shown after an enquiry. The callback days come from app/config/practice.ts. */
import { z } from 'zod'
import { practice } from '#app/config/practice.ts'

const text = z.string().trim().min(1)

export const thankYouPage = z
  .object({
    title: text,
    intro: text,
    stepsHeading: text,
    steps: z.array(z.object({ title: text, text })).length(3),
    callback: z.object({ heading: text, text }),
  })
  .parse({
    title: 'Thank You for Reaching Out',
    intro: 'Your message is on its way. Taking this step matters, and we are glad you did.',
    stepsHeading: 'What happens next',
    steps: [
      {
        title: 'We read your message',
        text: 'Your enquiry comes straight to the practice and is read personally, never by a call centre.',
      },
      {
        title: 'We call you back',
        text: 'We will reach out by phone to arrange your free 15-minute consultation at a time that suits you.',
      },
      {
        title: 'Your free consultation',
        text: 'A short, relaxed conversation about what you are looking for, your questions, and whether we are a good fit.',
      },
    ],
    callback: {
      heading: 'About your callback',
      text: `Calls are returned ${practice.callbackDays}. Please keep an eye on your phone, and check your voicemail if you miss us; the call may come from ${practice.phone.display}.`,
    },
  })
