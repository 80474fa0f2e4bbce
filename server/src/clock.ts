/** Time for everything the sandbox decides (code expiry, token expiry, later auctions and maturities). */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
}

/** A clock that can be moved forward: the test clock and the dev time-travel clock. */
export interface AdjustableClock extends Clock {
  advance(ms: number): void
}

export const systemClock: Clock = { now: () => Date.now() }

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).advance === 'function'
}

/** A frozen clock that only moves when told to. */
export function createTestClock(startMs = Date.UTC(2025, 0, 1)): AdjustableClock {
  let current = startMs
  return {
    now: () => current,
    advance: (ms) => {
      current += ms
    },
  }
}

/** Follows `base` plus an offset, so e2e runs can jump ahead (dev time-travel endpoint). */
export function createDevClock(base: Clock = systemClock): AdjustableClock {
  let offset = 0
  return {
    now: () => base.now() + offset,
    advance: (ms) => {
      offset += ms
    },
  }
}
