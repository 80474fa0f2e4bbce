/**
 * An IEO project's page and its subscription (spec §2 ieo/subscribe?id=, issue 16; api-reference
 * §11; contract/ieo.ts, formulas and rules in ieo-math.ts). `project/detail` reads without a
 * session (no balance then: subscribing asks to log in); `project/order` subscribes through the
 * keyed submission, so a retry after a lost answer sends the same request with the same key.
 * The clock is the detail's `now` plus one second per `tick` (a named delay; stories freeze it):
 * the phase, the countdown and the checks follow it, never the phone's clock.
 *
 * starting → loading (a valid `?id=`) | notFound (no request)
 * loading → editing | notFound (`notFound`) | loadFailed —detail.retry→ loading
 * editing —form.submit→ confirming (subscriptionIssue is null) | editing with the issue
 * confirming —confirm.submit→ submitting (keying → sending) → done
 *   no answer → confirming (same key, amount kept); a refusal (ended, sold out, supply exceeded,
 *   balance…) → refreshing (the detail again: what is left, the balance) → editing with the code
 * done —form.again→ refreshing → editing (the new subscription as the latest)
 */
import { assign, cancel, raise, setup } from 'xstate'
import type { IeoDetail, IeoOrder } from '@/api/contract/ieo'
import { maxSubscription } from '@/api/contract/ieo-math'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import {
  keyedSubmission,
  onRefusal,
  withError,
  withOutput,
  type KeyedContext,
} from '../keyed-submission'
import {
  amountText,
  figureOf,
  isSheetError,
  noRefusal,
  refusalOf,
  type FormRefusal,
  type MoneyFormTag,
} from '../money-form'
import {
  amountIssueOf,
  IEO_SUBSCRIBE_TICK_MS,
  loadDetail,
  nowOf,
  subscribe,
  termsOf,
} from './ieo-subscribe.logic'

export type IeoSubscribeEvent =
  | { type: 'detail.retry' }
  | { type: 'amount.change'; value: string }
  | { type: 'amount.max' }
  | { type: 'form.submit' }
  | { type: 'form.again' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }
  | { type: 'clock.tick' }

export interface IeoSubscribeInput {
  /** The project's id (`?id=`); null: not found, without a request. */
  id: number | null
}

export interface IeoSubscribeContext extends KeyedContext, FormRefusal<'amount'> {
  id: number | null
  detail: IeoDetail | null
  elapsed: number
  /** Tokens, as typed. */
  amount: string
  touched: boolean
  /** The subscription just made (done). */
  order: IeoOrder | null
}

export type IeoSubscribeTag = MoneyFormTag | 'notFound' | 'refreshing'

/** project/order's request for the form (without its key). */
export const toOrderRequest = (c: IeoSubscribeContext) => ({
  project_id: c.id ?? 0,
  amount: c.amount.trim(),
})

/** Refusals about the amount: shown under the field. */
const amountRefusals = new Set<ErrorCode>([
  'ieoSupplyExceeded',
  'insufficientBalance',
  'belowMinimum',
  'amountTooPrecise',
  'amountInvalid',
  'amountRequired',
])

const submission = keyedSubmission({
  types: {} as { context: IeoSubscribeContext; events: IeoSubscribeEvent },
  request: toOrderRequest,
})

export const ieoSubscribeMachine = setup({
  types: {
    context: {} as IeoSubscribeContext,
    events: {} as IeoSubscribeEvent,
    input: {} as IeoSubscribeInput,
    tags: {} as IeoSubscribeTag,
  },
  actors: { loadDetail, subscribe, ...submission.actors },
  delays: { tick: IEO_SUBSCRIBE_TICK_MS },
  guards: {
    hasId: ({ context }) => context.id !== null,
    isNotFound: (_, { error }: { error: unknown }) => toErrorCode(error) === 'notFound',
    isFormValid: ({ context }) => amountIssueOf(context) === null,
    ...submission.guards,
    isSheetRefusal: onRefusal(isSheetError),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    takeDetail: assign((_, { output }: { output: IeoDetail }) => ({ detail: output, elapsed: 0 })),
    restartClock: cancel('tick'),
    scheduleTick: raise({ type: 'clock.tick' }, { delay: 'tick', id: 'tick' }),
    tick: assign(({ context }) => ({ elapsed: context.elapsed + IEO_SUBSCRIBE_TICK_MS })),
    takeMax: assign(({ context }) => {
      const max = context.detail ? maxSubscription(termsOf(context.detail, nowOf(context))) : '0'
      return { amount: max === '0' ? context.amount : figureOf(max).value, touched: true }
    }),
    rememberIssue: assign(({ context }) => ({
      touched: true,
      error: amountIssueOf(context),
      errorField: 'amount' as const,
      serverMessage: '',
    })),
    rememberError: assign((_, { error }: { error: unknown }) =>
      refusalOf(error, (code) => amountRefusals.has(code)),
    ),
    takeOrder: assign((_, { output }: { output: IeoOrder }) => ({ order: output, ...noRefusal })),
  },
}).createMachine({
  id: 'ieoSubscribe',
  context: ({ input }) => ({
    id: input.id,
    detail: null,
    elapsed: 0,
    amount: '',
    touched: false,
    requestKey: null,
    ...noRefusal,
    order: null,
  }),
  on: { 'clock.tick': { actions: ['tick', 'scheduleTick'] } },
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadDetail',
        input: ({ context }) => ({ id: context.id! }),
        onDone: {
          target: 'editing',
          actions: [withOutput('takeDetail'), 'restartClock', 'scheduleTick'],
        },
        onError: [
          { guard: withError('isNotFound'), target: 'notFound' },
          { target: 'loadFailed', actions: withError('rememberError') },
        ],
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'detail.retry': { target: 'loading', actions: 'clearError' } },
    },
    notFound: { tags: ['notFound'] },
    refreshing: {
      tags: ['busy', 'refreshing'],
      invoke: {
        src: 'loadDetail',
        input: ({ context }) => ({ id: context.id! }),
        onDone: {
          target: 'editing',
          actions: [withOutput('takeDetail'), 'restartClock', 'scheduleTick'],
        },
        onError: 'editing',
      },
    },
    editing: {
      on: {
        'amount.change': {
          actions: [assign(({ event }) => ({ amount: amountText(event.value) })), 'clearError'],
        },
        'amount.max': { actions: ['takeMax', 'clearError'] },
        'form.submit': [
          { guard: 'isFormValid', target: 'confirming', actions: 'clearError' },
          { actions: 'rememberIssue' },
        ],
      },
    },
    confirming: {
      tags: ['sheetOpen'],
      on: {
        'confirm.cancel': { target: 'editing', actions: 'clearError' },
        'confirm.submit': { target: 'submitting', actions: 'clearError' },
      },
    },
    submitting: submission.state({
      send: 'subscribe',
      remember: 'rememberError',
      keyFailed: '#ieoSubscribe.confirming',
      done: { target: '#ieoSubscribe.done', actions: [withOutput('takeOrder')] },
      failed: [
        { guard: withError('isSheetRefusal'), target: '#ieoSubscribe.confirming' },
        '#ieoSubscribe.refreshing',
      ],
    }),
    done: {
      tags: ['done'],
      on: {
        'form.again': {
          target: 'refreshing',
          actions: assign({ amount: '', touched: false, order: null }),
        },
      },
    },
  },
})
