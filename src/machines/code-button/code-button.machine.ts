/**
 * The get-code button (spec §2 login screen, §4 "default, then sent (greyed)", §5 six-digit code).
 * ready → sending → coolingDown (ticks every `second`) → ready. Invoked as a child by every form
 * that needs an e-mail code, so the countdown is written once.
 */
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { authApi } from '@/api/auth'
import { CODE_RESEND_SECONDS, type CodeScene } from '@/api/contract/auth'
import { toErrorCode, toServerMessage, type ErrorCode } from '@/api/errors'

export type CodeButtonEvent = { type: 'code.request'; email: string }

export interface CodeButtonInput {
  scene: CodeScene
  /** @default CODE_RESEND_SECONDS (60) */
  cooldownSeconds?: number
}

export interface CodeButtonContext {
  scene: CodeScene
  email: string
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
  },
  actors: {
    sendCode: fromPromise<string, { email: string; scene: CodeScene }>(({ input, signal }) =>
      authApi.sendEmailCode(input, { signal }),
    ),
  },
  delays: { second: 1_000 },
  guards: {
    isCooldownOver: ({ context }) => context.resendInSeconds <= 0,
  },
  actions: {
    rememberEmail: assign(({ event }) => ({ email: event.email, error: null, serverMessage: '' })),
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
    email: '',
    cooldownSeconds: input.cooldownSeconds ?? CODE_RESEND_SECONDS,
    resendInSeconds: 0,
    error: null,
    serverMessage: '',
    sent: 0,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'code.request': { target: 'sending', actions: 'rememberEmail' } },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email, scene: context.scene }),
        onDone: { target: 'coolingDown', actions: 'startCooldown' },
        onError: {
          target: 'ready',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    coolingDown: {
      always: { guard: 'isCooldownOver', target: 'ready' },
      // reenter re-arms the timer; a plain self-transition would not restart `after`
      after: { second: { target: 'coolingDown', reenter: true, actions: 'tickCooldown' } },
    },
  },
})

export type CodeButtonRef = ActorRefFrom<typeof codeButtonMachine>
