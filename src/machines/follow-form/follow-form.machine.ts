/**
 * Following a trader, or editing the follow (spec §2 follow/follow, issue 15; api-reference §10;
 * contract/follow.ts, formulas in follow-math.ts). `follow/traderDetail` carries all the preview
 * needs (the trader, the caller's follow to prefill, the trader's latest position, its pair's
 * rules, the caller's lever balance); `follow/follow` starts or edits the follow (an upsert) through
 * the keyed submission, so a retry after a lost answer sends the same request with the same key.
 *
 * starting → loading (a valid `?id=`) | notFound
 * loading → editing | notFound (`traderNotFound`, or no longer a trader) | loadFailed
 *   loadFailed —follow.retry→ loading
 * editing —form.submit→ confirming (the number is valid) | editing with `followNumberInvalid`
 * confirming —confirm.submit→ submitting (keying → sending) → done
 *   sending fails: no answer → confirming (same key, what was typed kept); a refusal → editing
 *   with its code (under the number for `followNumberInvalid`)
 * done: the follow as it now is (the screen shows the success with its links)
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { Follow, FollowRequest, TraderDetail } from '@/api/contract/follow'
import { followModeCodes, followNumberIssue, type FollowMode } from '@/api/contract/follow-math'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import { followApi } from '@/api/follow'
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
import { isTraderId, loadTrader } from '../trader-detail/trader-detail.machine'

export type FollowFormEvent =
  | { type: 'follow.retry' }
  | { type: 'mode.select'; mode: FollowMode }
  | { type: 'number.change'; value: string }
  | { type: 'number.blur' }
  | { type: 'form.submit' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }

export type FollowFormEmitted = { type: 'followed'; follow: Follow }

export interface FollowFormInput {
  /** The trader's user id (`?id=`); null or not a positive whole number: not found. */
  id: number | null
}

export interface FollowFormContext extends KeyedContext, FormRefusal<'number'> {
  id: number | null
  detail: TraderDetail | null
  mode: FollowMode
  /** The number as typed (ratio or lots). */
  number: string
  /** The field was left (or the form submitted): its issue shows even half-typed. */
  touched: boolean
  follow: Follow | null
}

export type FollowFormTag = MoneyFormTag | 'notFound'

/** follow/follow's request for the form (without its key). */
export const toFollowRequest = (c: FollowFormContext) => ({
  trader_user_id: c.id ?? 0,
  type: followModeCodes[c.mode],
  number: c.number.trim(),
})

/** Why the typed number is not one for the mode, or null. */
export const numberIssueOf = (c: Pick<FollowFormContext, 'mode' | 'number'>) =>
  followNumberIssue(c.mode, c.number)

/** Refusals about the number: shown under the field. */
const isNumberRefusal = (code: ErrorCode) => code === 'followNumberInvalid'

const submission = keyedSubmission({
  types: {} as { context: FollowFormContext; events: FollowFormEvent },
  request: toFollowRequest,
})

export const followFormMachine = setup({
  types: {
    context: {} as FollowFormContext,
    events: {} as FollowFormEvent,
    input: {} as FollowFormInput,
    emitted: {} as FollowFormEmitted,
    tags: {} as FollowFormTag,
  },
  actors: {
    loadTrader,
    ...submission.actors,
    follow: fromPromise<Follow, FollowRequest>(({ input, signal }) =>
      followApi.follow(input, { signal }),
    ),
  },
  guards: {
    hasId: ({ context }) => isTraderId(context.id),
    isTrader: (_, { output }: { output: TraderDetail }) => output.trader.isTrader,
    isNotFound: (_, { error }: { error: unknown }) => {
      const code = toErrorCode(error)
      return code === 'traderNotFound' || code === 'notFound'
    },
    isFormValid: ({ context }) => numberIssueOf(context) === null,
    ...submission.guards,
    isSheetRefusal: onRefusal(isSheetError),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    takeDetail: assign((_, { output }: { output: TraderDetail }) => ({
      detail: output,
      // editing a follow starts from its terms ("2.00" is written "2")
      mode: output.myFollow?.mode ?? ('ratio' as const),
      number: output.myFollow ? figureOf(output.myFollow.number).value : '',
      ...noRefusal,
    })),
    rememberIssue: assign(({ context }) => ({
      touched: true,
      error: numberIssueOf(context),
      errorField: 'number' as const,
      serverMessage: '',
    })),
    rememberError: assign((_, { error }: { error: unknown }) => {
      const r = refusalOf(error, isNumberRefusal)
      return { ...r, errorField: r.errorField ? ('number' as const) : null }
    }),
    takeFollow: assign((_, { output }: { output: Follow }) => ({ follow: output, ...noRefusal })),
    announceFollow: emit((_, { output }: { output: Follow }) => ({
      type: 'followed' as const,
      follow: output,
    })),
  },
}).createMachine({
  id: 'followForm',
  context: ({ input }) => ({
    id: input.id,
    detail: null,
    mode: 'ratio',
    number: '',
    touched: false,
    requestKey: null,
    ...noRefusal,
    follow: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadTrader',
        input: ({ context }) => ({ id: context.id! }),
        onDone: [
          {
            guard: { type: 'isTrader', params: ({ event }) => ({ output: event.output }) },
            target: 'editing',
            actions: withOutput('takeDetail'),
          },
          { target: 'notFound' },
        ],
        onError: [
          { guard: withError('isNotFound'), target: 'notFound' },
          { target: 'loadFailed', actions: withError('rememberError') },
        ],
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'follow.retry': { target: 'loading', actions: 'clearError' } },
    },
    notFound: { tags: ['notFound'] },
    editing: {
      on: {
        'mode.select': {
          actions: [assign(({ event }) => ({ mode: event.mode })), 'clearError'],
        },
        'number.change': {
          actions: [assign(({ event }) => ({ number: amountText(event.value) })), 'clearError'],
        },
        'number.blur': { actions: assign({ touched: true }) },
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
      send: 'follow',
      remember: 'rememberError',
      keyFailed: '#followForm.confirming',
      done: {
        target: '#followForm.done',
        actions: [withOutput('takeFollow'), withOutput('announceFollow')],
      },
      failed: [
        { guard: withError('isSheetRefusal'), target: '#followForm.confirming' },
        '#followForm.editing',
      ],
    }),
    done: { tags: ['done'] },
  },
})
