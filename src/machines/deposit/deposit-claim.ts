/**
 * The deposit claim's rules (spec §5 amount pattern and the coin's decimals; api-reference §5.2
 * wallet/charge_req), kept out of the machine so it stays a graph: the check before confirming,
 * the request, and how a failure is read.
 */
import {
  SANDBOX_DEPOSIT_ADDRESSES,
  depositAccountIssue,
  type DepositClaimRequest,
} from '@/api/contract/wallet'
import { amountIssue } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import type { ClaimField, DepositContext } from './deposit.machine'

/** Errors after which the request may have arrived: retry with the same key, never a new one. */
const transportErrors = new Set<ErrorCode>([
  'network',
  'timeout',
  'http',
  'invalidResponse',
  'unknown',
])
export const mayHaveArrived = (code: ErrorCode) => transportErrors.has(code)

/** The field a refusal of the server is about, if any. */
export const fieldOfRefusal: Partial<Record<ErrorCode, ClaimField>> = {
  amountRequired: 'amount',
  amountInvalid: 'amount',
  amountTooPrecise: 'amount',
  depositAccountRequired: 'account',
  depositAccountInvalid: 'account',
}

/** What an amount field holds: no spaces; a decimal comma (pt, fr, es keyboards) read as a point. */
export const amountText = (value: string) => value.replace(/\s+/g, '').replace(',', '.')

export function claimIssues(
  c: Pick<DepositContext, 'amount' | 'account' | 'terms'>,
): DepositContext['issues'] {
  const issues: DepositContext['issues'] = {}
  const amount = amountIssue(c.amount, c.terms?.scale ?? 0)
  if (amount) issues.amount = amount
  const account = depositAccountIssue(c.account)
  if (account) issues.account = account
  return issues
}

/**
 * An edit of the claim: the field as typed; one that changes it drops the held key at once
 * (stricter than the fingerprint alone, which would send the key again for a request edited
 * back as it was after a lost answer).
 */
export function claimEdit(
  c: Pick<DepositContext, 'amount' | 'account'>,
  edit: { type: 'amount.change' | 'account.change'; value: string },
): Partial<DepositContext> {
  if (edit.type === 'amount.change') {
    const amount = amountText(edit.value)
    return amount === c.amount ? {} : { amount, requestKey: null }
  }
  return edit.value === c.account ? {} : { account: edit.value, requestKey: null }
}

/** The `wallet/charge_req` request of the form, without its key. */
export function toClaimRequest(c: DepositContext): Omit<DepositClaimRequest, 'idempotency_key'> {
  return {
    account: c.account.trim(),
    amount: c.amount.trim(),
    currency: c.coin.currencyId,
    type: 0,
    network: c.coin.claimNetwork,
  }
}

/** Whether an address is one of the sandbox's, valid on no real network. */
export const isSandboxAddress = (address: string) =>
  SANDBOX_DEPOSIT_ADDRESSES.some((a) => a.address === address)
