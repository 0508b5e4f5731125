import { Mail, MapPin, Phone } from 'lucide-react'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { PhotoGrid } from '#app/components/ui/photo-grid.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { practice } from '#app/config/practice.ts'
import { contactPage } from '#app/content/contact.ts'
import { EmergencyBox } from '#app/features/contact/emergency-box.tsx'
import { OfficeHours } from '#app/features/contact/office-hours.tsx'
import { EmbeddedForm } from '#app/features/embedded-forms/embedded-form.tsx'
import { jsonLd, pageMeta } from '#app/lib/seo.ts'
import { localBusinessJsonLd } from '#app/lib/structured-data.ts'
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
      <PageHero title={copy.hero.title} intro={<p>{copy.hero.intro}</p>} />

      <Container className="grid gap-12 py-14 sm:py-16 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-3xl">
            {copy.formHeading}
          </h2>
          <p className="mt-3 text-muted-foreground">{copy.formIntro}</p>
          <EmbeddedForm form={practice.forms.contact} className="mt-6" />
        </section>

        <div className="space-y-10">
          <section aria-labelledby="contact-details-heading">
            <h2 id="contact-details-heading" className="text-2xl">
              Call or write
            </h2>
            <ul className="mt-4 space-y-2">
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <TextLink quiet to={practice.phone.href} className="inline-flex min-h-11 items-center">
                  {practice.phone.display}
                </TextLink>
              </li>
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <TextLink
                  quiet
                  to={`mailto:${practice.email}`}
                  className="inline-flex min-h-11 items-center break-all"
                >
                  {practice.email}
                </TextLink>
              </li>
            </ul>
          </section>

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
      </Container>

      <Container>
        <EmergencyBox content={copy.emergency} />
      </Container>

      <Section heading={copy.photos.heading}>
        <PhotoGrid
          photos={copy.photos.items}
          sizes="(min-width: 1152px) 362px, (min-width: 640px) 31vw, 100vw"
          className="gap-6 sm:grid-cols-3"
        />
      </Section>
    </>
  )
}
