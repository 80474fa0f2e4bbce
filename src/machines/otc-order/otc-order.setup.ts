/**
 * The OTC order machine's types and named implementations (otc-order.machine.ts holds its states
 * and the graph): guards read the order's status and side (otc-order.logic.ts), actions keep the
 * order with the moment its answer arrived, so the countdown follows the server's deadline.
 */
import { assign, raise, sendTo, setup } from 'xstate'
import type { OtcOrder } from '@/api/contract/otc'
import { toErrorCode } from '@/api/errors'
import { pictureMachine, type PictureQuality, type PictureSide } from '../kyc/kyc-picture.machine'
import { ownError } from '../own-error'
import {
  appealIssueOf,
  canAppeal,
  canTakeStep,
  loadOrder,
  secondsLeftAt,
  sendAppeal,
  takeStep,
  type OtcStep,
} from './otc-order.logic'

export type OtcOrderEvent =
  | { type: 'order.retry' }
  | { type: 'order.refresh' }
  | { type: 'order.changed'; order: OtcOrder }
  | { type: 'step.request'; step: OtcStep }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }
  | { type: 'appeal.open' }
  | { type: 'appeal.close' }
  | { type: 'appeal.text'; value: string }
  | { type: 'appeal.submit' }
  | { type: 'picture.pick'; file: File; quality: PictureQuality }
  | { type: 'picture.retry' }
  | { type: 'picture.changed'; side: PictureSide; url: string | null }

export interface OtcOrderInput {
  /** The order's id (`?order=`); null: not found. */
  id: number | null
  /** Wall-clock ms, for the countdown between answers. @default Date.now */
  now?: () => number
}

export interface OtcOrderContext {
  id: number | null
  order: OtcOrder | null
  now: () => number
  /** When the order's last answer arrived (local ms). */
  receivedAt: number
  secondsLeft: number
  /** The step the confirm sheet is for. */
  step: OtcStep | null
  appealText: string
  /** The uploaded picture's path. */
  appealImg: string | null
  appealTouched: boolean
  error: ReturnType<typeof ownError>['error']
  serverMessage: string
}

export type OtcOrderTag =
  | 'busy'
  | 'loading'
  | 'failed'
  | 'notFound'
  | 'refreshing'
  | 'sheetOpen'
  | 'appealing'
  | 'submitting'

export const noError = { error: null, serverMessage: '' } as const

export const otcOrderSetup = setup({
  types: {
    context: {} as OtcOrderContext,
    events: {} as OtcOrderEvent,
    input: {} as OtcOrderInput,
    tags: {} as OtcOrderTag,
  },
  actors: { loadOrder, takeStep, sendAppeal, picture: pictureMachine },
  delays: { second: 1_000, recheck: 3_000 },
  guards: {
    hasId: ({ context }) => context.id !== null,
    isNotFound: (_, { error }: { error: unknown }) => toErrorCode(error) === 'notFound',
    isThisOrder: ({ context, event }) =>
      event.type === 'order.changed' && event.order.id === context.id,
    is: ({ context }, status: OtcOrder['status']) => context.order?.status === status,
    isOverdue: ({ context }) =>
      context.order?.status === 'awaitingPayment' && context.secondsLeft <= 0,
    isWindowOver: ({ context }) => context.secondsLeft <= 0,
    canStep: ({ context, event }) =>
      event.type === 'step.request' && canTakeStep(context.order, event.step, context.secondsLeft),
    isStepMoot: ({ context }) =>
      context.step === null || !canTakeStep(context.order, context.step, context.secondsLeft),
    canAppeal: ({ context }) => canAppeal(context.order),
    isAppealMoot: ({ context }) => !canAppeal(context.order),
    isAppealValid: ({ context }) => appealIssueOf(context.appealText, context.appealImg) === null,
    isNotActionable: (_, { error }: { error: unknown }) =>
      ownError(error).error === 'otcOrderNotActionable',
  },
  actions: {
    takeOrder: assign(({ context }, { output }: { output: OtcOrder }) => {
      const receivedAt = context.now()
      return {
        order: output,
        receivedAt,
        secondsLeft: secondsLeftAt(output, receivedAt, receivedAt),
      }
    }),
    takeChanged: assign(({ context, event }) => {
      if (event.type !== 'order.changed') return {}
      const receivedAt = context.now()
      return {
        order: event.order,
        receivedAt,
        secondsLeft: secondsLeftAt(event.order, receivedAt, receivedAt),
      }
    }),
    announce: raise((_, { output }: { output: OtcOrder }) => ({
      type: 'order.changed' as const,
      order: output,
    })),
    tick: assign(({ context }) => ({
      secondsLeft: context.order
        ? secondsLeftAt(context.order, context.receivedAt, context.now())
        : 0,
    })),
    rememberError: assign((_, { error }: { error: unknown }) => ownError(error)),
    clearError: assign(noError),
    chooseStep: assign(({ event }) => (event.type === 'step.request' ? { step: event.step } : {})),
    forgetStep: assign({ step: null, ...noError }),
    forwardPick: sendTo('picture', ({ event }) => event),
    retryPicture: sendTo('picture', { type: 'picture.retry' as const }),
    takePicture: assign(({ event }) =>
      event.type === 'picture.changed' ? { appealImg: event.url } : {},
    ),
    clearAppeal: assign({ appealText: '', appealImg: null, appealTouched: false, ...noError }),
  },
})
