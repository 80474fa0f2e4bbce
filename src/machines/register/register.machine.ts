/**
 * Register by e-mail or phone (spec §2 common/register and area, §5 validation, §7 user/register).
 * editing ⇄ submitting → registered (final, output the account for the login form). The code
 * (e-mail or SMS) comes from the invoked `codeButton` child; the invite code may arrive from `?code=`.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate'
import { authApi } from '@/api/auth'
import { RegisterRequest } from '@/api/contract/auth'
import {
  accountErrorOf,
  accountFromInput,
  accountOutput,
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

export type RegisterField = 'account' | 'code' | 'password' | 'rePassword' | 'inviteCode'

export type RegisterEvent =
  | { type: 'field.change'; field: RegisterField; value: string }
  | { type: 'channel.change'; channel: Channel }
  | { type: 'area.change'; area: AreaChoice }
  | { type: 'code.request' }
  | { type: 'form.submit' }

export interface RegisterInput extends AccountInput {
  inviteCode?: string
  cooldownSeconds?: number
}

export interface RegisterContext extends AccountContext, FormErrorState {
  code: string
  password: string
  rePassword: string
  inviteCode: string
  /** An invite code from the share link is shown read-only. */
  inviteLocked: boolean
  cooldownSeconds: number | undefined
}

function toRequest(c: RegisterContext) {
  return {
    type: c.channel,
    ...accountWire(c),
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
    output: {} as AccountInput,
  },
  actors: {
    codeButton: codeButtonMachine,
    register: fromPromise<string, ReturnType<typeof toRequest>>(({ input, signal }) =>
      authApi.register(input, { signal }),
    ),
  },
  guards: {
    isCodeTargetValid: ({ context }) => accountErrorOf(context).error === null,
    isFormValid: ({ context }) => RegisterRequest.safeParse(toRequest(context)).success,
  },
  actions: {
    clearError: assign(noFormError),
    changeField: assign(({ context }, params: { field: RegisterField; value: string }) => {
      if (params.field === 'account') return changeAccount(context, params.value)
      if (params.field === 'inviteCode' && context.inviteLocked) return {}
      return { [params.field]: params.field === 'code' ? codeDigits(params.value) : params.value }
    }),
    rememberCodeTargetError: assign(({ context }) => accountErrorOf(context)),
    rememberFormError: assign(({ context }) => firstIssue(RegisterRequest, toRequest(context))),
    rememberError: assign((_, params: { error: unknown }) => fromRequestError(params.error)),
    requestCode: sendTo('codeButton', ({ context }) => ({
      type: 'code.request' as const,
      target: codeTargetOf(context),
    })),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    ...accountFromInput(input),
    code: '',
    password: '',
    rePassword: '',
    inviteCode: input.inviteCode ?? '',
    inviteLocked: Boolean(input.inviteCode),
    cooldownSeconds: input.cooldownSeconds,
    ...noFormError,
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
        'channel.change': {
          actions: [assign(({ event }) => ({ channel: event.channel, code: '' })), 'clearError'],
        },
        'area.change': { actions: [assign(({ event }) => changeArea(event.area)), 'clearError'] },
        ...codeFormEvents,
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
  output: ({ context }) => accountOutput(context),
})
