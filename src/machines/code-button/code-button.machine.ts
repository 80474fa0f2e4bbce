/**
 * The get-code button (spec §2 login screen, §4 "default, then sent (greyed)", §5 six-digit code).
 * ready → sending → coolingDown (ticks every `second`) → ready. Invoked as a child by every form
 * that needs a code (e-mail or SMS, see `CodeTarget`), so the countdown is written once.
 */
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { authApi, type CodeTarget } from '@/api/auth'
import { CODE_RESEND_SECONDS, type CodeScene } from '@/api/contract/auth'
import { toErrorCode, toServerMessage, type ErrorCode } from '@/api/errors'

export type CodeButtonEvent = { type: 'code.request'; target: CodeTarget }

export interface CodeButtonInput {
  scene: CodeScene
  /** @default CODE_RESEND_SECONDS (60) */
  cooldownSeconds?: number
}

export interface CodeButtonContext {
  scene: CodeScene
  /** Where the last code went (null before the first request). */
  target: CodeTarget | null
  cooldownSeconds: number
  resendInSeconds: number
  error: ErrorCode | null
  serverMessage: string
  /** How many codes were sent; lets a form tell "not requested yet" from "sent". */
  sent: number
}

export const codeButtonMachine = setup({
  types: {
    context: {} as CodeButtonContext,
    events: {} as CodeButtonEvent,
    input: {} as CodeButtonInput,
    /** For views: sending (a request in flight: busy), coolingDown. */
    tags: {} as 'busy' | 'sending' | 'coolingDown',
  },
  actors: {
    sendCode: fromPromise<string, { target: CodeTarget; scene: CodeScene }>(({ input, signal }) =>
      authApi.sendCode(input, { signal }),
    ),
  },
  delays: { second: 1_000 },
  guards: {
    isCooldownOver: ({ context }) => context.resendInSeconds <= 0,
  },
  actions: {
    rememberTarget: assign(({ event }) => ({
      target: event.target,
      error: null,
      serverMessage: '',
    })),
    startCooldown: assign(({ context }) => ({
      resendInSeconds: context.cooldownSeconds,
      sent: context.sent + 1,
    })),
    tickCooldown: assign(({ context }) => ({ resendInSeconds: context.resendInSeconds - 1 })),
    rememberError: assign((_, params: { error: unknown }) => ({
      error: toErrorCode(params.error),
      serverMessage: toServerMessage(params.error),
    })),
  },
}).createMachine({
  id: 'codeButton',
  context: ({ input }) => ({
    scene: input.scene,
    target: null,
    cooldownSeconds: input.cooldownSeconds ?? CODE_RESEND_SECONDS,
    resendInSeconds: 0,
    error: null,
    serverMessage: '',
    sent: 0,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'code.request': { target: 'sending', actions: 'rememberTarget' } },
    },
    sending: {
      tags: ['busy', 'sending'],
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ target: context.target!, scene: context.scene }),
        onDone: { target: 'coolingDown', actions: 'startCooldown' },
        onError: {
          target: 'ready',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    coolingDown: {
      tags: ['coolingDown'],
      always: { guard: 'isCooldownOver', target: 'ready' },
      // reenter re-arms the timer; a plain self-transition would not restart `after`
      after: { second: { target: 'coolingDown', reenter: true, actions: 'tickCooldown' } },
    },
  },
})

export type CodeButtonRef = ActorRefFrom<typeof codeButtonMachine>
