/**
 * The withdraw form's rules (issue 5; contract/wallet.ts "Withdraw"): where the money may go, what
 * the request is, and why it may not be sent yet. Every figure comes from wallet-math.ts, the one
 * implementation the sandbox decides with.
 */
import type { BankCard, WithdrawAddress } from '@/api/contract/payout'
import {
  withdrawTypes,
  type WithdrawInfo,
  type WithdrawKind,
  type WithdrawRequest,
} from '@/api/contract/wallet'
import {
  isDecimal,
  maxWithdrawable,
  withdrawalIssue,
  withinWithdrawLimit,
} from '@/api/contract/wallet-math'
import { toErrorCode, toServerMessage, type ErrorCode } from '@/api/errors'
import { noRefusal } from '../money-form'

/** The cards a withdrawal can be paid to, by kind. */
export type CardKind = Exclude<WithdrawKind, 'address'>
export type SavedCards = Record<CardKind, BankCard | null>

/** What the withdraw screen loads before the form opens. */
export interface WithdrawSetup {
  terms: WithdrawInfo
  /** The user's saved addresses of this coin on this network. */
  addresses: WithdrawAddress[]
  cards: SavedCards
  hasPayPassword: boolean
}

/** The form fields a message can belong to. */
export type WithdrawField = 'destination' | 'amount' | 'payPassword'

export interface WithdrawForm {
  currencyId: number
  terms: WithdrawInfo | null
  addresses: WithdrawAddress[]
  cards: SavedCards
  kind: WithdrawKind
  addressId: number | null
  amount: string
  payPassword: string
}

/** The saved addresses of `currencyId` on `network` (the address book holds every coin). */
export const addressesOf = (all: readonly WithdrawAddress[], currencyId: number, network: string) =>
  all.filter((a) => a.currency === currencyId && a.type === network)

/** Where a new form points: the first saved address, else the first saved card it may use. */
export function defaultDestination(setup: WithdrawSetup): {
  kind: WithdrawKind
  addressId: number | null
} {
  const first = setup.addresses[0]
  if (first) return { kind: 'address', addressId: first.id }
  const card = setup.terms.kinds.find(
    (k): k is CardKind => k !== 'address' && setup.cards[k] !== null,
  )
  return { kind: card ?? 'address', addressId: null }
}

const termsOf = (t: WithdrawInfo) => ({ fee: t.fee, min: t.min, scale: t.scale })

/** Why the amount cannot be withdrawn: the contract's rules, then the level's 24 h limit. */
export function amountIssueOf(f: WithdrawForm): ErrorCode | null {
  if (!f.terms) return 'parameterError'
  const amount = f.amount.trim()
  const issue = withdrawalIssue(amount, f.terms.available, termsOf(f.terms))
  if (issue) return issue
  const { kycLevel, btcRate, remainingBtc } = f.terms
  const limited = kycLevel > 0 && isDecimal(btcRate) && isDecimal(remainingBtc)
  return limited && !withinWithdrawLimit(amount, btcRate, remainingBtc)
    ? 'withdrawLimitExceeded'
    : null
}

/** Why the destination cannot be used: no saved address chosen, or no saved card of that kind. */
export function destinationIssueOf(f: WithdrawForm): ErrorCode | null {
  if (f.kind === 'address') {
    return f.addresses.some((a) => a.id === f.addressId) ? null : 'addressNotSaved'
  }
  return f.cards[f.kind] ? null : 'paymentInfoRequired'
}

/** The first thing stopping the form, top to bottom, with the field it concerns. */
export function formIssueOf(
  f: WithdrawForm,
): { error: ErrorCode; errorField: WithdrawField } | null {
  const destination = destinationIssueOf(f)
  if (destination) return { error: destination, errorField: 'destination' }
  const amount = amountIssueOf(f)
  return amount ? { error: amount, errorField: 'amount' } : null
}

/** The "max" amount: the available balance within the level's 24 h limit. */
export function maxAmountOf(terms: WithdrawInfo): string {
  return maxWithdrawable(
    terms.available,
    terms.scale,
    terms.kycLevel > 0 ? terms.btcRate : '',
    terms.kycLevel > 0 ? terms.remainingBtc : '',
  )
}

/** The `wallet/out` request of the form, without its key. */
export function toWithdrawRequest(f: WithdrawForm): Omit<WithdrawRequest, 'idempotency_key'> {
  return {
    type: withdrawTypes[f.kind],
    currency: f.currencyId,
    number: f.amount.trim(),
    // the fee the user was shown: the server refuses `feeChanged` if it is no longer its fee
    rate: f.terms?.fee ?? '0',
    ...(f.kind === 'address' && f.addressId !== null ? { address_id: f.addressId } : {}),
    pay_password: f.payPassword,
  }
}

const amountRefusals = new Set<ErrorCode>([
  'amountRequired',
  'amountInvalid',
  'amountTooPrecise',
  'belowMinimum',
  'insufficientBalance',
  'withdrawLimitExceeded',
])

/** Which field a refusal of `wallet/out` is about (none: it is shown for the whole form). */
export function fieldOfRefusal(code: ErrorCode): WithdrawField | null {
  if (code === 'addressNotSaved' || code === 'paymentInfoRequired') return 'destination'
  return amountRefusals.has(code) ? 'amount' : null
}

/** Refusals about the pay password: shown under it. */
const passwordRefusals = new Set<ErrorCode>([
  'payPasswordInvalid',
  'payPasswordLocked',
  'payPasswordNotSet',
])

/** How a refusal shows on the form: under its field; a wrong password is typed again from scratch. */
export function refusalOn(
  f: { payPassword: string; hasPayPassword: boolean },
  error: ErrorCode,
): {
  error: ErrorCode
  errorField: WithdrawField | null
  payPassword: string
  hasPayPassword: boolean
} {
  return {
    error,
    errorField: passwordRefusals.has(error) ? 'payPassword' : fieldOfRefusal(error),
    payPassword: error === 'payPasswordInvalid' ? '' : f.payPassword,
    hasPayPassword: error === 'payPasswordNotSet' ? false : f.hasPayPassword,
  }
}

/** The sheet's pay password is missing: none set yet, or none typed. */
export const passwordMissing = (f: { hasPayPassword: boolean }) => ({
  ...noRefusal,
  error: (f.hasPayPassword ? 'payPasswordRequired' : 'payPasswordNotSet') as ErrorCode,
  errorField: 'payPassword' as const,
})

/** New terms that leave nothing to arrive: back to the amount, with why. */
export const tooCostly = (f: WithdrawForm, terms: WithdrawInfo) => ({
  terms,
  payPassword: '',
  previousFee: null,
  ...noRefusal,
  ...formIssueOf({ ...f, terms }),
})

/** The loaded terms, addresses and cards, with the destination chosen first. */
export const loaded = (info: Parameters<typeof defaultDestination>[0]) => ({
  ...info,
  ...defaultDestination(info),
  ...noRefusal,
})

/** A failed load: the code and the server's sentence, as they are. */
export const loadFailure = (thrown: unknown) => ({
  error: toErrorCode(thrown),
  serverMessage: toServerMessage(thrown),
})

/** A refused withdrawal, under its field (`refusalOn`), with the server's sentence. */
export const refusalFrom = (f: Parameters<typeof refusalOn>[0], thrown: unknown) => ({
  ...refusalOn(f, toErrorCode(thrown)),
  serverMessage: toServerMessage(thrown),
})
