/**
 * A bank card, domestic or international (spec §2 setting/bank and setting/bank_international, §3
 * bank card, §5 "all bank-card fields are required"; api-reference §3.4 user/cash_*).
 *
 * loading → editing | failed (card.retry → loading)
 * editing —form.submit→ saving → saved | editing (with the request's error)
 *   an invalid form stays in editing with every refused field's message; nothing is sent
 * saved —field.change→ editing
 * editing | saved —card.delete→ confirmingDelete —delete.confirm→ deleting → editing (empty form)
 *   —delete.cancel→ back; a failed delete returns to editing with its error
 * Emits `saved` and `deleted` for the screen's toasts.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { BankCard, CardField, CardKind, CardValues } from '@/api/contract/payout'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import { payoutApi } from '@/api/payout'
import type { LoadTag } from '../load-status'
import { ownError } from '../own-error'
import { cardIssues, hasIssues, type FieldIssues } from './field-issues'

export type BankCardEvent =
  | { type: 'field.change'; field: CardField; value: string }
  | { type: 'form.submit' }
  | { type: 'card.retry' }
  | { type: 'card.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }

export type BankCardEmitted = { type: 'saved' } | { type: 'deleted' }

export interface BankCardInput {
  kind: CardKind
}

export interface BankCardContext {
  kind: CardKind
  /** The saved card; null when the user has none. */
  card: BankCard | null
  values: CardValues
  /** The message of each refused field. */
  issues: FieldIssues<CardField>
  /** Why loading, saving or deleting failed. */
  error: ErrorCode | null
  serverMessage: string
}

const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
const REMEMBER_ERROR = { type: 'rememberError', params: failure } as const

export const bankCardMachine = setup({
  types: {
    context: {} as BankCardContext,
    events: {} as BankCardEvent,
    input: {} as BankCardInput,
    emitted: {} as BankCardEmitted,
    /** For views: busy (a request in flight), loading, failed, saving, saved, sheetOpen, deleting. */
    tags: {} as LoadTag | 'saving' | 'saved' | 'sheetOpen' | 'deleting',
  },
  actors: {
    loadCard: fromPromise<BankCard | null, { kind: CardKind }>(({ input, signal }) =>
      payoutApi.card(input.kind, { signal }),
    ),
    saveCard: fromPromise<BankCard, { kind: CardKind; values: CardValues }>(({ input, signal }) =>
      payoutApi.saveCard(input.kind, input.values, { signal }),
    ),
    deleteCard: fromPromise<unknown, { id: number }>(({ input, signal }) =>
      payoutApi.deleteCard({ id: input.id }, { signal }),
    ),
  },
  guards: {
    isFormValid: ({ context }) => !hasIssues(cardIssues(context.kind, context.values)),
    hasCard: ({ context }) => context.card !== null,
    isGone: (_, params: { error: unknown }) => toErrorCode(params.error) === 'notFound',
  },
  actions: {
    changeField: assign(({ context }, params: { field: CardField; value: string }) => {
      const issues = { ...context.issues }
      delete issues[params.field]
      return {
        values: { ...context.values, [params.field]: params.value },
        issues,
        error: null,
        serverMessage: '',
      }
    }),
    rememberIssues: assign(({ context }) => ({
      issues: cardIssues(context.kind, context.values),
      error: null,
    })),
    takeCard: assign((_, params: { card: BankCard | null }) => ({
      card: params.card,
      values: params.card ? { ...params.card.values } : {},
      issues: {},
      error: null,
      serverMessage: '',
    })),
    forgetCard: assign({ card: null, values: {}, issues: {}, error: null, serverMessage: '' }),
    rememberError: assign((_, params: { error: unknown }) => ownError(params.error)),
    clearError: assign({ error: null, serverMessage: '' }),
  },
}).createMachine({
  id: 'bankCard',
  context: ({ input }) => ({
    kind: input.kind,
    card: null,
    values: {},
    issues: {},
    error: null,
    serverMessage: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadCard',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: {
          target: 'editing',
          actions: { type: 'takeCard', params: ({ event }) => ({ card: event.output }) },
        },
        onError: { target: 'failed', actions: REMEMBER_ERROR },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'card.retry': { target: 'loading', actions: 'clearError' } },
    },
    editing: {
      on: {
        'field.change': { actions: { type: 'changeField', params: ({ event }) => event } },
        'form.submit': [
          { guard: 'isFormValid', target: 'saving', actions: 'clearError' },
          { actions: 'rememberIssues' },
        ],
        'card.delete': { guard: 'hasCard', target: 'confirmingDelete', actions: 'clearError' },
      },
    },
    saving: {
      tags: ['busy', 'saving'],
      invoke: {
        src: 'saveCard',
        input: ({ context }) => ({ kind: context.kind, values: context.values }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'takeCard', params: ({ event }) => ({ card: event.output }) },
            emit({ type: 'saved' as const }),
          ],
        },
        onError: { target: 'editing', actions: REMEMBER_ERROR },
      },
    },
    saved: {
      tags: ['saved'],
      on: {
        'field.change': {
          target: 'editing',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'card.delete': { target: 'confirmingDelete' },
      },
    },
    confirmingDelete: {
      tags: ['sheetOpen'],
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': 'editing',
      },
    },
    deleting: {
      tags: ['busy', 'deleting'],
      invoke: {
        src: 'deleteCard',
        input: ({ context }) => ({ id: context.card!.id }),
        onDone: { target: 'editing', actions: ['forgetCard', emit({ type: 'deleted' as const })] },
        onError: [
          // already deleted (on another device): the card is gone either way
          {
            guard: { type: 'isGone', params: failure },
            target: 'editing',
            actions: ['forgetCard', emit({ type: 'deleted' as const })],
          },
          { target: 'editing', actions: REMEMBER_ERROR },
        ],
      },
    },
  },
})
