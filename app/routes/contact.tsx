import { CalendarClock, Mail, MapPin, Phone } from 'lucide-react'
import { Container } from '#app/components/ui/container.tsx'
import { OfficeHours, openDays } from '#app/components/ui/office-hours.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { PhotoGrid } from '#app/components/ui/photo-grid.tsx'
import { ReachButtons } from '#app/components/ui/reach-buttons.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { BookingFlowLater } from '#app/features/booking/booking-later.tsx'
import { CrisisNotice, EmergencyBox } from '#app/features/contact/emergency-box.tsx'
import { EmbeddedForm } from '#app/features/embedded-forms/embedded-form.tsx'
import { jsonLd, pageMeta } from '#app/lib/seo.ts'
import { localBusinessJsonLd } from '#app/lib/structured-data.ts'
import { bookingEnabled } from '#core/config/booking.ts'
import { practice } from '#core/config/practice.ts'
import { contactPage } from '#core/content/contact.ts'
import type { Route } from './+types/contact'

/** Build time only: the copy lands in the prerendered HTML and `.data`, not in the JavaScript. */
export function loader() {
  return { copy: contactPage }
}

export const meta = () =>
  pageMeta({
    title: 'Contact',
    description: `Contact the ${practice.address.city} office: free 15-minute phone consultation, office hours, location, phone and e-mail.`,
    path: '/contact',
  }).concat(jsonLd(localBusinessJsonLd()))

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData
  const { address } = practice
  return (
    <>
      {/* The page opens with what a visitor came for, as facts from the practice profile: the
          number (one tap), the days the office is open, and where sessions happen. On a phone the
          number is the Call button right under it, with the crisis notice, on the first screen. */}
      <PageHero
        title={copy.hero.title}
        intro={<p>{copy.hero.intro}</p>}
        facts={[
          {
            icon: Phone,
            label: 'Call',
            value: (
              <a
                href={practice.phone.href}
                className="inline-block py-1 whitespace-nowrap text-primary underline underline-offset-4 hover:text-primary-hover"
              >
                {practice.phone.display}
              </a>
            ),
            detail: <>Calls are returned {practice.callbackDays}</>,
            // On a phone the call and e-mail buttons come right under the opening.
            onPhone: false,
          },
          {
            icon: CalendarClock,
            label: 'Office hours',
            value: openDays(practice.hours),
            detail: practice.hoursNote,
          },
          {
            icon: MapPin,
            label: 'Where',
            value: `${address.city} office`,
            detail: 'and virtual sessions anywhere in California',
          },
        ]}
      />

      {/* Phones read top to bottom: call or e-mail first (one tap), a one-row crisis notice (988 in
          one tap, a jump to all the lines), then the form, hours, location, the office, and the full
          crisis lines last (docs/design-notes.md). From 1024 px the form takes the wide left column,
          the details sit beside it and the crisis lines run under both. When the form cannot load, its
          fallback points to the details rather than show a second pair, and stretches down to the
          end of the details column (nothing beside or below it moves as it appears). */}
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[7fr_5fr] lg:gap-x-12">
        <section aria-labelledby="contact-details-heading" className="lg:col-start-2 lg:row-start-2">
          <h2 id="contact-details-heading" className="text-2xl">
            Call or write
          </h2>
          {/* Buttons on a phone (one tap, first thing); from 1024 px the number and the address as
              plain links, so a blocked form's card beside them carries the buttons, once. */}
          <ReachButtons className="mt-4 grid gap-3 min-[400px]:grid-cols-2 lg:hidden" />
          <ul className="mt-3 hidden space-y-1 text-lg lg:block">
            <li>
              <a
                href={practice.phone.href}
                className="inline-flex min-h-11 items-center gap-3 font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
              >
                <Phone aria-hidden="true" className="size-5 shrink-0" />
                <span className="sr-only">Phone: </span>
                {practice.phone.display}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${practice.email}`}
                className="inline-flex min-h-11 items-center gap-3 font-semibold break-all text-primary underline underline-offset-4 hover:text-primary-hover"
              >
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                <span className="sr-only">E-mail address: </span>
                {practice.email}
              </a>
            </li>
          </ul>
          {/* The fastest crisis line in one tap and a jump to all of them, which close the page. */}
          <CrisisNotice content={copy.emergency} className="mt-4" />
        </section>

        {/* Online booking on: the time picker, above the form and across both columns from 1024 px
            (the page's first block there); on a phone right after call or write and the crisis
            notice, which stay on the first screen. Every consultation button leads here. Its module
            loads when the browser is idle after hydration, so the page's own taps never wait for it. */}
        {bookingEnabled ? (
          <div id="book" data-testid="contact-booking" className="scroll-mt-24 lg:col-span-2 lg:row-start-1">
            <BookingFlowLater title="Book your free 15-minute consultation" />
          </div>
        ) : null}

        <section
          aria-labelledby="contact-form-heading"
          className="group lg:col-start-1 lg:row-span-2 lg:row-start-2 lg:flex lg:flex-col"
        >
          <h2 id="contact-form-heading" className="text-3xl">
            {copy.formHeading}
          </h2>
          <p className="mt-3 text-muted-foreground">{copy.formIntro}</p>
          <EmbeddedForm
            name="contact"
            className="mt-6 lg:flex lg:flex-col lg:data-[form-state=failed]:flex-1"
            reach="wide"
          />
          {/* When the call back comes, right under the form (no callback time near it),
              the days from the practice profile as the thank-you page says them. From 1024 px it
              takes most of the room left under the form beside the details (~200 px
              empty there). A blocked form's card says the days itself and fills the column: not twice. */}
          <p
            data-testid="callback-note"
            className="mt-5 flex gap-4 rounded-2xl bg-secondary/60 p-4 text-secondary-foreground group-has-[[data-form-state=failed]]:hidden xl:p-5"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-card text-primary lg:max-xl:hidden">
              <Phone aria-hidden="true" className="size-5" />
            </span>
            <span className="self-center text-pretty">
              <strong className="font-semibold">After you send it,</strong> we call you to arrange your free
              consultation. Calls are returned{' '}
              <span className="whitespace-nowrap">{practice.callbackDays}</span>.
            </span>
          </p>
        </section>

        <div className="space-y-10 lg:col-start-2 lg:row-start-3">
          <section aria-labelledby="contact-hours-heading">
            <h2 id="contact-hours-heading" className="text-2xl">
              Office hours
            </h2>
            <div className="mt-4">
              <OfficeHours />
            </div>
            <p className="mt-4">
              {copy.estimate.text} <TextLink to="/good-faith-estimate">{copy.estimate.linkLabel}</TextLink>
            </p>
          </section>

          <section aria-labelledby="contact-location-heading">
            <h2 id="contact-location-heading" className="text-2xl">
              Office location
            </h2>
            <div className="mt-4 flex gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
              <div>
                <address className="not-italic">
                  {address.street}
                  <br />
                  {address.city}, {address.region} {address.postalCode}
                </address>
                <p className="mt-2">
                  <TextLink to={practice.mapUrl}>View the office on a map</TextLink>
                </p>
                <p className="mt-3 text-muted-foreground">
                  Serving {practice.serviceAreas.join(', ')}, with virtual sessions anywhere in California.
                </p>
              </div>
            </div>
          </section>
        </div>

        {/* The office, under the words about it: from 1024 px right under the two columns, before
            the crisis lines that close the page ("Inside the office" came last, after
            them); on a phone after the location, before the crisis lines too. */}
        <section aria-labelledby="contact-photos-heading" className="lg:col-span-2 lg:row-start-4">
          <h2 id="contact-photos-heading" className="text-2xl">
            {copy.photos.heading}
          </h2>
          <PhotoGrid
            photos={copy.photos.items}
            sizes="(min-width: 1152px) 362px, (min-width: 640px) 31vw, 100vw"
            className="mt-4 grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-6 [&>li:first-child]:col-span-2 sm:[&>li:first-child]:col-span-1"
          />
        </section>

        <div className="lg:col-span-2 lg:row-start-5">
          <EmergencyBox content={copy.emergency} />
        </div>
      </Container>
    </>
  )
}
