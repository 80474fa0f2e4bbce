/**
 * Reset the login password with a code (spec §2 common/forget and setting/password, §5, §7
 * user/forget). editing ⇄ submitting → done (final, output the account for the login form).
 * The server checks the code and then ends every session of the account. With `locked`, the
 * account is the signed-in user's own (the security screen's "change login password").
 */
import { assign, fromPromise, sendTo, setup } from 'xstate'
import { authApi } from '@/api/auth'
import { ForgetRequest } from '@/api/contract/auth'
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

export type ForgetPasswordField = 'account' | 'code' | 'password' | 'rePassword'

export type ForgetPasswordEvent =
  | { type: 'field.change'; field: ForgetPasswordField; value: string }
  | { type: 'channel.change'; channel: Channel }
  | { type: 'area.change'; area: AreaChoice }
  | { type: 'code.request' }
  | { type: 'form.submit' }

export interface ForgetPasswordInput extends AccountInput {
  /** The account is given (the signed-in user's) and cannot be changed. */
  locked?: boolean
  cooldownSeconds?: number
}

export interface ForgetPasswordContext extends AccountContext, FormErrorState {
  locked: boolean
  code: string
  password: string
  rePassword: string
  cooldownSeconds: number | undefined
}

function toRequest(c: ForgetPasswordContext) {
  return {
    type: c.channel,
    ...accountWire(c),
    code: c.code,
    password: c.password,
    re_password: c.rePassword,
  }
}

export const forgetPasswordMachine = setup({
  types: {
    context: {} as ForgetPasswordContext,
    events: {} as ForgetPasswordEvent,
    input: {} as ForgetPasswordInput,
    output: {} as AccountInput,
  },
  actors: {
    codeButton: codeButtonMachine,
    resetPassword: fromPromise<string, ReturnType<typeof toRequest>>(({ input, signal }) =>
      authApi.resetPassword(input, { signal }),
    ),
  },
  guards: {
    isUnlocked: ({ context }) => !context.locked,
    isCodeTargetValid: ({ context }) => accountErrorOf(context).error === null,
    isFormValid: ({ context }) => ForgetRequest.safeParse(toRequest(context)).success,
  },
  actions: {
    clearError: assign(noFormError),
    changeField: assign(({ context }, params: { field: ForgetPasswordField; value: string }) => {
      if (params.field === 'account')
        return context.locked ? {} : changeAccount(context, params.value)
      return { [params.field]: params.field === 'code' ? codeDigits(params.value) : params.value }
    }),
    rememberCodeTargetError: assign(({ context }) => accountErrorOf(context)),
    rememberFormError: assign(({ context }) => firstIssue(ForgetRequest, toRequest(context))),
    rememberError: assign((_, params: { error: unknown }) => fromRequestError(params.error)),
    requestCode: sendTo('codeButton', ({ context }) => ({
      type: 'code.request' as const,
      target: codeTargetOf(context),
    })),
  },
}).createMachine({
  id: 'forgetPassword',
  context: ({ input }) => ({
    ...accountFromInput(input),
    locked: input.locked ?? false,
    code: '',
    password: '',
    rePassword: '',
    cooldownSeconds: input.cooldownSeconds,
    ...noFormError,
  }),
  invoke: {
    id: 'codeButton',
    src: 'codeButton',
    input: ({ context }) => ({ scene: 'forget', cooldownSeconds: context.cooldownSeconds }),
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: [{ type: 'changeField', params: ({ event }) => event }, 'clearError'],
        },
        'channel.change': {
          guard: 'isUnlocked',
          actions: [assign(({ event }) => ({ channel: event.channel, code: '' })), 'clearError'],
        },
        'area.change': {
          guard: 'isUnlocked',
          actions: [assign(({ event }) => changeArea(event.area)), 'clearError'],
        },
        ...codeFormEvents,
      },
    },
    submitting: {
      invoke: {
        src: 'resetPassword',
        input: ({ context }) => toRequest(context),
        onDone: 'done',
        onError: {
          target: 'editing',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => accountOutput(context),
})
