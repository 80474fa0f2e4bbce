/**
 * Register by e-mail (spec §2 register, §5 validation, §7 user/register; issue 4 adds phone).
 * editing ⇄ submitting → registered (final, output the e-mail for the login form). The e-mail
 * code comes from the invoked `codeButton` child; the invite code may arrive from `?code=`.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate'
import { authApi } from '@/api/auth'
import { EmailField, RegisterRequest } from '@/api/contract/auth'
import type { ErrorCode } from '@/api/errors'
import { codeButtonMachine } from '../code-button/code-button.machine'
import { firstIssue, fromRequestError, noFormError, type FormField } from '../form-errors'

export type RegisterField = 'account' | 'code' | 'password' | 'rePassword' | 'inviteCode'

export type RegisterEvent =
  | { type: 'field.change'; field: RegisterField; value: string }
  | { type: 'code.request' }
  | { type: 'form.submit' }

export interface RegisterInput {
  inviteCode?: string
  cooldownSeconds?: number
}

export interface RegisterContext {
  account: string
  code: string
  password: string
  rePassword: string
  inviteCode: string
  /** An invite code from the share link is shown read-only. */
  inviteLocked: boolean
  cooldownSeconds: number | undefined
  error: ErrorCode | null
  errorField: FormField | null
  serverMessage: string
}

function toRequest(c: RegisterContext) {
  return {
    type: 'email' as const,
    user_string: c.account,
    code: c.code,
    password: c.password,
    re_password: c.rePassword,
    extension_code: c.inviteCode,
  }
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
    output: {} as { account: string },
  },
  actors: {
    codeButton: codeButtonMachine,
    register: fromPromise<string, ReturnType<typeof toRequest>>(({ input, signal }) =>
      authApi.register(input, { signal }),
    ),
  },
  guards: {
    isAccountValid: ({ context }) => EmailField.safeParse(context.account).success,
    isFormValid: ({ context }) => RegisterRequest.safeParse(toRequest(context)).success,
  },
  actions: {
    clearError: assign(noFormError),
    changeField: assign(({ context }, params: { field: RegisterField; value: string }) => {
      if (params.field === 'inviteCode' && context.inviteLocked) return {}
      const value = params.field === 'code' ? params.value.replace(/\D/g, '').slice(0, 6) : params.value
      return { [params.field]: value }
    }),
    rememberAccountError: assign(({ context }) => firstIssue(EmailField, context.account, 'account')),
    rememberFormError: assign(({ context }) => firstIssue(RegisterRequest, toRequest(context))),
    rememberError: assign((_, params: { error: unknown }) => fromRequestError(params.error)),
    requestCode: sendTo('codeButton', ({ context }) => ({
      type: 'code.request' as const,
      email: context.account.trim(),
    })),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    account: '',
    code: '',
    password: '',
    rePassword: '',
    inviteCode: input.inviteCode ?? '',
    inviteLocked: Boolean(input.inviteCode),
    cooldownSeconds: input.cooldownSeconds,
    error: null,
    errorField: null,
    serverMessage: '',
  }),
  invoke: {
    id: 'codeButton',
    src: 'codeButton',
    input: ({ context }) => ({ scene: 'register', cooldownSeconds: context.cooldownSeconds }),
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: [{ type: 'changeField', params: ({ event }) => event }, 'clearError'],
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
        src: 'register',
        input: ({ context }) => toRequest(context),
        onDone: 'registered',
        onError: {
          target: 'editing',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    registered: { type: 'final' },
  },
  output: ({ context }) => ({ account: context.account.trim().toLowerCase() }),
})
