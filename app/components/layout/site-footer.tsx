import { Link } from 'react-router'
import { ThemeChoiceGroup } from '#app/components/theme/theme-choice.tsx'
import { LEGAL_LINKS, QUICK_LINKS } from '#app/config/navigation.ts'
import { nameWithCredentials, practice } from '#app/config/practice.ts'

export function SiteFooter() {
  const { address } = practice
  const year = new Date().getFullYear()
  return (
    <footer className="mt-16 border-t border-border bg-muted text-[0.95rem]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="font-serif text-lg font-semibold">{nameWithCredentials}</p>
          <address className="mt-3 not-italic leading-relaxed">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <p className="mt-3">
            <a href={practice.phone.href} className="text-primary underline">
              {practice.phone.display}
            </a>
            <br />
            <a href={`mailto:${practice.email}`} className="text-primary underline">
              {practice.email}
            </a>
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-serif text-base font-semibold">Quick links</h2>
          <ul className="mt-3 space-y-2">
            {QUICK_LINKS.map((l) => (
              <li key={l.path}>
                <Link to={l.path} className="text-primary underline">
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-serif text-base font-semibold">Follow and find</h2>
          <ul className="mt-3 space-y-2">
            {practice.profiles.map((p) => (
              <li key={p.url}>
                <a href={p.url} target="_blank" rel="noopener noreferrer" className="text-primary underline">
                  {p.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © <span suppressHydrationWarning>{year}</span> {practice.practiceName}. All rights reserved.
          </p>
          <ThemeChoiceGroup />
          <nav aria-label="Legal">
            <ul className="flex gap-4">
              {LEGAL_LINKS.map((l) => (
                <li key={l.path}>
                  <Link to={l.path} className="text-primary underline">
                    {l.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
