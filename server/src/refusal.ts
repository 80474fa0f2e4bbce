/**
 * The one way a sandbox rule says no. Routes, repositories and domain modules throw a `Refusal`;
 * plugins/errors.ts turns it into the wire envelope (envelope.ts `refusalEnvelope`). It knows
 * nothing of HTTP, so a repository may throw it inside its transaction (which then rolls back).
 *
 * - `new Refusal('insufficientBalance')`: `{ type: 'error', code, message: errors:<code> }`;
 * - `{ retryAfterSeconds }` (throttling codes): also `retry_after`, and the wait in the sentence;
 * - `verificationRequired` / `paymentInfoRequired`: envelope types 998 / 997 (api-reference §1.2);
 * - `{ text: ['payout', issue], params }`: a sentence of another namespace (a refused field's own);
 *   with code `null` the envelope carries no `code` (the payout address book's refusals).
 */
import type { BusinessErrorCode } from '../../src/api/contract/common'
import type { Namespace, TextParams } from './text'

/** Refusals with an envelope type of their own instead of `error`. */
export const gateTypes = { verificationRequired: '998', paymentInfoRequired: '997' } as const
export type GateCode = keyof typeof gateTypes

export type RefusalCode = BusinessErrorCode | GateCode

export interface RefusalDetail {
  /** The sentence, when it is not `errors:<code>`: a key of another namespace. */
  text?: readonly [Namespace, string]
  /** Values of the sentence's `{{name}}` placeholders. */
  params?: TextParams
  /** Seconds until the refused action may be tried again (throttling codes only). */
  retryAfterSeconds?: number
}

export class Refusal extends Error {
  constructor(code: RefusalCode, detail?: RefusalDetail)
  constructor(code: null, detail: RefusalDetail & { text: readonly [Namespace, string] })
  constructor(
    readonly code: RefusalCode | null,
    readonly detail: RefusalDetail = {},
  ) {
    super(code ?? detail.text?.join(':'))
    this.name = 'Refusal'
  }
}

/** Throws `refusal` when there is one (a rule's answer: a code, a Refusal, or null for yes). */
export function refuse(refusal: RefusalCode | Refusal | null): void {
  if (refusal instanceof Refusal) throw refusal
  if (refusal) throw new Refusal(refusal)
}
