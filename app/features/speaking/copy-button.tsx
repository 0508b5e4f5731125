import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { buttonClasses } from '#app/components/ui/button-link.tsx'

/**
 * Copies `text` (a bio in the press kit, shown beside the button) to the clipboard, and says so in
 * a polite live region. The text stays selectable by hand: the button is only a shortcut, and
 * when the browser refuses the clipboard it says to select the text instead.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <button type="button" onClick={copy} className={buttonClasses('outline', 'px-5')}>
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {label}
      </button>
      <span role="status" className="text-sm text-muted-foreground">
        {state === 'copied' ? 'Copied.' : state === 'failed' ? 'Select the text to copy it.' : ''}
      </span>
    </p>
  )
}
