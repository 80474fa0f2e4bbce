import type { SnapshotFrom } from 'xstate'
import { KYC_LIMITS, type KycLimit } from '@/api/contract/kyc'
import type { BankCard } from '@/api/contract/payout'
import type { WithdrawKind, WithdrawalRecord } from '@/api/contract/wallet'
import { amountIssue, withdrawalArrives } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import {
  figureOf,
  liveIssue,
  moneyFormStatus,
  type Figure,
  type MoneyFormStatus,
} from '../money-form'
import { ownCode } from '../own-error'

export type { Figure }
import type { withdrawMachine } from './withdraw.machine'
import { amountIssueOf, type CardKind, type WithdrawField } from './withdraw.rules'

export type WithdrawSnapshot = SnapshotFrom<typeof withdrawMachine>

export type WithdrawStatus = MoneyFormStatus | 'refreshingTerms'

/** A saved address the money can go to. */
export interface AddressOption {
  id: number
  /** The user's label ("Cold wallet"). */
  name: string
  address: string
}

/** A saved card, as much of it as the screen shows. */
export interface CardOption {
  bankName: string
  holder: string
  /** The last four digits of the card or account number. */
  last4: string
}

/** Where the confirmed withdrawal goes, for the confirm sheet. */
export interface DestinationSummary {
  kind: WithdrawKind
  /** The address label or the bank name. */
  name: string
  /** The full address, or the masked card number's last four digits. */
  detail: string
}

export interface WithdrawView {
  status: WithdrawStatus
  network: string
  /** The coin's symbol ('' until the terms are loaded). */
  coin: string
  /** The coin's decimals. */
  scale: number
  /** Available change balance, fee and minimum, in coin units. */
  available: string
  fee: string
  min: string
  /** The destinations this coin may go to, and the one chosen. */
  kinds: WithdrawKind[]
  kind: WithdrawKind
  addresses: AddressOption[]
  addressId: number | null
  cards: Record<CardKind, CardOption | null>
  amount: string
  /** What arrives for the typed amount (amount − fee); null while it is not a valid amount. */
  arrives: string | null
  /** A problem with the amount worth showing while typing (balance, minimum, limit). */
  amountIssue: ErrorCode | null
  /** Identity verified (Lv1 or Lv2): withdrawals are allowed within the level's 24 h limit. */
  isVerified: boolean
  /** The level's 24 h limit and what is left of it, in the limit's currency (BTC). */
  limit: { level: 1 | 2; currency: string; amount: Figure; used: Figure; remaining: Figure } | null
  /** What basic verification (Lv1) would allow, for the unverified. */
  basicLimit: { amount: string; currency: string }
  isConfirmOpen: boolean
  isSubmitting: boolean
  destination: DestinationSummary | null
  hasPayPassword: boolean
  payPassword: string
  /** The fee the user confirmed before the server changed it (shown next to the new one). */
  previousFee: string | null
  error: ErrorCode | null
  errorField: WithdrawField | null
  serverMessage: string
  withdrawal: WithdrawalRecord | null
  isRefreshingStatus: boolean
}

const statusOf = (s: WithdrawSnapshot): WithdrawStatus =>
  s.hasTag('refreshingTerms') ? 'refreshingTerms' : moneyFormStatus(s)

function cardOption(card: BankCard | null): CardOption | null {
  if (!card) return null
  const number = card.values.cardNumber ?? card.values.accountNumber ?? ''
  return {
    bankName: card.values.bankName ?? '',
    holder: card.values.realName ?? '',
    last4: number.replace(/\s/g, '').slice(-4),
  }
}

function limitOf(level: KycLimit, used: string, remaining: string) {
  const { amount, currency } = level.withdrawPerDay
  return {
    level: level.level,
    currency,
    amount: figureOf(amount),
    used: figureOf(used || '0'),
    remaining: figureOf(remaining || amount),
  }
}

export function toWithdrawView(s: WithdrawSnapshot): WithdrawView {
  const c = s.context
  const t = c.terms
  const status = statusOf(s)
  const cards = {
    card: cardOption(c.cards.card),
    internationalCard: cardOption(c.cards.internationalCard),
  }
  const amount = c.amount.trim()
  const validAmount = t !== null && amountIssue(amount, t.scale) === null
  const address = c.kind === 'address' ? c.addresses.find((a) => a.id === c.addressId) : undefined
  const card = c.kind === 'address' ? null : cards[c.kind]
  const level = t && t.kycLevel > 0 ? KYC_LIMITS.find((l) => l.level === t.kycLevel) : undefined
  return {
    status,
    network: c.network,
    coin: t?.currencyName ?? '',
    scale: t?.scale ?? 8,
    available: t?.available ?? '0',
    fee: t?.fee ?? '0',
    min: t?.min ?? '0',
    kinds: t?.kinds ?? ['address'],
    kind: c.kind,
    addresses: c.addresses.map((a) => ({ id: a.id, name: a.name, address: a.address })),
    addressId: c.addressId,
    cards,
    amount: c.amount,
    arrives: validAmount ? withdrawalArrives(amount, t.fee) : null,
    amountIssue: t ? liveIssue(amount, amountIssueOf(c)) : null,
    isVerified: t !== null && t.kycLevel > 0,
    limit: level ? limitOf(level, t!.usedBtc, t!.remainingBtc) : null,
    basicLimit: { ...KYC_LIMITS[0].withdrawPerDay },
    isConfirmOpen:
      status === 'confirming' || status === 'submitting' || status === 'refreshingTerms',
    isSubmitting: status === 'submitting' || status === 'refreshingTerms',
    destination: address
      ? { kind: 'address', name: address.name, detail: address.address }
      : card
        ? { kind: c.kind, name: card.bankName, detail: card.last4 }
        : null,
    hasPayPassword: c.hasPayPassword,
    payPassword: c.payPassword,
    previousFee: c.previousFee,
    // withdraw keeps a 998 refusal in its context like any other; the session announces it
    error: ownCode(c.error),
    errorField: ownCode(c.error) ? c.errorField : null,
    serverMessage: c.serverMessage,
    withdrawal: c.withdrawal,
    isRefreshingStatus: s.hasTag('refreshing'),
  }
}
