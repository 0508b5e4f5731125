import { useEffect, useState } from 'react'
import { type EmbeddedForm as EmbeddedFormConfig, practice } from '#app/config/practice.ts'

/** Adds the form provider's script once per page view (it sizes the iframe to its form). */
function useProviderScript() {
  useEffect(() => {
    const src = practice.forms.embedScript
    if (document.querySelector(`script[src="${src}"]`)) return
    const script = document.createElement('script')
    script.src = src
    script.async = true
    document.body.append(script)
  }, [])
}

/**
 * One of the third-party lead forms (contact, book waiting list, retreats waiting list, giveaway).
 * The provider validates and stores the submissions. The frame's box is in the first HTML, but its
 * page loads only once the site has hydrated (itself after the first paint): a cross-origin page
 * requested with the HTML would compete with it on a slow phone and hold the first paint back.
 * Without JavaScript, a link opens the form instead.
 *
 * The sandbox keeps what the provider's form needs and nothing else: scripts (the form is a script
 * app), same-origin (it posts to its own API and keeps its session in its own storage; without it
 * the frame's origin is opaque and those requests fail), forms, popups (its own links, e.g. its
 * terms) and navigating this page to the thank-you page after a submission the visitor made.
 * Scripts and same-origin together would cancel the sandbox only for a frame on this site's own
 * origin; this frame is on the provider's origin (the only one CSP frame-src allows for forms), so
 * it still cannot reach this page, open windows free of the sandbox, or navigate it on its own.
 */
export function EmbeddedForm({ form, className }: { form: EmbeddedFormConfig; className?: string }) {
  useProviderScript()
  const [src, setSrc] = useState<string>()
  useEffect(() => setSrc(form.url), [form.url])
  return (
    <>
      <iframe
        src={src}
        title={form.title}
        height={form.height}
        style={{ height: `${form.height}px` }}
        className={`block w-full rounded-xl border border-border bg-card ${className ?? ''}`}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation"
      />
      <noscript>
        <a href={form.url} className="text-primary underline">
          Open the form: {form.title}
        </a>
      </noscript>
    </>
  )
}
