/**
 * Becoming a trader (spec §2 copytrade/trader, issue 15; contract/follow.ts `follow/application`,
 * `follow/apply`): the caller's application, the conditions with the caller's progress, the form.
 *
 *   loading → failed —application.retry→ loading
 *           → trader (the caller holds the flag) | pending (sent, waiting for review)
 *           | form (never applied, rejected — the text prefilled —, or the flag revoked)
 *   pending —application.reload→ loading (has the reviewer decided?)
 *   form.editing —text.change / agreement.change→ form.editing
 *   form.editing —form.submit→ form.submitting (the text valid, the agreement ticked, every
 *     condition met; otherwise the form shows what is missing and stays)
 *   form.submitting → pending | trader | form.editing (refused or lost: the code shown, the text
 *     and the tick kept, so a retry sends the same text) | form.refreshing (refused
 *     conditionsNotMet: the progress read again, the text kept, then form.editing says which).
 *
 * The request moves no money and sets a state (a pending application): a retry after a lost
 * answer either makes it or is refused `applicationPending`, which reloads to the pending page.
 */
import { assign, fromPromise, setup } from 'xstate'
import {
  APPLICATION_TEXT_MAX,
  type TraderApplication,
  type TraderApplyRequest,
} from '@/api/contract/follow'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import { followApi } from '@/api/follow'
import type { LoadTag } from '../load-status'
import { ownErrorCode } from '../own-error'

export type TraderApplicationEvent =
  | { type: 'application.retry' }
  | { type: 'application.reload' }
  | { type: 'text.change'; value: string }
  | { type: 'agreement.change'; checked: boolean }
  | { type: 'form.submit' }

export interface TraderApplicationContext {
  application: TraderApplication | null
  /** The text being written (kept through every failure). */
  text: string
  agreed: boolean
  /** A submit was tried: the form shows what is missing. */
  tried: boolean
  /** Why loading or sending failed; never a session error. */
  error: ErrorCode | null
}

/** The text as sent: 1–500 characters once trimmed (the contract's TraderApplyRequest). */
export const isApplicationText = (text: string) => {
  const length = text.trim().length
  return length >= 1 && length <= APPLICATION_TEXT_MAX
}

export const conditionsMet = (application: TraderApplication | null) =>
  application !== null && application.conditions.every((c) => c.met === true)

/** The form is shown prefilled with the rejected text (or the earlier one), else empty. */
const textOf = (a: TraderApplication) => (a.status === 'rejected' ? a.reason : '')

export const loadApplication = fromPromise<TraderApplication>(({ signal }) =>
  followApi.application({ signal }),
)
export const applyAsTrader = fromPromise<TraderApplication, TraderApplyRequest>(
  ({ input, signal }) => followApi.apply(input, { signal }),
)

export type TraderApplicationTag = LoadTag | 'submitting'

export const traderApplicationMachine = setup({
  types: {
    context: {} as TraderApplicationContext,
    events: {} as TraderApplicationEvent,
    tags: {} as TraderApplicationTag,
  },
  actors: { loadApplication, applyAsTrader },
  guards: {
    isTrader: (_, params: { application: TraderApplication }) => params.application.isTrader,
    isPending: (_, params: { application: TraderApplication }) =>
      params.application.status === 'pending',
    canSend: ({ context }) =>
      isApplicationText(context.text) && context.agreed && conditionsMet(context.application),
    isConditionsNotMet: (_, params: { error: unknown }) =>
      toErrorCode(params.error) === 'conditionsNotMet',
    /** The application changed elsewhere (another device): read it again. */
    isStale: (_, params: { error: unknown }) => {
      const code = toErrorCode(params.error)
      return code === 'applicationPending' || code === 'alreadyTrader'
    },
  },
  actions: {
    // the error stays: a stale refusal reloads and the page it lands on names it
    takeApplication: assign((_, params: { application: TraderApplication }) => ({
      application: params.application,
    })),
    startForm: assign(({ context }) => ({
      text: context.application ? textOf(context.application) : '',
      agreed: false,
      tried: false,
    })),
    rememberError: assign((_, params: { error: unknown }) => ({
      error: ownErrorCode(params.error),
    })),
  },
}).createMachine({
  id: 'traderApplication',
  context: { application: null, text: '', agreed: false, tried: false, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadApplication',
        onDone: {
          target: 'routing',
          actions: {
            type: 'takeApplication',
            params: ({ event }) => ({ application: event.output }),
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    routing: {
      always: [
        {
          guard: {
            type: 'isTrader',
            params: ({ context }) => ({ application: context.application! }),
          },
          target: 'trader',
        },
        {
          guard: {
            type: 'isPending',
            params: ({ context }) => ({ application: context.application! }),
          },
          target: 'pending',
        },
        { target: 'form', actions: 'startForm' },
      ],
    },
    failed: {
      tags: ['failed'],
      on: { 'application.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    trader: {},
    pending: {
      on: { 'application.reload': { target: 'loading', actions: assign({ error: null }) } },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'text.change': { actions: assign(({ event }) => ({ text: event.value, error: null })) },
            'agreement.change': {
              actions: assign(({ event }) => ({ agreed: event.checked, error: null })),
            },
            'form.submit': [
              {
                guard: 'canSend',
                target: 'submitting',
                actions: assign({ tried: true, error: null }),
              },
              { actions: assign({ tried: true }) },
            ],
          },
        },
        submitting: {
          tags: ['busy', 'submitting'],
          invoke: {
            src: 'applyAsTrader',
            input: ({ context }) => ({ reason: context.text.trim(), agreement: 1 }),
            onDone: {
              target: '#traderApplication.routing',
              actions: [
                {
                  type: 'takeApplication',
                  params: ({ event }) => ({ application: event.output }),
                },
              ],
            },
            onError: [
              {
                guard: { type: 'isStale', params: ({ event }) => ({ error: event.error }) },
                target: '#traderApplication.loading',
                actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: {
                  type: 'isConditionsNotMet',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'refreshing',
                actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'editing',
                actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        /** Refused conditionsNotMet: the progress is read again (the text kept) to say which. */
        refreshing: {
          tags: ['busy', 'submitting'],
          invoke: {
            src: 'loadApplication',
            onDone: {
              target: 'editing',
              actions: {
                type: 'takeApplication',
                params: ({ event }) => ({ application: event.output }),
              },
            },
            onError: 'editing',
          },
        },
      },
    },
  },
})
