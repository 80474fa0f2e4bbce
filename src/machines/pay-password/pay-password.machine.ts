/**
 * Set or change the pay password (spec §2 setting/payPassword, §5 passwords, §7
 * safe/update_password; api-reference §3.2: 6–16 characters, typed twice, with a code).
 * editing ⇄ submitting → saved (final). The code goes to the user's own bound e-mail (or phone):
 * the `codeButton` child's target is `own`, so asking for it needs no input.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate'
import { securityApi } from '@/api/auth'
import { PayPasswordRequest } from '@/api/contract/auth-security'
import { codeButtonMachine } from '../code-button/code-button.machine'
import { codeDigits, codeFormEvents } from '../code-form'
import { firstIssue, fromRequestError, noFormError, type FormErrorState } from '../form-errors'

export type PayPasswordField = 'password' | 'rePassword' | 'code'

export type PayPasswordEvent =
  | { type: 'field.change'; field: PayPasswordField; value: string }
  | { type: 'code.request' }
  | { type: 'form.submit' }

export interface PayPasswordInput {
  /** A pay password exists and is being changed (titles say "change", not "set"). */
  hasPayPassword?: boolean
  cooldownSeconds?: number
}

export interface PayPasswordContext extends FormErrorState {
  hasPayPassword: boolean
  password: string
  rePassword: string
  code: string
  cooldownSeconds: number | undefined
}

function toRequest(c: PayPasswordContext) {
  return { password: c.password, re_password: c.rePassword, code: c.code }
}

export const payPasswordMachine = setup({
  types: {
    context: {} as PayPasswordContext,
    events: {} as PayPasswordEvent,
    input: {} as PayPasswordInput,
  },
  actors: {
    codeButton: codeButtonMachine,
    setPayPassword: fromPromise<string, ReturnType<typeof toRequest>>(({ input, signal }) =>
      securityApi.setPayPassword(input, { signal }),
    ),
  },
  guards: {
    // the server knows where the user's own code goes; there is nothing to check here
    isCodeTargetValid: () => true,
    isFormValid: ({ context }) => PayPasswordRequest.safeParse(toRequest(context)).success,
  },
  actions: {
    clearError: assign(noFormError),
    changeField: assign((_, params: { field: PayPasswordField; value: string }) => ({
      [params.field]: params.field === 'code' ? codeDigits(params.value) : params.value,
    })),
    rememberCodeTargetError: assign(noFormError),
    rememberFormError: assign(({ context }) => firstIssue(PayPasswordRequest, toRequest(context))),
    rememberError: assign((_, params: { error: unknown }) => fromRequestError(params.error)),
    requestCode: sendTo('codeButton', {
      type: 'code.request' as const,
      target: { channel: 'own' as const },
    }),
  },
}).createMachine({
  id: 'payPassword',
  context: ({ input }) => ({
    hasPayPassword: input.hasPayPassword ?? false,
    password: '',
    rePassword: '',
    code: '',
    cooldownSeconds: input.cooldownSeconds,
    ...noFormError,
  }),
  invoke: {
    id: 'codeButton',
    src: 'codeButton',
    input: ({ context }) => ({ scene: 'security', cooldownSeconds: context.cooldownSeconds }),
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: [{ type: 'changeField', params: ({ event }) => event }, 'clearError'],
        },
        ...codeFormEvents,
      },
    },
    submitting: {
      invoke: {
        src: 'setPayPassword',
        input: ({ context }) => toRequest(context),
        onDone: 'saved',
        onError: {
          target: 'editing',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: { type: 'final' },
  },
})
