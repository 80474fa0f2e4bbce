import type { SnapshotFrom } from 'xstate'
import type { BusinessErrorCode } from '@/api/contract/common'
import type { DepositRecord } from '@/api/contract/wallet'
import { amountIssue, floorTo } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import { loadStatus } from '../load-status'
import type { ClaimField, depositMachine } from './deposit.machine'
import { isSandboxAddress } from './deposit-claim'

export type DepositSnapshot = SnapshotFrom<typeof depositMachine>

export type ClaimStep = 'editing' | 'confirming' | 'submitting' | 'failed' | 'done'

export interface DepositView {
  status: 'loading' | 'failed' | 'ready'
  /** The coin and its network ("USDT", "TRC20"). */
  coin: string
  network: string
  /** The platform address to send to ('' until loaded). */
  address: string
  /** It is a sandbox address, valid on no real network: the screen warns never to send real coins. */
  isSandbox: boolean
  /** The coin's decimals, and the user's available spot balance of it. */
  scale: number
  balance: string
  copy: 'idle' | 'copying' | 'copied' | 'failed'
  claim: {
    step: ClaimStep
    amount: string
    account: string
    /** What will be credited, with the coin's decimals: the amount itself (there is no bonus). */
    credited: string
    /** Field messages (the check before confirming, or a refusal about that field). */
    issues: Partial<Record<ClaimField, BusinessErrorCode>>
    /** The request failed; in `failed` a retry sends the same request again. */
    error: ErrorCode | null
    serverMessage: string
    /** The claim made (in `done`): pending until the platform credits or rejects it. */
    record: DepositRecord | null
  }
  /** Why loading failed; session errors are the session's. */
  error: ErrorCode | null
}

const claimSteps = ['confirming', 'submitting', 'done'] as const

function stepOf(s: DepositSnapshot): ClaimStep {
  if (s.hasTag('claimFailed')) return 'failed'
  return claimSteps.find((tag) => s.hasTag(tag)) ?? 'editing'
}

function copyOf(s: DepositSnapshot): DepositView['copy'] {
  if (s.hasTag('copyFailed')) return 'failed'
  return s.hasTag('copying') ? 'copying' : s.hasTag('copied') ? 'copied' : 'idle'
}

export function toDepositView(s: DepositSnapshot): DepositView {
  const c = s.context
  const status = loadStatus(s)
  const scale = c.terms?.scale ?? 0
  const valid = c.terms !== null && amountIssue(c.amount, scale) === null
  return {
    status,
    coin: c.coin.name,
    network: c.coin.network,
    address: c.terms?.address ?? '',
    isSandbox: c.terms ? isSandboxAddress(c.terms.address) : false,
    scale,
    balance: c.terms?.balance ?? '0',
    copy: status === 'ready' ? copyOf(s) : 'idle',
    claim: {
      step: status === 'ready' ? stepOf(s) : 'editing',
      amount: c.amount,
      account: c.account,
      credited: valid ? floorTo(c.amount.trim(), scale) : '',
      issues: c.issues,
      error: status === 'ready' ? c.error : null,
      serverMessage: c.serverMessage,
      record: c.claim,
    },
    error: status === 'failed' ? c.error : null,
  }
}
