/**
 * The assets overview (spec §2 fund/assets, §3 asset accounts; api-reference §5.1, §5.2
 * wallet/list; issue 5 "assets overview").
 *
 * loading → ready | failed (assets.retry → loading)
 * ready: idle —after `refresh` or assets.refresh→ refreshing → idle | stale
 *        stale (the last figures stay, said to be out of date) —assets.retry or after `refresh`→ refreshing
 * Anywhere: account.select (the account shown, stored) and balances.toggle (figures hidden or not,
 * stored). Refreshes are background requests: they never raise the app-wide loading indicator.
 */
import { assign, fromPromise, setup } from 'xstate'
import { walletAccounts, type WalletAccount, type WalletOverview } from '@/api/contract/wallet'
import type { ErrorCode } from '@/api/errors'
import { walletApi } from '@/api/wallet'
import { ownErrorCode } from '../own-error'

/** Storage keys of the two choices the overview remembers. */
export const HIDE_BALANCES_KEY = 'wallet.hideBalances'
export const ACCOUNT_KEY = 'wallet.account'

export type AssetsEvent =
  | { type: 'assets.retry' }
  | { type: 'assets.refresh' }
  | { type: 'account.select'; account: WalletAccount }
  | { type: 'balances.toggle' }

export interface AssetsInput {
  /** Where the two choices survive reloads (the app's storage). */
  storage: Pick<Storage, 'getItem' | 'setItem'>
}

export interface AssetsContext {
  storage: AssetsInput['storage']
  overview: WalletOverview | null
  account: WalletAccount
  hidden: boolean
  /** Why the first load, or (in `stale`) the last refresh, failed. */
  error: ErrorCode | null
}

function storedAccount(storage: AssetsInput['storage']): WalletAccount {
  const value = storage.getItem(ACCOUNT_KEY)
  return walletAccounts.find((a) => a === value) ?? 'change'
}

const loaded = ({ event }: { event: { output: WalletOverview } }) => ({ overview: event.output })
const failed = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

export const assetsMachine = setup({
  types: {
    context: {} as AssetsContext,
    events: {} as AssetsEvent,
    input: {} as AssetsInput,
    /** For views: busy (a request in flight), loading, failed, refreshing, stale. */
    tags: {} as 'busy' | 'loading' | 'failed' | 'refreshing' | 'stale',
  },
  actors: {
    loadOverview: fromPromise<WalletOverview, { background: boolean }>(({ input, signal }) =>
      walletApi.overview({ signal, background: input.background }),
    ),
  },
  delays: {
    /** Balances and their USDT prices move: the overview reads them again this often. */
    refresh: 30_000,
  },
  actions: {
    takeOverview: assign((_, { overview }: { overview: WalletOverview }) => ({
      overview,
      error: null,
    })),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error: ownErrorCode(error) })),
    selectAccount: assign(({ context, event }) => {
      if (event.type !== 'account.select') return {}
      context.storage.setItem(ACCOUNT_KEY, event.account)
      return { account: event.account }
    }),
    toggleHidden: assign(({ context }) => {
      const hidden = !context.hidden
      context.storage.setItem(HIDE_BALANCES_KEY, hidden ? '1' : '0')
      return { hidden }
    }),
  },
}).createMachine({
  id: 'assets',
  context: ({ input }) => ({
    storage: input.storage,
    overview: null,
    account: storedAccount(input.storage),
    hidden: input.storage.getItem(HIDE_BALANCES_KEY) === '1',
    error: null,
  }),
  on: {
    'account.select': { actions: 'selectAccount' },
    'balances.toggle': { actions: 'toggleHidden' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadOverview',
        input: { background: false },
        onDone: { target: 'ready', actions: { type: 'takeOverview', params: loaded } },
        onError: { target: 'failed', actions: { type: 'rememberError', params: failed } },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'assets.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          after: { refresh: 'refreshing' },
          on: { 'assets.refresh': 'refreshing' },
        },
        refreshing: {
          tags: ['busy', 'refreshing'],
          invoke: {
            src: 'loadOverview',
            input: { background: true },
            onDone: { target: 'idle', actions: { type: 'takeOverview', params: loaded } },
            onError: { target: 'stale', actions: { type: 'rememberError', params: failed } },
          },
        },
        stale: {
          tags: ['stale'],
          after: { refresh: 'refreshing' },
          on: { 'assets.retry': 'refreshing', 'assets.refresh': 'refreshing' },
        },
      },
    },
  },
})
