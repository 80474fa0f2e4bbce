/**
 * Login by e-mail with a password or an e-mail code (spec §2 login screen, §4, §5, §7 user/login).
 * editing ⇄ submitting → loggedIn (final, output token); the get-code button is the invoked
 * `codeButton` child. Invalid input is refused with a field error code and nothing is sent.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate'
import { authApi } from '@/api/auth'
import { EmailField, LoginRequest, type Token } from '@/api/contract/auth'
import type { ErrorCode } from '@/api/errors'
import { codeButtonMachine } from '../code-button/code-button.machine'
import { firstIssue, fromRequestError, noFormError, type FormField } from '../form-errors'

export type LoginMode = 'password' | 'code'

export type LoginEvent =
  | { type: 'mode.change'; mode: LoginMode }
  | { type: 'account.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'code.change'; value: string }
  | { type: 'code.request' }
  | { type: 'form.submit' }

export interface LoginInput {
  account?: string
  mode?: LoginMode
  cooldownSeconds?: number
}

export interface LoginContext {
  mode: LoginMode
  account: string
  password: string
  code: string
  cooldownSeconds: number | undefined
  error: ErrorCode | null
  errorField: FormField | null
  serverMessage: string
  token: Token | null
}

function toRequest(c: LoginContext) {
  return c.mode === 'password'
    ? { type: '1' as const, user_string: c.account, password: c.password }
    : { type: '3' as const, user_string: c.account, code: c.code }
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
    isAccountValid: ({ context }) => EmailField.safeParse(context.account).success,
    isFormValid: ({ context }) => LoginRequest.safeParse(toRequest(context)).success,
  },
  actions: {
    clearError: assign(noFormError),
    rememberAccountError: assign(({ context }) => firstIssue(EmailField, context.account, 'account')),
    rememberFormError: assign(({ context }) => firstIssue(LoginRequest, toRequest(context))),
    rememberError: assign((_, params: { error: unknown }) => fromRequestError(params.error)),
    requestCode: sendTo('codeButton', ({ context }) => ({
      type: 'code.request' as const,
      email: context.account.trim(),
    })),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    mode: input.mode ?? 'password',
    account: input.account ?? '',
    password: '',
    code: '',
    cooldownSeconds: input.cooldownSeconds,
    error: null,
    errorField: null,
    serverMessage: '',
    token: null,
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
        'account.change': { actions: [assign(({ event }) => ({ account: event.value })), 'clearError'] },
        'password.change': { actions: [assign(({ event }) => ({ password: event.value })), 'clearError'] },
        'code.change': {
          actions: [assign(({ event }) => ({ code: event.value.replace(/\D/g, '').slice(0, 6) })), 'clearError'],
        },
        'code.request': [
          { guard: 'isAccountValid', actions: ['clearError', 'requestCode'] },
          { actions: 'rememberAccountError' },
        ],
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting', actions: 'clearError' },
          { actions: 'rememberFormError' },
        ],
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
