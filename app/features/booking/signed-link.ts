import { useEffect, useRef, useState } from 'react'
import type { StatusTone } from '#app/components/ui/status-card.tsx'
import type { ApiResult } from './booking-api.ts'

export type SignedLinkState<T> =
  /** token: undefined until the address has been read in the browser, null when it has none. */
  | { kind: 'ready'; token: string | null | undefined }
  | { kind: 'working' }
  | { kind: 'done'; result: T }
  | { kind: 'failed'; message: string }

/**
 * A page opened from a signed link in an e-mail (confirm, cancel): nothing happens on load (a mail
 * scanner following the link, or running its page, must change nothing); `run` is the visitor's
 * press. The heading of the answer takes focus; `tone` is the status card's.
 */
export function useSignedLink<T>(act: (token: string) => Promise<ApiResult<T>>) {
  const [state, setState] = useState<SignedLinkState<T>>({ kind: 'ready', token: undefined })
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    setState({ kind: 'ready', token: new URLSearchParams(window.location.search).get('token') })
  }, [])
  useEffect(() => {
    if (state.kind === 'done' || state.kind === 'failed') heading.current?.focus()
  }, [state.kind])

  async function run(token: string) {
    setState({ kind: 'working' })
    const result = await act(token)
    setState(result.ok ? { kind: 'done', result: result.body } : { kind: 'failed', message: result.error })
  }

  const tone: StatusTone =
    state.kind === 'done'
      ? 'done'
      : state.kind === 'failed' || (state.kind === 'ready' && state.token === null)
        ? 'notice'
        : 'ask'
  return { state, run, heading, tone }
}
