/**
 * "The same request" of an idempotent POST (wallet.ts IDEMPOTENCY_KEY), one definition for the
 * client (a retry keeps its key only while the fingerprint is unchanged), the MSW handlers and the
 * sandbox (its idempotency table stores it beside the key: a repeat with another fingerprint is
 * `idempotencyConflict`).
 *
 * The request's own fields, flat as they go on the wire, keys sorted by code point so the order
 * they were written in never matters; values as they are (a decimal string "1.0" is not "1").
 * Left out: the pay password (a secret, and a wrong one is retyped for the same request), the key
 * itself, and fields that are undefined (absent on the wire).
 */

/** Fields that never make two requests different. */
const NOT_COMPARED = new Set(['pay_password', 'idempotency_key'])

const byCodePoint = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0)

/** Canonical JSON of a request: `{"amount":"500","currency":3}`. */
export function requestFingerprint(request: Readonly<Record<string, unknown>>): string {
  const fields = Object.entries(request).filter(
    ([name, value]) => value !== undefined && !NOT_COMPARED.has(name),
  )
  return JSON.stringify(Object.fromEntries(fields.sort(byCodePoint)))
}
