/**
 * The sandbox's idempotency rule for MSW handlers (docs/recipes.md, "A new money-moving form"):
 * the first answer under a key is stored with the request's fingerprint; the same request again
 * gets that answer, another request under the key gets `idempotencyConflict`. One store per mock.
 */
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { fail, ok } from './envelope'

export function idempotentAnswers() {
  const answers = new Map<string, { fingerprint: string; answer: unknown }>()
  /** Keeps `answer` as the one for `key`. */
  const store = (key: string, fingerprint: string, answer: unknown) =>
    void answers.set(key, { fingerprint, answer })
  return {
    /** The stored answer of a key, a conflict, or null for a new key; and the fingerprint. */
    replay(key: string, request: Record<string, unknown>) {
      const fingerprint = requestFingerprint(request)
      const seen = answers.get(key)
      if (!seen) return { fingerprint, response: null }
      return {
        fingerprint,
        response: seen.fingerprint === fingerprint ? ok(seen.answer) : fail('idempotencyConflict'),
      }
    },
    store,
    /** Stores `answer` for `key` and answers it. */
    remember(key: string, fingerprint: string, answer: unknown) {
      store(key, fingerprint, answer)
      return ok(answer)
    },
  }
}
