import { useEffect, useLayoutEffect, useRef } from 'react'

/**
 * Calls `onNearEnd` when the returned element scrolls into view (within 200 px), while `active`:
 * a list's next page is asked for before the reader reaches its end. Each entry into view calls
 * once; the "load more" button stays for keyboards and when the observer is missing.
 */
export function useNearEnd<T extends Element>(active: boolean, onNearEnd: () => void) {
  const ref = useRef<T>(null)
  const latest = useRef(onNearEnd)
  useLayoutEffect(() => {
    latest.current = onNearEnd
  })
  useEffect(() => {
    const el = ref.current
    if (!active || !el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current()
      },
      { rootMargin: '0px 0px 200px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [active])
  return ref
}
