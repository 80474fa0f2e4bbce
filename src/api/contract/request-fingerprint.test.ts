/** Properties of the request fingerprint (fast-check): key order never matters, any field does. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { requestFingerprint } from './request-fingerprint'

/** Wire-like field names (snake_case, as the forms send them), never the two left-out ones. */
const name = fc
  .stringMatching(/^[a-z][a-z0-9_]{0,11}$/)
  .filter((n) => n !== 'pay_password' && n !== 'idempotency_key')
/** What a form field holds: a decimal string, an id, a code. */
const value = fc.oneof(
  fc.stringMatching(/^\d{1,6}(\.\d{1,4})?$/),
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.string({ maxLength: 12 }),
)
const request = fc.dictionary(name, value, { minKeys: 1, maxKeys: 8 })

describe('requestFingerprint', () => {
  it('does not depend on the order of the keys', () => {
    fc.assert(
      fc.property(
        request.chain((r) =>
          fc.tuple(
            fc.constant(r),
            fc.shuffledSubarray(Object.entries(r), { minLength: Object.keys(r).length }),
          ),
        ),
        ([r, shuffled]) => {
          expect(requestFingerprint(Object.fromEntries(shuffled))).toBe(requestFingerprint(r))
        },
      ),
    )
  })

  it('changes when any field changes, is added or is removed', () => {
    fc.assert(
      fc.property(request, value, name, (r, other, extra) => {
        const [field, was] = Object.entries(r)[0]!
        fc.pre(other !== was)
        expect(requestFingerprint({ ...r, [field]: other })).not.toBe(requestFingerprint(r))
        const { [field]: _gone, ...rest } = r
        expect(requestFingerprint(rest)).not.toBe(requestFingerprint(r))
        fc.pre(!(extra in r))
        expect(requestFingerprint({ ...r, [extra]: other })).not.toBe(requestFingerprint(r))
      }),
    )
  })

  it('ignores the pay password, the key itself and undefined fields', () => {
    fc.assert(
      fc.property(request, fc.string(), fc.string(), (r, password, key) => {
        const sent = { ...r, pay_password: password, idempotency_key: key, note: undefined }
        expect(requestFingerprint(sent)).toBe(requestFingerprint(r))
      }),
    )
  })

  it('keeps decimal strings as they are', () => {
    expect(requestFingerprint({ number: '1.0' })).not.toBe(requestFingerprint({ number: '1' }))
    expect(requestFingerprint({ number: '1', currency: 3 })).toBe('{"currency":3,"number":"1"}')
  })
})
