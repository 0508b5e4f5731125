import { useEffect } from 'react'
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
 * The iframe loads lazily; the provider validates and stores the submissions.
 */
export function EmbeddedForm({ form, className }: { form: EmbeddedFormConfig; className?: string }) {
  useProviderScript()
  return (
    <iframe
      src={form.url}
      title={form.title}
      height={form.height}
      style={{ height: `${form.height}px` }}
      className={`block w-full rounded-xl border border-border bg-card ${className ?? ''}`}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
    />
  )
}
