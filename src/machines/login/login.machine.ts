/**
 * Login by e-mail or phone, with a password or a code (spec §2 common/login and area, §4, §5,
 * §7 user/login). editing ⇄ submitting → loggedIn (final, output token); the get-code button is
 * the invoked `codeButton` child (e-mail code or SMS). Invalid input is refused with a field
 * error code and nothing is sent.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate'
import { authApi } from '@/api/auth'
import { LoginRequest, type Token } from '@/api/contract/auth'
import {
  accountErrorOf,
  accountFromInput,
  accountWire,
  changeAccount,
  changeArea,
  codeTargetOf,
  type AccountContext,
  type AccountInput,
  type AreaChoice,
  type Channel,
} from '../account-fields'
import { codeButtonMachine } from '../code-button/code-button.machine'
import { codeDigits, codeFormEvents } from '../code-form'
import { firstIssue, fromRequestError, noFormError, type FormErrorState } from '../form-errors'

export type LoginMode = 'password' | 'code'

export type LoginEvent =
  | { type: 'mode.change'; mode: LoginMode }
  | { type: 'channel.change'; channel: Channel }
  | { type: 'area.change'; area: AreaChoice }
  | { type: 'account.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'code.change'; value: string }
  | { type: 'code.request' }
  | { type: 'form.submit' }

export interface LoginInput extends AccountInput {
  mode?: LoginMode
  cooldownSeconds?: number
}

export interface LoginContext extends AccountContext, FormErrorState {
  mode: LoginMode
  password: string
  code: string
  cooldownSeconds: number | undefined
  token: Token | null
}

function toRequest(c: LoginContext) {
  const account = accountWire(c)
  return c.mode === 'password'
    ? { type: '1' as const, ...account, password: c.password }
    : { type: '3' as const, ...account, code: c.code }
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as Token,
  },
  actors: {
    codeButton: codeButtonMachine,
    logIn: fromPromise<Token, ReturnType<typeof toRequest>>(({ input, signal }) =>
      authApi.logIn(input, { signal }),
    ),
  },
  guards: {
    isCodeTargetValid: ({ context }) => accountErrorOf(context).error === null,
    isFormValid: ({ context }) => LoginRequest.safeParse(toRequest(context)).success,
  },
  actions: {
    clearError: assign(noFormError),
    rememberCodeTargetError: assign(({ context }) => accountErrorOf(context)),
    rememberFormError: assign(({ context }) => firstIssue(LoginRequest, toRequest(context))),
    rememberError: assign((_, params: { error: unknown }) => fromRequestError(params.error)),
    requestCode: sendTo('codeButton', ({ context }) => ({
      type: 'code.request' as const,
      target: codeTargetOf(context),
    })),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    ...accountFromInput(input),
    mode: input.mode ?? 'password',
    password: '',
    code: '',
    cooldownSeconds: input.cooldownSeconds,
    token: null,
    ...noFormError,
  }),
  invoke: {
    id: 'codeButton',
    src: 'codeButton',
    input: ({ context }) => ({ scene: 'login', cooldownSeconds: context.cooldownSeconds }),
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'mode.change': { actions: [assign(({ event }) => ({ mode: event.mode })), 'clearError'] },
        'channel.change': {
          actions: [assign(({ event }) => ({ channel: event.channel, code: '' })), 'clearError'],
        },
        'area.change': { actions: [assign(({ event }) => changeArea(event.area)), 'clearError'] },
        'account.change': {
          actions: [
            assign(({ context, event }) => changeAccount(context, event.value)),
            'clearError',
          ],
        },
        'password.change': {
          actions: [assign(({ event }) => ({ password: event.value })), 'clearError'],
        },
        'code.change': {
          actions: [assign(({ event }) => ({ code: codeDigits(event.value) })), 'clearError'],
        },
        ...codeFormEvents,
      },
    },
    submitting: {
      invoke: {
        src: 'logIn',
        input: ({ context }) => toRequest(context),
        onDone: { target: 'loggedIn', actions: assign(({ event }) => ({ token: event.output })) },
        onError: {
          target: 'editing',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loggedIn: { type: 'final' },
  },
  output: ({ context }) => context.token as Token,
})
