/**
 * The withdrawal address book (spec §2 setting/wallet, §3 wallet address; api-reference §3.4
 * user/wallet/list and the designed user/wallet/del).
 *
 * loading → ready | failed (list.retry → loading)
 * ready.idle —address.delete→ ready.confirmingDelete —delete.confirm→ ready.deleting → ready.idle
 *   —delete.cancel→ ready.idle. The row goes when the server confirms (notFound: it was already
 *   gone, so it goes too); any other failure keeps it and emits `deleteFailed`.
 * Emits `deleted` for the screen's toast. Adding happens on its own screen (address-form).
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { AddressPage, WithdrawAddress } from '@/api/contract/payout'
import { toErrorCode, toServerMessage, type ErrorCode } from '@/api/errors'
import { payoutApi } from '@/api/payout'
import type { LoadTag } from '../load-status'
import { ownErrorCode } from '../own-error'

export type AddressBookEvent =
  | { type: 'list.retry' }
  | { type: 'address.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }

export type AddressBookEmitted =
  { type: 'deleted' } | { type: 'deleteFailed'; code: ErrorCode; serverMessage: string }

export interface AddressBookContext {
  addresses: WithdrawAddress[]
  /** The address being confirmed or deleted. */
  target: WithdrawAddress | null
  /** Why the list failed to load. */
  error: ErrorCode | null
}

const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    emitted: {} as AddressBookEmitted,
    /** For views: the list's load, the delete sheet (sheetOpen) and its request (deleting). */
    tags: {} as LoadTag | 'sheetOpen' | 'deleting',
  },
  actors: {
    loadAddresses: fromPromise<AddressPage>(({ signal }) => payoutApi.addresses({ signal })),
    deleteAddress: fromPromise<unknown, { id: number }>(({ input, signal }) =>
      payoutApi.deleteAddress({ id: input.id }, { signal }),
    ),
  },
  guards: {
    isListed: ({ context, event }) =>
      event.type === 'address.delete' && context.addresses.some((a) => a.id === event.id),
    isGone: (_, { error }: { error: unknown }) => toErrorCode(error) === 'notFound',
  },
  actions: {
    pick: assign(({ context, event }) => ({
      target:
        event.type === 'address.delete'
          ? (context.addresses.find((a) => a.id === event.id) ?? null)
          : null,
    })),
    drop: assign({ target: null }),
    removeTarget: assign(({ context }) => ({
      addresses: context.addresses.filter((a) => a.id !== context.target?.id),
      target: null,
    })),
    reportDeleteFailure: emit((_, { error }: { error: unknown }) => ({
      type: 'deleteFailed' as const,
      code: toErrorCode(error),
      serverMessage: toServerMessage(error),
    })),
  },
}).createMachine({
  id: 'addressBook',
  context: { addresses: [], target: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadAddresses',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ addresses: event.output.data, error: null })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: ownErrorCode(event.error) })),
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'list.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'address.delete': { guard: 'isListed', target: 'confirmingDelete', actions: 'pick' },
          },
        },
        confirmingDelete: {
          tags: ['sheetOpen'],
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'idle', actions: 'drop' },
          },
        },
        deleting: {
          tags: ['busy', 'deleting'],
          invoke: {
            src: 'deleteAddress',
            input: ({ context }) => ({ id: context.target!.id }),
            onDone: {
              target: 'idle',
              actions: ['removeTarget', emit({ type: 'deleted' as const })],
            },
            onError: [
              {
                guard: { type: 'isGone', params: failure },
                target: 'idle',
                actions: ['removeTarget', emit({ type: 'deleted' as const })],
              },
              {
                target: 'idle',
                actions: [{ type: 'reportDeleteFailure', params: failure }, 'drop'],
              },
            ],
          },
        },
      },
    },
  },
})
