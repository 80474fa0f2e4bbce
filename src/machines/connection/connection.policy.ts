/** The reconnect policy of the market feed's connection (connection.machine.ts). */
export const RECONNECT_MIN_MS = 1_000
export const RECONNECT_MAX_MS = 5_000
/** Reconnects that may fail in a row before the machine gives up and shows offline. */
export const MAX_RECONNECT_ATTEMPTS = 5

/**
 * The wait before reconnect number `attempt` (1-based): jittered in [1 s, upper], where the upper
 * bound grows by a second per failed attempt up to 5 s (1–2 s, 1–3 s, 1–4 s, then 1–5 s). A short
 * blip (a server restart) is over within about two seconds; a long outage spreads every client's
 * retries across the whole 1–5 s window so they do not arrive together.
 */
export function reconnectDelay(attempt: number, random: number): number {
  const upper = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * (attempt + 1))
  return Math.round(RECONNECT_MIN_MS + random * (upper - RECONNECT_MIN_MS))
}
