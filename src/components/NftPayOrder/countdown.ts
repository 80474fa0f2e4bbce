const DAY_S = 86_400

/** "20:59:59": hours, minutes and seconds of what is left of the day. */
export function clockOf(seconds: number): string {
  const rest = Math.max(0, seconds) % DAY_S
  const parts = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
  return parts.map((n) => String(n).padStart(2, '0')).join(':')
}

/** Whole days in `seconds`. */
export const daysOf = (seconds: number) => Math.floor(Math.max(0, seconds) / DAY_S)
