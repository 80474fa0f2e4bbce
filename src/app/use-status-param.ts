/**
 * A history screen's tab in the address (`?status=closed`): read on every render, so back, forward,
 * reload and a shared link open it again, and written back (replacing the entry) when the user
 * changes tab. The spot, futures and options histories use it.
 */
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

/**
 * `?status=` as one of `tabs`: by name (`closed`), or by the platform's code when `codes` are
 * given (`3`, `-1`); anything else is `fallback`.
 */
export function statusOf<T extends string>(
  raw: string | null,
  tabs: readonly T[],
  fallback: T,
  codes?: Record<T, number>,
): T {
  const named = tabs.find((tab) => tab === raw)
  if (named) return named
  return (codes && tabs.find((tab) => String(codes[tab]) === raw)) ?? fallback
}

/** The tab `?status=` names (read with `read`), and a setter writing another one back. */
export function useStatusParam<T extends string>(read: (raw: string | null) => T) {
  const [params, setParams] = useSearchParams()
  const status = read(params.get('status'))
  const setStatus = useCallback(
    (next: T) =>
      setParams(
        (p) => {
          p.set('status', next)
          return p
        },
        { replace: true },
      ),
    [setParams],
  )
  return [status, setStatus] as const
}
