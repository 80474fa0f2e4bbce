/**
 * The KYC machine's requests (api-reference §3.3; tests and stories replace them with
 * `.provide()`) and the pure rules it reads: the wire requests of both forms, which refusals mean
 * "read the record again", and which state shows each stage of the record. Last, the two state
 * fragments that two states each share (a form's refused submission, a review being waited on).
 */
import { fromPromise } from 'xstate'
import type { AdvancedKycRequest, BasicKycRequest, KycStage, KycStatus } from '@/api/contract/kyc'
import type { ErrorCode } from '@/api/errors'
import { kycApi } from '@/api/kyc'
import type { KycContext, KycTag } from './kyc.machine'

export const loadState = fromPromise<KycStatus>(({ signal }) => kycApi.state({ signal }))
export const submitBasic = fromPromise<string, BasicKycRequest>(({ input, signal }) =>
  kycApi.submit(input, { signal }),
)
export const submitAdvanced = fromPromise<string, AdvancedKycRequest>(({ input, signal }) =>
  kycApi.submit(input, { signal }),
)

export const basicRequest = (c: KycContext) =>
  ({ real_type: '1', id_type: c.idType, name: c.name, card_id: c.cardId }) as const
export const advancedRequest = (c: KycContext) =>
  ({
    real_type: '2',
    front_pic: c.pictures.front ?? '',
    reverse_pic: c.pictures.reverse ?? '',
  }) as const

/** The server says our picture of the user's record is out of date: read it again. */
export const staleCodes = new Set<ErrorCode>(['kycInReview', 'kycVerified', 'kycBasicRequired'])

/** Where each stage of the record is shown; `unverified` (and anything unknown) opens the basic form. */
export const screenOfStage = {
  basicPending: 'basicReview',
  basicRejected: 'basicRejected',
  lv1: 'lv1',
  advancedPending: 'advancedReview',
  advancedRejected: 'advancedRejected',
  lv2: 'lv2',
} as const

/** The record as it stands once a form is sent: in review, no refusal. */
export const submittedStatus = (status: KycStatus | null, stage: KycStage) =>
  status && { ...status, stage, failCode: null, failReason: '' }

export const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
const loaded = ({ event }: { event: { output: KycStatus } }) => ({ status: event.output })
export const REMEMBER_STATUS = { type: 'rememberStatus', params: loaded } as const

/** A refused submission: back to the form with the error, or a reload when the record moved on. */
export const submitFailed = [
  {
    guard: { type: 'isStale' as const, params: failure },
    target: '#kyc.loading',
    actions: { type: 'announceRefusal' as const, params: failure },
  },
  { target: 'editing', actions: { type: 'rememberError' as const, params: failure } },
]

export const inReview = {
  initial: 'waiting' as const,
  states: {
    waiting: { after: { poll: 'checking' }, on: { 'status.refresh': 'checking' } },
    checking: {
      tags: ['busy', 'checking'] as KycTag[],
      invoke: {
        src: 'loadState' as const,
        onDone: [
          {
            guard: { type: 'isStillInReview' as const, params: loaded },
            target: 'waiting',
            actions: REMEMBER_STATUS,
          },
          {
            target: '#kyc.routing',
            actions: [REMEMBER_STATUS, { type: 'announceReview' as const, params: loaded }],
          },
        ],
        // a failed check is retried at the next poll; 999 is the session's to handle
        onError: 'waiting',
      },
    },
  },
}
