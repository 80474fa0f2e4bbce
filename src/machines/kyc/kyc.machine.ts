/**
 * Identity verification (spec §2 real_mark, §3 real-name entity, §4 identity states, §5, §6;
 * api-reference §3.3). loading → routing → one state per stage of the user's record:
 * basic (editing ⇄ submitting) → basicReview → lv1 → advanced (editing ⇄ submitting, one invoked
 * picture machine per side) → advancedReview → lv2; a refusal (basicRejected, advancedRejected)
 * shows its reason and leads back to the form. Review states re-read the state every `poll` and
 * move on when the reviewer decided. Invalid input is refused with a field error, nothing sent.
 */
import { assign, emit, sendTo, setup } from 'xstate'
import {
  AdvancedKycRequest,
  BasicKycRequest,
  type IdType,
  type KycStage,
  type KycStatus,
} from '@/api/contract/kyc'
import { toErrorCode, toServerMessage, type ErrorCode } from '@/api/errors'
import { pictureMachine, type PictureQuality, type PictureSide } from './kyc-picture.machine'
import { kycIssue, loadErrorOf, noKycError, refusalOf, type KycErrorState } from './kyc-errors'
import {
  advancedRequest,
  basicRequest,
  failure,
  inReview,
  loadState,
  REMEMBER_STATUS,
  screenOfStage,
  staleCodes,
  submitAdvanced,
  submitBasic,
  submitFailed,
  submittedStatus,
} from './kyc.logic'

export type KycEvent =
  | { type: 'status.retry' }
  | { type: 'status.refresh' }
  | { type: 'basic.start' }
  | { type: 'advanced.start' }
  | { type: 'advanced.cancel' }
  | { type: 'idType.change'; value: IdType }
  | { type: 'name.change'; value: string }
  | { type: 'cardId.change'; value: string }
  | { type: 'quality.change'; value: PictureQuality }
  | { type: 'picture.pick'; side: PictureSide; file: File }
  | { type: 'picture.retry'; side: PictureSide }
  | { type: 'picture.remove'; side: PictureSide }
  | { type: 'picture.changed'; side: PictureSide; url: string | null }
  | { type: 'form.submit' }

export type KycEmitted =
  | { type: 'submitted'; level: 'basic' | 'advanced' }
  | { type: 'reviewed'; stage: KycStage }
  | { type: 'refused'; code: ErrorCode; serverMessage: string }

/** For views: busy (a request in flight), loading, failed (the load), submitting, checking (a review). */
export type KycTag = 'busy' | 'loading' | 'failed' | 'submitting' | 'checking'

export interface KycContext extends KycErrorState {
  status: KycStatus | null
  idType: IdType | ''
  name: string
  cardId: string
  quality: PictureQuality
  pictures: Record<PictureSide, string | null>
}

export const kycMachine = setup({
  types: {
    context: {} as KycContext,
    events: {} as KycEvent,
    emitted: {} as KycEmitted,
    tags: {} as KycTag,
  },
  actors: { loadState, submitBasic, submitAdvanced, picture: pictureMachine },
  delays: { poll: 10_000 },
  guards: {
    isStage: ({ context }, params: { stage: KycStage }) => context.status?.stage === params.stage,
    isStillInReview: (_, { status }: { status: KycStatus }) =>
      status.stage === 'basicPending' || status.stage === 'advancedPending',
    isBasicValid: ({ context }) => BasicKycRequest.safeParse(basicRequest(context)).success,
    isAdvancedValid: ({ context }) =>
      AdvancedKycRequest.safeParse(advancedRequest(context)).success,
    isStale: (_, params: { error: unknown }) => staleCodes.has(toErrorCode(params.error)),
  },
  actions: {
    rememberStatus: assign((_, { status }: { status: KycStatus }) => ({ status, ...status.basic })),
    announceReview: emit((_, { status }: { status: KycStatus }) => ({
      type: 'reviewed' as const,
      stage: status.stage,
    })),
    clearError: assign(noKycError),
    rememberBasicError: assign(({ context }) => kycIssue(BasicKycRequest, basicRequest(context))),
    rememberAdvancedError: assign(({ context }) =>
      kycIssue(AdvancedKycRequest, advancedRequest(context)),
    ),
    rememberLoadError: assign((_, params: { error: unknown }) => loadErrorOf(params.error)),
    rememberError: assign((_, params: { error: unknown }) => refusalOf(params.error)),
    announceRefusal: emit((_, params: { error: unknown }) => ({
      type: 'refused' as const,
      code: toErrorCode(params.error),
      serverMessage: toServerMessage(params.error),
    })),
    /** Hands a picture event to the side it names, with the chosen quality. */
    forwardToPicture: sendTo(
      ({ event }) => ('side' in event ? event.side : 'front'),
      ({ context, event }) => ({ ...event, quality: context.quality }),
    ),
    markSubmitted: assign(({ context }, params: { stage: KycStage }) => ({
      status: submittedStatus(context.status, params.stage),
    })),
  },
}).createMachine({
  id: 'kyc',
  context: {
    status: null,
    idType: '',
    name: '',
    cardId: '',
    quality: 'compressed',
    pictures: { front: null, reverse: null },
    ...noKycError,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      entry: 'clearError',
      invoke: {
        src: 'loadState',
        onDone: { target: 'routing', actions: REMEMBER_STATUS },
        onError: { target: 'loadFailed', actions: { type: 'rememberLoadError', params: failure } },
      },
    },
    loadFailed: { tags: ['failed'], on: { 'status.retry': 'loading' } },
    routing: {
      always: [
        ...Object.entries(screenOfStage).map(([stage, target]) => ({
          guard: { type: 'isStage' as const, params: { stage: stage as KycStage } },
          target,
        })),
        { target: 'basic' },
      ],
    },
    basic: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'idType.change': {
              actions: [assign(({ event }) => ({ idType: event.value })), 'clearError'],
            },
            'name.change': {
              actions: [assign(({ event }) => ({ name: event.value })), 'clearError'],
            },
            'cardId.change': {
              actions: [assign(({ event }) => ({ cardId: event.value })), 'clearError'],
            },
            'form.submit': [
              { guard: 'isBasicValid', target: 'submitting', actions: 'clearError' },
              { actions: 'rememberBasicError' },
            ],
          },
        },
        submitting: {
          tags: ['busy', 'submitting'],
          invoke: {
            src: 'submitBasic',
            input: ({ context }) => BasicKycRequest.parse(basicRequest(context)) as BasicKycRequest,
            onDone: {
              target: '#kyc.basicReview',
              actions: [
                { type: 'markSubmitted', params: { stage: 'basicPending' } },
                emit({ type: 'submitted', level: 'basic' }),
              ],
            },
            onError: submitFailed,
          },
        },
      },
    },
    basicReview: inReview,
    basicRejected: { on: { 'basic.start': 'basic' } },
    lv1: { on: { 'advanced.start': 'advanced' } },
    advanced: {
      entry: assign({ pictures: { front: null, reverse: null } }),
      exit: 'clearError',
      invoke: [
        { id: 'front', src: 'picture', input: { side: 'front' } },
        { id: 'reverse', src: 'picture', input: { side: 'reverse' } },
      ],
      on: {
        'quality.change': { actions: assign(({ event }) => ({ quality: event.value })) },
        'picture.pick': { actions: ['clearError', 'forwardToPicture'] },
        'picture.retry': { actions: 'forwardToPicture' },
        'picture.remove': { actions: ['clearError', 'forwardToPicture'] },
        'picture.changed': {
          actions: assign(({ context, event }) => ({
            pictures: { ...context.pictures, [event.side]: event.url },
          })),
        },
        'advanced.cancel': 'routing',
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.submit': [
              { guard: 'isAdvancedValid', target: 'submitting', actions: 'clearError' },
              { actions: 'rememberAdvancedError' },
            ],
          },
        },
        submitting: {
          tags: ['busy', 'submitting'],
          invoke: {
            src: 'submitAdvanced',
            input: ({ context }) =>
              AdvancedKycRequest.parse(advancedRequest(context)) as AdvancedKycRequest,
            onDone: {
              target: '#kyc.advancedReview',
              actions: [
                { type: 'markSubmitted', params: { stage: 'advancedPending' } },
                emit({ type: 'submitted', level: 'advanced' }),
              ],
            },
            onError: submitFailed,
          },
        },
      },
    },
    advancedReview: inReview,
    advancedRejected: { on: { 'advanced.start': 'advanced' } },
    lv2: {},
  },
})
