import { useEffect, useState } from 'react'

/**
 * False until a task after the first render in which `ready` is true, then true for good. For
 * the part of a component that can be drawn a moment after the first paint (the list rows beyond
 * the visible ones), so that render's task stays short on a slow phone. Not a delay: nothing
 * waits on a clock, and nothing the user sees at first depends on it.
 */
export function useAfterFirstPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    if (!ready || after) return
    const later = setTimeout(() => setAfter(true))
    return () => clearTimeout(later)
  }, [ready, after])
  return after
}
