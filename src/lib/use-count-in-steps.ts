import { useEffect, useState } from 'react'

/**
 * How many of `total` items to draw: `step` in the first render in which `active` is true, `step`
 * more in each task after that, until every one has been drawn; from then on all of them (more
 * items later, rows scrolled into view, are drawn at once). For a list whose first rows, drawn
 * together, would be one long task on a slow phone: top first, a few per frame. Not a delay:
 * nothing waits on a clock.
 */
export function useCountInSteps(total: number, step: number, active: boolean): number {
  // Infinity once every item has been drawn
  const [limit, setLimit] = useState(step)
  const reached = limit >= total
  useEffect(() => {
    if (!active || limit === Infinity) return
    const later = setTimeout(() => setLimit(reached ? Infinity : limit + step))
    return () => clearTimeout(later)
  }, [active, limit, reached, step])
  return active ? Math.min(total, limit) : total
}
