import { ThemeChoiceGroup } from '#app/components/theme/theme-choice.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { LEGAL_LINKS, QUICK_LINKS } from '#core/config/navigation.ts'
import { licenseLine, nameWithCredentials, practice } from '#core/config/practice.ts'

/** One group of footer links (site paths open in place, web addresses in a new tab). */
function FooterLinks({
  links,
  className,
}: {
  links: readonly { label: string; to: string }[]
  className: string
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <TextLink quiet to={link.to}>
            {link.label}
          </TextLink>
        </li>
      ))}
    </ul>
  )
}

const fromNav = (items: readonly { name: string; path: string }[]) =>
  items.map((item) => ({ label: item.name, to: item.path }))

/** A contact link in the footer: 44 px tall, so a thumb finds it. */
const FOOTER_TARGET = 'inline-flex min-h-11 items-center'
/**
 * The crisis numbers: 44 px targets inside their sentence. The box is widened by padding that a
 * negative margin takes back, so the number sits where the words put it and the ";" and "." stay
 * against it (a centred 44 px box left a space on either side of "988").
 */
const CRISIS_TARGET = 'inline-flex min-h-11 items-center -mx-3 px-3 font-semibold'

export function SiteFooter() {
  const { address } = practice
  const year = new Date().getFullYear()
  return (
    <footer className="mt-16 border-t border-border bg-muted text-[0.95rem]">
      {/* On a phone the two link lists share a row under the address (one column was two screens),
          and every gap is tighter (the footer was 1.7 screens on a phone). */}
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-7 px-4 py-8 sm:px-6 md:grid-cols-3 md:gap-10 md:py-12">
        <div className="col-span-2 md:col-span-1">
          <p className="font-serif text-lg font-semibold">{nameWithCredentials}</p>
          <address className="mt-2 not-italic leading-relaxed md:mt-3">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          {/* Phone and e-mail on one row on a phone, one under the other from 768 px; each a 44 px
              tall target. */}
          <p className="mt-1 flex flex-wrap gap-x-5 md:mt-2 md:flex-col md:items-start">
            <TextLink quiet to={practice.phone.href} className={FOOTER_TARGET}>
              {practice.phone.display}
            </TextLink>
            <TextLink quiet to={`mailto:${practice.email}`} className={FOOTER_TARGET}>
              {practice.email}
            </TextLink>
          </p>
          {/* Beside the contact details, not among the spec's four quick links (decision 0180). */}
          <p className="mt-2 md:mt-3">
            For organizers and press:{' '}
            <TextLink quiet to="/speaking">
              Speaking &amp; Media
            </TextLink>
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-serif text-base font-semibold">Quick links</h2>
          <FooterLinks links={fromNav(QUICK_LINKS)} className="mt-3 space-y-2" />
        </nav>
        <div>
          <h2 className="font-serif text-base font-semibold">Follow and find</h2>
          <FooterLinks
            links={practice.profiles.map((p) => ({ label: p.label, to: p.url }))}
            className="mt-3 space-y-2"
          />
        </div>
      </div>
      {/* The disclosures in full, a size smaller on a phone; the crisis numbers at body size, each a
          44 px target. */}
      <div className="mx-auto max-w-6xl space-y-1.5 px-4 pb-6 text-[0.8125rem] sm:px-6 md:space-y-2 md:pb-8 md:text-sm">
        {/* A licensed therapist's website shows the name as licensed, the license types and numbers. */}
        <p data-testid="license-line">{licenseLine}</p>
        <p data-testid="emergency-line" className="text-base">
          Not for emergencies: in a crisis call or text{' '}
          <TextLink quiet to="tel:988" className={CRISIS_TARGET}>
            988
          </TextLink>
          ; in immediate danger call{' '}
          <TextLink quiet to="tel:911" className={CRISIS_TARGET}>
            911
          </TextLink>
          .
        </p>
      </div>
      <div className="border-t border-border">
        {/* On a phone the theme control and the legal links share the rows under the copyright. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-5 text-sm sm:px-6 md:justify-between md:gap-4 md:py-6">
          <p className="max-md:basis-full">
            © <span suppressHydrationWarning>{year}</span> {practice.practiceName}. All rights reserved.
          </p>
          <ThemeChoiceGroup />
          <nav aria-label="Legal">
            <FooterLinks links={fromNav(LEGAL_LINKS)} className="flex flex-wrap gap-x-4 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  )
}
